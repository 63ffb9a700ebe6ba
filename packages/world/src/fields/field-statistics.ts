/**
 * The statistics `npm run field-check` compares between a real contest field and a generated
 * one (docs/field-model.md): how many different lineups, how many entries share a lineup,
 * how much of the cap lineups spend, how close they come to the optimal projection, how often
 * an NFL lineup stacks its quarterback with a pass catcher (and brings one back from the other
 * side), and the five highest ownerships.
 */
import { isCaptainSlot } from '@slatelab/engine/contest-analytics/roster-slots'
import { summarizeLineups } from '@slatelab/engine/contest-analytics/lineup-counts'

/**
 * A slate player as the statistics see him: `position` is his primary position (`QB`, `WR`,
 * `SP`…), `opponentKey` the team he plays against ('' when unknown), `projection` in points.
 * @example { salary: 7400, projection: 21.3, position: 'QB', teamKey: 'NE', opponentKey: 'KC' }
 */
export type StatPlayer = {
  readonly salary: number
  readonly projection: number
  readonly position: string
  readonly teamKey: string
  readonly opponentKey: string
}

/**
 * A field to describe: entry e holds players `lineups[e × rosterSlots.length + s]` (indexes into
 * `players`) in slot s. Captain slots cost `captainSalaryMultiplier` × salary and score 1.5×
 * (DraftKings showdown). `optimalProjection` is the best projection a valid lineup reaches.
 * @example { players, rosterSlots: ['QB', …], captainSalaryMultiplier: 1, lineups, optimalProjection: 151.2 }
 */
export type StatField = {
  readonly players: readonly StatPlayer[]
  readonly rosterSlots: readonly string[]
  readonly captainSalaryMultiplier: number
  readonly lineups: Int32Array
  readonly optimalProjection: number
}

/**
 * The statistics of one field, the `S` of field-check. Percentages are 0–100, salaries in
 * salary units, `projectionPctOfOptimal` each lineup's projection as a percent of the optimal
 * one. Stack figures are null outside the NFL (no `QB` on the slate).
 * @example fieldStatistics(field).salaryUsed.p50 // 49800
 */
export type FieldStatistics = {
  readonly entries: number
  readonly distinctLineups: number
  readonly duplicatedEntriesPct: number
  readonly salaryUsed: { readonly p10: number; readonly p50: number; readonly p90: number }
  readonly projectionPctOfOptimal: {
    readonly p10: number
    readonly p50: number
    readonly p90: number
    readonly p99: number
  }
  readonly qbStackPct: number | null
  readonly bringBackPct: number | null
  readonly top5Ownership: readonly number[]
}

/** Points multiplier of a DraftKings captain. */
const captainPointsMultiplier = 1.5
const passCatchers: ReadonlySet<string> = new Set(['WR', 'TE'])
/** Opposing players that count as a bring-back: skill players, not the defence. */
const bringBackPositions: ReadonlySet<string> = new Set(['RB', 'WR', 'TE'])

/**
 * The value at quantile `q` (0–1) of ascending `sorted`, by the nearest rank.
 * @example quantileOf([1, 2, 3, 4], 0.5) // 2
 */
export const quantileOf = (sorted: ArrayLike<number>, q: number): number => {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1] ?? 0
}

const round1 = (value: number): number => Math.round(value * 10) / 10

// Whether entry e stacks its QB with a pass catcher, and brings one back from his opponent.
const stackOf = (
  field: StatField,
  e: number,
): { readonly stacked: boolean; readonly bringBack: boolean } => {
  const size = field.rosterSlots.length
  let qb: StatPlayer | undefined
  for (let s = 0; s < size; s += 1) {
    const player = field.players[field.lineups[e * size + s] ?? -1]
    if (player?.position === 'QB') qb = player
  }
  if (qb === undefined) return { stacked: false, bringBack: false }
  let stacked = false
  let bringBack = false
  for (let s = 0; s < size; s += 1) {
    const player = field.players[field.lineups[e * size + s] ?? -1]
    if (player === undefined) continue
    if (player.teamKey === qb.teamKey && passCatchers.has(player.position)) stacked = true
    if (player.teamKey === qb.opponentKey && bringBackPositions.has(player.position))
      bringBack = true
  }
  return { stacked, bringBack: stacked && bringBack }
}

/**
 * Computes the statistics of a field. A duplicated entry is one whose lineup (same players in
 * the same kind of slot) another entry also holds; ownership counts a player in any slot.
 * @example fieldStatistics(field).duplicatedEntriesPct // 7.4
 */
export const fieldStatistics = (field: StatField): FieldStatistics => {
  const size = field.rosterSlots.length
  const entries = Math.floor(field.lineups.length / size)
  const captain = field.rosterSlots.map(isCaptainSlot)
  const nfl = field.players.some((player) => player.position === 'QB')
  const copies = new Map<string, number>()
  const salaries = new Float64Array(entries)
  const shares = new Float64Array(entries)
  const held = new Float64Array(field.players.length)
  let stacks = 0
  let bringBacks = 0
  const keyParts: string[] = []
  for (let e = 0; e < entries; e += 1) {
    let salary = 0
    let points = 0
    keyParts.length = 0
    for (let s = 0; s < size; s += 1) {
      const index = field.lineups[e * size + s] ?? -1
      const player = field.players[index]
      if (player === undefined) continue
      const isCaptain = captain[s] === true
      salary += isCaptain
        ? Math.round(player.salary * field.captainSalaryMultiplier)
        : player.salary
      points += isCaptain ? player.projection * captainPointsMultiplier : player.projection
      held[index] = (held[index] ?? 0) + 1
      keyParts.push(isCaptain ? `c${index}` : `${index}`)
    }
    const key = keyParts.sort().join(',')
    copies.set(key, (copies.get(key) ?? 0) + 1)
    salaries[e] = salary
    shares[e] = field.optimalProjection > 0 ? (100 * points) / field.optimalProjection : 0
    if (nfl) {
      const stack = stackOf(field, e)
      if (stack.stacked) stacks += 1
      if (stack.bringBack) bringBacks += 1
    }
  }
  salaries.sort()
  shares.sort()
  const summary = summarizeLineups(copies.values())
  const percentOfEntries = (count: number): number => round1((100 * count) / Math.max(1, entries))
  return {
    entries,
    distinctLineups: summary.distinctLineups,
    duplicatedEntriesPct: percentOfEntries(summary.duplicateLineups),
    salaryUsed: {
      p10: quantileOf(salaries, 0.1),
      p50: quantileOf(salaries, 0.5),
      p90: quantileOf(salaries, 0.9),
    },
    projectionPctOfOptimal: {
      p10: round1(quantileOf(shares, 0.1)),
      p50: round1(quantileOf(shares, 0.5)),
      p90: round1(quantileOf(shares, 0.9)),
      p99: round1(quantileOf(shares, 0.99)),
    },
    qbStackPct: nfl ? percentOfEntries(stacks) : null,
    bringBackPct: nfl ? percentOfEntries(bringBacks) : null,
    top5Ownership: Array.from(held)
      .sort((a, b) => b - a)
      .slice(0, 5)
      .map(percentOfEntries),
  }
}
