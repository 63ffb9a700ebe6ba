import { NumberInput, Select } from '@mantine/core'
import type { TeamLimit } from '@slatelab/domain/entities/multi-settings'
import { numberOf, RuleList } from './rule-list'
import { settingsTabContext, type SettingsTabProps } from './settings-tab-context'

/** Limits on the players taken from chosen teams. */
export function TeamLimitsTab(props: SettingsTabProps) {
  const { settings, problems, set, teams } = settingsTabContext(props)
  return (
    <RuleList<TeamLimit>
      label="Team limits"
      items={settings.teamLimits}
      onChange={(items) => set('teamLimits', items)}
      create={() => ({ team: teams[0] ?? '', minCount: 0, maxCount: 3 })}
      render={(limit, index, update) => (
        <>
          <Select
            label="Team"
            data={teams.map((team) => ({ value: team, label: team }))}
            value={limit.team || null}
            error={problems[`teamLimits.${index}.team`]}
            onChange={(value) => update({ team: value ?? '' })}
          />
          <NumberInput
            label="At least"
            min={0}
            value={limit.minCount}
            onChange={(value) => update({ minCount: numberOf(value) })}
          />
          <NumberInput
            label="At most"
            min={0}
            value={limit.maxCount ?? ''}
            error={problems[`teamLimits.${index}.maxCount`]}
            onChange={(value) => update({ maxCount: value === '' ? undefined : numberOf(value) })}
          />
        </>
      )}
    />
  )
}
