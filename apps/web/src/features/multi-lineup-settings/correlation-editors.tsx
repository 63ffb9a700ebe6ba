/**
 * Editors of the player-level rules the engine honours beside groups: player correlations,
 * golf tee-time stacks and NASCAR starting-position rules (docs/optimizer.md "What each
 * setting does").
 */
import { NumberInput, Select, Switch, TextInput } from '@mantine/core'
import type {
  PlayerCorrelation,
  StartingPosRule,
  TeeTimeStack,
} from '@slatelab/domain/entities/multi-settings'
import { CountRuleFields } from './count-rule-fields'
import { newKey, numberOf, RuleList } from './rule-list'
import type { SettingsProblems } from './settings-validation'

type Option = { readonly value: string; readonly label: string }

const correlationKinds = [
  { value: 'together', label: 'Together (if first, then second)' },
  { value: 'apart', label: 'Apart (never both)' },
]

/** Player correlations: "if A then B" or "not both". */
export function PlayerCorrelationList({
  items,
  problems,
  playerOptions,
  onChange,
}: {
  readonly items: readonly PlayerCorrelation[]
  readonly problems: SettingsProblems
  readonly playerOptions: readonly Option[]
  readonly onChange: (items: PlayerCorrelation[]) => void
}) {
  return (
    <RuleList<PlayerCorrelation>
      label="Player correlations"
      items={items}
      onChange={onChange}
      create={() => ({
        key: newKey(),
        playerId: '',
        otherPlayerId: '',
        kind: 'together',
        isActive: true,
      })}
      render={(correlation, index, update) => (
        <>
          <Select
            label="Player"
            searchable
            data={playerOptions}
            value={correlation.playerId || null}
            error={problems[`playerCorrelations.${index}.playerId`]}
            onChange={(value) => update({ playerId: value ?? '' })}
          />
          <Select
            label="Rule"
            data={correlationKinds}
            value={correlation.kind}
            onChange={(value) =>
              update({ kind: (value ?? 'together') as PlayerCorrelation['kind'] })
            }
          />
          <Select
            label={correlation.kind === 'together' ? 'Then player' : 'Not with player'}
            searchable
            data={playerOptions}
            value={correlation.otherPlayerId || null}
            error={problems[`playerCorrelations.${index}.otherPlayerId`]}
            onChange={(value) => update({ otherPlayerId: value ?? '' })}
          />
          <Switch
            mt={{ md: 'xl' }}
            label="Active"
            checked={correlation.isActive}
            onChange={(event) => update({ isActive: event.currentTarget.checked })}
          />
        </>
      )}
    />
  )
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * An ISO time as a `datetime-local` value in the browser's zone; '' when it does not parse.
 * @example toLocalInput('2026-11-22T13:30:00Z') // '2026-11-22T08:30' in New York
 */
export const toLocalInput = (iso: string): string => {
  const at = new Date(iso)
  if (iso === '' || Number.isNaN(at.getTime())) return ''
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/**
 * A `datetime-local` value (the browser's zone) as an ISO time; '' when empty or invalid.
 * @example fromLocalInput('2026-11-22T08:30') // '2026-11-22T13:30:00.000Z' in New York
 */
export const fromLocalInput = (value: string): string => {
  const at = new Date(value)
  return value === '' || Number.isNaN(at.getTime()) ? '' : at.toISOString()
}

/** Golf: at least n golfers teeing off within a window (edges per teeTimesInclusive). */
export function TeeTimeStackList({
  items,
  problems,
  inclusive,
  onChange,
}: {
  readonly items: readonly TeeTimeStack[]
  readonly problems: SettingsProblems
  readonly inclusive: boolean
  readonly onChange: (items: TeeTimeStack[]) => void
}) {
  const edges = inclusive ? 'edges included' : 'edges excluded'
  return (
    <RuleList<TeeTimeStack>
      label="Tee-time stacks"
      items={items}
      onChange={onChange}
      create={() => ({ key: newKey(), isActive: true, playerCount: 2, from: '', to: '' })}
      render={(stack, index, update) => (
        <>
          <NumberInput
            label="At least golfers"
            min={1}
            value={stack.playerCount}
            error={problems[`teeTimeStacks.${index}.playerCount`]}
            onChange={(value) => update({ playerCount: numberOf(value) })}
          />
          <TextInput
            type="datetime-local"
            label="Teeing off from (your time)"
            description={edges}
            value={toLocalInput(stack.from)}
            error={problems[`teeTimeStacks.${index}.from`]}
            onChange={(event) => update({ from: fromLocalInput(event.currentTarget.value) })}
          />
          <TextInput
            type="datetime-local"
            label="To (your time)"
            description={edges}
            value={toLocalInput(stack.to)}
            error={problems[`teeTimeStacks.${index}.to`]}
            onChange={(event) => update({ to: fromLocalInput(event.currentTarget.value) })}
          />
          <Switch
            mt={{ md: 'xl' }}
            label="Active"
            checked={stack.isActive}
            onChange={(event) => update({ isActive: event.currentTarget.checked })}
          />
        </>
      )}
    />
  )
}

/** NASCAR: at least / at most / exactly n drivers whose starting position passes. */
export function StartingPosRuleList({
  items,
  problems,
  positionOptions,
  onChange,
}: {
  readonly items: readonly StartingPosRule[]
  readonly problems: SettingsProblems
  readonly positionOptions: readonly Option[]
  readonly onChange: (items: StartingPosRule[]) => void
}) {
  return (
    <RuleList<StartingPosRule>
      label="Starting-position rules"
      items={items}
      onChange={onChange}
      create={() => ({
        key: newKey(),
        type: 'atLeast',
        playerCount: 1,
        operator: 'greaterThan',
        positions: [],
        value1: 20,
        isActive: true,
      })}
      render={(rule, index, update) => (
        <>
          <CountRuleFields
            rule={rule}
            update={update}
            problems={problems}
            path={`startingPosRules.${index}`}
            countLabel="Drivers"
            operatorLabel="Starting position"
            minValue={1}
            positionOptions={positionOptions}
          />
          <Switch
            mt={{ md: 'xl' }}
            label="Active"
            checked={rule.isActive}
            onChange={(event) => update({ isActive: event.currentTarget.checked })}
          />
        </>
      )}
    />
  )
}
