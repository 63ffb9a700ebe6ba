import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
} from '@mantine/core'
import type { RosterSlot } from '@slatelab/domain/roster-formats'
import { sportIds } from '@slatelab/domain/sports'
import { PlayerCorrelationList, StartingPosRuleList, TeeTimeStackList } from './correlation-editors'
import {
  generalNumberKeys,
  generalSwitchKeys,
  type GeneralNumberKey,
  type GeneralSwitchKey,
} from './multi-lineup-settings-api'
import { type PoolPlayer } from '@slatelab/contract/optimizer.contract'
import {
  type CustomRule,
  type OptimizerSettings,
  type PlayerGroup,
  type PositionStack,
  type TeamLimit,
  type TeamStack,
} from '@slatelab/domain/entities/multi-settings'
import { FlexGroupsEditor, PositionSettingsTable } from './position-settings-table'
import { countTypes, newKey, numberOf, RuleList } from './rule-list'
import { CountRuleFields } from './count-rule-fields'
import type { SettingsProblems } from './settings-validation'
import { suggestedRules } from './suggested-rules'

const generalLabels: Record<GeneralNumberKey | GeneralSwitchKey, string> = {
  uniquePlayers: 'Unique players between lineups',
  minSalaryCapPct: 'Min salary (% of cap)',
  maxSalaryCapPct: 'Max salary (% of cap)',
  maxExposurePct: 'Max exposure per player (%)',
  maxPerTeam: 'Max players per team',
  diversification: 'Diversification (% noise)',
  playersAgainstOpponent: 'Players against own pitcher / goalie / DST (0 = any)',
  maxOwnershipPerLineupPct: 'Max summed ownership per lineup (%, 0 = off)',
  rosterSize: 'Roster size (sports without slots)',
  bounce: 'Bounce',
  avoidOpposition: 'Avoid opposing players',
  avoidSameFight: 'Avoid both fighters of a fight',
  teeTimesInclusive: 'Tee-time windows include their edges',
  hasFullVersion: 'Full optimizer',
}

/** Fields a custom rule filters on; Projection is the default (SPEC §5). */
const ruleFields = [
  { value: 'projection', label: 'Projection' },
  { value: 'salary', label: 'Salary' },
  { value: 'ownership', label: 'Ownership' },
  { value: 'ceiling', label: 'Ceiling' },
  { value: 'floor', label: 'Floor' },
  { value: 'value', label: 'Value' },
  { value: 'Implied Total', label: 'Implied Total' },
]
const teamGameTypes = [
  { value: 'sameTeam', label: 'Same team' },
  { value: 'opponent', label: 'Opponent' },
  { value: 'sameGame', label: 'Same game' },
]
const teamOptions = [
  { value: 'includesOnly', label: 'Includes only' },
  { value: 'excludesOnly', label: 'Excludes only' },
]
const secondaryStacks = [
  { value: 'none', label: 'None' },
  { value: 'sameLine', label: 'Same line' },
  { value: 'samePowerPlay', label: 'Same power play' },
]
const groupKinds = [...countTypes, { value: 'ifThen', label: 'If any, then' }]

type SettingsTabsProps = {
  readonly settings: OptimizerSettings
  readonly problems: SettingsProblems
  readonly sportId: number
  readonly positions: readonly string[]
  /** The format's slots that take more than one position (FLEX, UTIL, G, F). */
  readonly flexSlots: readonly RosterSlot[]
  readonly teams: readonly string[]
  readonly players: readonly PoolPlayer[]
  readonly onChange: (settings: OptimizerSettings) => void
}

/** The settings groups of SPEC §3, one tab each, with each field's problem under it. */
export function SettingsTabs({
  settings,
  problems,
  sportId,
  positions,
  flexSlots,
  teams,
  players,
  onChange,
}: SettingsTabsProps) {
  const set = <K extends keyof OptimizerSettings>(key: K, value: OptimizerSettings[K]) =>
    onChange({ ...settings, [key]: value })
  const positionOptions = positions.map((position) => ({ value: position, label: position }))
  const playerOptions = players.map((player) => ({
    value: player.id,
    label: `${player.name} (${player.team} ${player.positions.join('/')})`,
  }))
  const suggestions = suggestedRules(sportId)
  const isGolf = sportId === sportIds.PGA
  // Only NASCAR pools carry starting positions; a template's rules stay visible anywhere.
  const hasStartingPositions = sportId === sportIds.NAS || settings.startingPosRules.length > 0
  const switchKeys = generalSwitchKeys.filter(
    (key) =>
      (key !== 'avoidSameFight' || sportId === sportIds.MMA || settings.general[key]) &&
      (key !== 'teeTimesInclusive' || isGolf || settings.general[key]),
  )

  return (
    <Tabs defaultValue="general" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="general">General</Tabs.Tab>
        <Tabs.Tab value="customRules">Custom rules</Tabs.Tab>
        <Tabs.Tab value="stacks">Stacks</Tabs.Tab>
        <Tabs.Tab value="teamLimits">Team limits</Tabs.Tab>
        <Tabs.Tab value="groups">Groups & correlations</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="general" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {generalNumberKeys.map((key) => (
            <NumberInput
              key={key}
              label={generalLabels[key]}
              value={settings.general[key]}
              min={0}
              error={problems[`general.${key}`]}
              onChange={(value) => set('general', { ...settings.general, [key]: numberOf(value) })}
            />
          ))}
        </SimpleGrid>
        <Group mt="md" gap="xl">
          {switchKeys.map((key) => (
            <Switch
              key={key}
              label={generalLabels[key]}
              checked={settings.general[key]}
              onChange={(event) =>
                set('general', { ...settings.general, [key]: event.currentTarget.checked })
              }
            />
          ))}
        </Group>
        <FlexGroupsEditor
          groups={settings.general.flexGroups}
          flexSlots={flexSlots}
          problems={problems}
          onChange={(flexGroups) => set('general', { ...settings.general, flexGroups })}
        />
        <Text fw={600} mt="lg" mb={4}>
          By position
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          Empty cells follow the general setting.
        </Text>
        <PositionSettingsTable
          general={settings.general}
          positions={positions}
          problems={problems}
          onChange={(general) => set('general', general)}
        />
      </Tabs.Panel>

      <Tabs.Panel value="customRules" pt="md">
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
                  allowDeselect={false}
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
      </Tabs.Panel>

      <Tabs.Panel value="stacks" pt="md">
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
                  allowDeselect={false}
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
                  label="From"
                  data={teamGameTypes}
                  value={stack.teamGameType}
                  allowDeselect={false}
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
                  allowDeselect={false}
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
                  allowDeselect={false}
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
      </Tabs.Panel>

      <Tabs.Panel value="teamLimits" pt="md">
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
                onChange={(value) =>
                  update({ maxCount: value === '' ? undefined : numberOf(value) })
                }
              />
            </>
          )}
        />
      </Tabs.Panel>

      <Tabs.Panel value="groups" pt="md">
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
                allowDeselect={false}
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
      </Tabs.Panel>
    </Tabs>
  )
}
