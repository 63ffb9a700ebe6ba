import { MultiSelect, NumberInput, Select, Text } from '@mantine/core'
import { PlayerCorrelationList } from './correlation-editors'
import type { PlayerGroup } from '@slatelab/domain/entities/multi-settings'
import { newKey, numberOf, RuleList } from './rule-list'
import { groupKinds } from './settings-options'
import { settingsTabContext, type SettingsTabProps } from './settings-tab-context'

/** Player groups, player correlations and (NASCAR) starting-position rules. */
export function GroupsTab(props: SettingsTabProps) {
  const { settings, problems, set, playerOptions } = settingsTabContext(props)
  return (
    <>
      <Text fw={600} mb="sm">
        Player groups
      </Text>
      <RuleList<PlayerGroup>
        label="Player groups"
        items={settings.playerGroups}
        problem={problems.rules}
        onChange={(items) => set('playerGroups', items)}
        create={() => ({
          key: newKey(),
          kind: 'atMost',
          count: 1,
          playerIds: [],
          thenPlayerIds: [],
          isActive: true,
        })}
        render={(group, index, update) => (
          <>
            <Select
              label="Rule"
              data={groupKinds}
              value={group.kind}
              onChange={(value) => update({ kind: (value ?? 'atMost') as PlayerGroup['kind'] })}
            />
            <NumberInput
              label="Count"
              min={0}
              value={group.count}
              onChange={(value) => update({ count: numberOf(value) })}
            />
            <MultiSelect
              label="Of these players"
              searchable
              data={playerOptions}
              value={[...group.playerIds]}
              error={problems[`playerGroups.${index}.playerIds`]}
              onChange={(value) => update({ playerIds: value })}
            />
            {group.kind === 'ifThen' ? (
              <MultiSelect
                label="Then of these"
                searchable
                data={playerOptions}
                value={[...group.thenPlayerIds]}
                onChange={(value) => update({ thenPlayerIds: value })}
              />
            ) : null}
          </>
        )}
      />
      <Text fw={600} mt="lg" mb="sm">
        Player correlations
      </Text>
      <PlayerCorrelationList
        items={settings.playerCorrelations}
        problems={problems}
        playerOptions={playerOptions}
        onChange={(items) => set('playerCorrelations', items)}
      />
    </>
  )
}
