import { MultiSelect, NumberInput, Select, Stack, Switch, Text } from '@mantine/core'
import { TeeTimeStackList } from './correlation-editors'
import type { PositionStack, TeamStack } from '@slatelab/domain/entities/multi-settings'
import { countTypes, newKey, numberOf, RuleList } from './rule-list'
import { teamGameTypes, teamOptions, secondaryStacks } from './settings-options'
import { settingsTabContext, type SettingsTabProps } from './settings-tab-context'

/** Team, position and (golf) tee-time stacks. */
export function StacksTab(props: SettingsTabProps) {
  const { settings, problems, set, isGolf, teams } = settingsTabContext(props)
  return (
    <Stack gap="lg">
      <Text fw={600}>Team stacks</Text>
      <RuleList<TeamStack>
        label="Team stacks"
        items={settings.teamStacks}
        onChange={(items) => set('teamStacks', items)}
        create={() => ({
          key: newKey(),
          isActive: true,
          stackCount: 3,
          consecutivePlayers: false,
          teams: [],
        })}
        render={(stack, index, update) => (
          <>
            <NumberInput
              label="Players from one team"
              min={2}
              value={stack.stackCount}
              error={problems[`teamStacks.${index}.stackCount`]}
              onChange={(value) => update({ stackCount: numberOf(value) })}
            />
            <MultiSelect
              label="Teams (any when empty)"
              data={teams.map((team) => ({ value: team, label: team }))}
              value={[...stack.teams]}
              onChange={(value) => update({ teams: value })}
            />
            <Switch
              label="Active"
              checked={stack.isActive}
              onChange={(event) => update({ isActive: event.currentTarget.checked })}
            />
          </>
        )}
      />
      <Text fw={600}>Position stacks</Text>
      <PositionStackList {...props} />
      {isGolf ? (
        <>
          <Text fw={600}>Tee-time stacks</Text>
          <TeeTimeStackList
            items={settings.teeTimeStacks}
            problems={problems}
            inclusive={settings.general.teeTimesInclusive}
            onChange={(items) => set('teeTimeStacks', items)}
          />
        </>
      ) : null}
    </Stack>
  )
}

/** Position stacks: a count of players at some positions around a key position. */
function PositionStackList(props: SettingsTabProps) {
  const { settings, problems, set, positionOptions, teams, positions } = settingsTabContext(props)
  return (
    <RuleList<PositionStack>
      label="Position stacks"
      items={settings.positionStacks}
      onChange={(items) => set('positionStacks', items)}
      create={() => ({
        pairLimit: 0,
        keyPosition: positions[0] ?? '',
        secondaryPosition: '',
        stackType: 'atLeast',
        playerCount: 1,
        positions: [],
        teamGameType: 'sameTeam',
        customRules: [],
        isActive: true,
        teamOption: 'excludesOnly',
        stackTeams: [],
        secondaryStackType: 'none',
        excludeQbStack: false,
      })}
      render={(stack, index, update) => (
        <>
          <Select
            label="Key position"
            data={positionOptions}
            value={stack.keyPosition || null}
            error={problems[`positionStacks.${index}.keyPosition`]}
            onChange={(value) => update({ keyPosition: value ?? '' })}
          />
          <Select
            label="Stack type"
            data={countTypes}
            value={stack.stackType}
            onChange={(value) =>
              update({ stackType: (value ?? 'atLeast') as PositionStack['stackType'] })
            }
          />
          <NumberInput
            label="Players"
            min={0}
            value={stack.playerCount}
            onChange={(value) => update({ playerCount: numberOf(value) })}
          />
          <MultiSelect
            label="Of positions"
            data={positionOptions}
            value={[...stack.positions]}
            error={problems[`positionStacks.${index}.positions`]}
            onChange={(value) => update({ positions: value })}
          />
          <Select
            label="Secondary position"
            description="At least one partner plays it"
            placeholder="None"
            clearable
            data={positionOptions}
            value={stack.secondaryPosition || null}
            error={problems[`positionStacks.${index}.secondaryPosition`]}
            onChange={(value) => update({ secondaryPosition: value ?? '' })}
          />
          <NumberInput
            label="Pair limit (lineups)"
            description="Most lineups with the key player and one partner together; 0 = no limit"
            min={0}
            allowDecimal={false}
            value={stack.pairLimit}
            error={problems[`positionStacks.${index}.pairLimit`]}
            onChange={(value) => update({ pairLimit: numberOf(value) })}
          />
          <Select
            label="From"
            data={teamGameTypes}
            value={stack.teamGameType}
            onChange={(value) =>
              update({
                teamGameType: (value ?? 'sameTeam') as PositionStack['teamGameType'],
              })
            }
          />
          <Select
            label="Team option"
            data={teamOptions}
            value={stack.teamOption}
            onChange={(value) =>
              update({ teamOption: (value ?? 'excludesOnly') as PositionStack['teamOption'] })
            }
          />
          <MultiSelect
            label="Teams"
            data={teams.map((team) => ({ value: team, label: team }))}
            value={[...stack.stackTeams]}
            onChange={(value) => update({ stackTeams: value })}
          />
          <Select
            label="Secondary stack"
            data={secondaryStacks}
            value={stack.secondaryStackType}
            onChange={(value) =>
              update({
                secondaryStackType: (value ?? 'none') as PositionStack['secondaryStackType'],
              })
            }
          />
          <Switch
            label="Exclude QB stack"
            checked={stack.excludeQbStack}
            onChange={(event) => update({ excludeQbStack: event.currentTarget.checked })}
          />
        </>
      )}
    />
  )
}
