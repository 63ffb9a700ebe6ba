import { Button, Group, Select, Text } from '@mantine/core'
import { StartingPosRuleList } from './correlation-editors'
import type { CustomRule } from '@slatelab/domain/entities/multi-settings'
import { newKey, RuleList } from './rule-list'
import { CountRuleFields } from './count-rule-fields'
import { ruleFields } from './settings-options'
import { settingsTabContext, type SettingsTabProps } from './settings-tab-context'

/** Custom rules: filters on a field that a count of players must pass. */
export function CustomRulesTab(props: SettingsTabProps) {
  const { settings, problems, set, positionOptions, suggestions, hasStartingPositions } =
    settingsTabContext(props)
  return (
    <>
      {suggestions.length === 0 ? null : (
        <Group mb="sm" gap="xs">
          <Text size="sm" c="dimmed">
            Suggested:
          </Text>
          {suggestions.map((rule) => (
            <Button
              key={rule.key}
              size="xs"
              variant="default"
              onClick={() => {
                const { label: _label, ...custom } = rule
                set('customRules', [...settings.customRules, { ...custom, key: newKey() }])
              }}
            >
              {rule.label}
            </Button>
          ))}
        </Group>
      )}
      <RuleList<CustomRule>
        label="Custom rules"
        items={settings.customRules}
        problem={problems.customRules ?? problems.rules}
        onChange={(items) => set('customRules', items)}
        create={() => ({
          key: newKey(),
          type: 'atLeast',
          playerCount: 1,
          fieldName: 'projection',
          fieldDisplayName: 'Projection',
          operator: 'greaterThan',
          positions: [],
          value1: 0,
          isActive: true,
        })}
        render={(rule, index, update) => (
          <>
            <CountRuleFields
              rule={rule}
              update={update}
              problems={problems}
              path={`customRules.${index}`}
              countLabel="Players"
              operatorLabel="Operator"
              positionOptions={positionOptions}
            >
              <Select
                label="Field"
                data={ruleFields}
                value={rule.fieldName}
                onChange={(value) =>
                  update({
                    fieldName: value ?? 'projection',
                    fieldDisplayName:
                      ruleFields.find((field) => field.value === value)?.label ?? 'Projection',
                  })
                }
              />
            </CountRuleFields>
          </>
        )}
      />
      {hasStartingPositions ? (
        <>
          <Text fw={600} mt="lg" mb="sm">
            Starting-position rules
          </Text>
          <StartingPosRuleList
            items={settings.startingPosRules}
            problems={problems}
            positionOptions={positionOptions}
            onChange={(items) => set('startingPosRules', items)}
          />
        </>
      ) : null}
    </>
  )
}
