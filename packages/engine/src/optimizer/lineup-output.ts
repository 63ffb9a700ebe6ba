/** A solved lineup as users see it: players in upload-column order, salary, points, stacks. */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import type { ModelItem } from './lineup-model'
import type { BuiltLineup, OptimizerPlayer } from './optimizer-request'
import { logOwnershipCost } from './gpp-rules'
import { slotOwnership } from './slot-terms'

/**
 * Items placed in the format's slots, in upload-column order (a small bipartite search).
 * @example assignSlots(items, codes, format) // [12, 3, 40, …] item per slot
 */
export const assignSlots = (
  items: readonly ModelItem[],
  codes: readonly string[],
  format: RosterFormat,
): readonly ModelItem[] => {
  const placed: ModelItem[] = []
  const taken = new Set<ModelItem>()
  const place = (slot: number): boolean => {
    const rosterSlot = format.slots[slot]
    if (rosterSlot === undefined) return true
    const code = codes.indexOf(rosterSlot.code)
    for (const item of items) {
      if (taken.has(item) || !item.codes.includes(code)) continue
      taken.add(item)
      placed.push(item)
      if (place(slot + 1)) return true
      placed.pop()
      taken.delete(item)
    }
    return false
  }
  if (!place(0)) throw new Error('The solved items do not fill the roster slots')
  return placed
}

/**
 * Team counts of two or more, largest first: `KC 3, BUF 2`.
 * @example describeStack(['KC', 'KC', 'BUF', 'KC', 'BUF', 'NYJ']) // 'KC 3, BUF 2'
 */
export const describeStack = (teams: readonly string[]): string => {
  const counts = new Map<string, number>()
  for (const team of teams) if (team !== '') counts.set(team, (counts.get(team) ?? 0) + 1)
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([team, count]) => `${team} ${count}`)
    .join(', ')
}

/**
 * The geometric mean of ownerships in percent, each floored at `ownershipFloorPct`.
 * @example geometricMeanOwnership([10, 40]) // 20
 */
export const geometricMeanOwnership = (ownerships: readonly number[]): number =>
  ownerships.length === 0
    ? 0
    : 100 *
      Math.exp(
        -ownerships.reduce((sum, ownership) => sum + logOwnershipCost(ownership), 0) /
          ownerships.length,
      )

/**
 * A lineup of players in upload-column order (one per slot of `format`), with its salary,
 * points, ownership and stacks. `objective` is what the solver maximised (its projection when
 * no solver chose it).
 * @example slottedLineup(players, format, 141.2).salary // 49800
 */
export const slottedLineup = (
  lineupPlayers: readonly OptimizerPlayer[],
  format: RosterFormat,
  objective?: number,
): BuiltLineup => {
  const slots = lineupPlayers.map((player, index) => ({ player, slot: format.slots[index] }))
  const ownerships = slots.map(({ player, slot }) => slotOwnership(player, slot?.code ?? ''))
  const projection = slots.reduce(
    (sum, { player, slot }) => sum + player.projection * (slot?.pointsMultiplier ?? 1),
    0,
  )
  return {
    playerIds: lineupPlayers.map((player) => player.id),
    objective: objective ?? projection,
    projection,
    salary: slots.reduce(
      (sum, { player, slot }) => sum + Math.round(player.salary * (slot?.salaryMultiplier ?? 1)),
      0,
    ),
    ownership: ownerships.reduce((sum, ownership) => sum + ownership, 0),
    ownershipGeoMean: geometricMeanOwnership(ownerships),
    stack: describeStack(lineupPlayers.map((player) => player.team)),
  }
}

/**
 * The lineup of solved items. `objective` is what the solver maximised.
 * @example toBuiltLineup(items, objective, players, codes, format).playerIds.length // 9
 */
export const toBuiltLineup = (
  items: readonly ModelItem[],
  objective: number,
  players: readonly OptimizerPlayer[],
  codes: readonly string[],
  format: RosterFormat,
): BuiltLineup =>
  slottedLineup(
    assignSlots(items, codes, format).flatMap((item) => {
      const player = players[item.player]
      return player === undefined ? [] : [player]
    }),
    format,
    objective,
  )
