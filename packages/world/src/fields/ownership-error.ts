/**
 * What a slate's field really played, against what was projected. A projection of ownership
 * misses: real projected-vs-actual errors on DraftKings main slates run about 3–5 points of
 * mean absolute error over the players owned at least 1 %, more on the chalk, and all of a
 * slate's contests miss the same way (the field liked a game, or faded a star, everywhere).
 * The demo world's fields aim at the projection with this error, drawn once per slate, so
 * the ownership dashboard has a real error to show (docs/field-model.md).
 */
import type { Rng } from '@slatelab/engine/rng'
import { reshareOwnership } from './contest-ownership'
import { ownershipViewSpread } from './crowd-view'
import type { FieldPlayer } from './field-input'

/**
 * Spread, in log-odds, of a player's share around his projection, and of the part his whole
 * game shares (one draw per game, so a game's players miss together), for a share at or below
 * `knee` percent. Calibrated on the demo world's main slates to a mean absolute error of about
 * 3–5 points over players owned ≥ 1 % (docs/field-model.md "Ownership error").
 */
export const ownershipErrorSpread = { player: 1, game: 0.25, knee: 5 } as const

/**
 * The part of the log-odds spread a share of `share` percent misses by: all of it at or below
 * the knee; above it, the miss in points grows as a proportion's does, with √(p(1 − p)), so in
 * log-odds it narrows with 1 / √(p(1 − p)). One spread for every share let the most-owned of a
 * slate's chalky players land far above them all: on the demo's 2026 mains the median top share
 * rose from its projection by 26 points in the NFL (36 → 62 %), 12 in the NBA and 19 in MLB,
 * where the real NFL GPPs we have top out at 38–45 % (docs/field-model.md).
 * @example missScale(40, 5) // 0.445: a 40 % share misses by 0.445 of a 5 % share's log-odds spread
 */
export const missScale = (share: number, knee: number): number => {
  const p = Math.min(Math.max(share / 100, 1e-6), 1 - 1e-6)
  const k = knee / 100
  return Math.min(1, Math.sqrt((k * (1 - k)) / (p * (1 - p))))
}

/**
 * The players with the ownership the slate's field will actually play: each player's share
 * (captain and flex alike) moved in log-odds by a normal miss, his own and his game's, narrowed
 * by `missScale` of his whole projected share (captain and flex together), then
 * shared out again within each position so every slot still holds 100 %, nobody above 95 %.
 * Log-odds keep a small share's miss multiplicative (a 2 % player at 4 % is a real miss) and
 * bound the chalk's: a factor on the share itself sent a 33 % player to the 95 % cap one slate
 * in twenty, where real GPP chalk rarely passes 70 %. With the crowd's `views` (one per
 * player, crowd-view.ts) `ownershipViewSpread` of the player's own spread follows his view and
 * the rest is noise; without, it is all noise.
 * Deterministic in `rng`: draw it once per slate, with the slate's own stream.
 * @example withOwnershipError(players, createRng('slatelab:ownership-error:534301400')).length // players.length, each share moved
 */
export const withOwnershipError = (
  players: readonly FieldPlayer[],
  rng: Rng,
  views?: readonly number[],
  spread: {
    readonly player: number
    readonly game: number
    readonly knee: number
  } = ownershipErrorSpread,
): readonly FieldPlayer[] => {
  const { player: playerSpread, game: gameSpread, knee } = spread
  const games = new Map<string, number>()
  const gameShift = (eventKey: string): number => {
    const known = games.get(eventKey)
    if (known !== undefined) return known
    const shift = rng.normal(0, gameSpread)
    games.set(eventKey, shift)
    return shift
  }
  const viewSpread = views === undefined ? 0 : Math.min(ownershipViewSpread, playerSpread)
  const noiseSpread = Math.sqrt(playerSpread ** 2 - viewSpread ** 2)
  const misses = players.map((player, index) => {
    const scale = missScale(
      player.projectedOwnership + (player.projectedCaptainOwnership ?? 0),
      knee,
    )
    // A small share's miss averages no change before the positions are shared out again.
    const meanShift = (scale ** 2 * (playerSpread ** 2 + gameSpread ** 2)) / 2
    const miss =
      viewSpread * (views?.[index] ?? 0) + rng.normal(0, noiseSpread) + gameShift(player.eventKey)
    return scale * miss - meanShift
  })
  return reshareOwnership(players, (share, index) => movedInLogOdds(share, misses[index] ?? 0))
}

// A share in percent moved by `miss` in log-odds; 0 and 100 stay where they are.
const movedInLogOdds = (share: number, miss: number): number => {
  const odds = share / (100 - share)
  if (!(odds > 0) || !Number.isFinite(odds)) return share
  const moved = odds * Math.exp(miss)
  return (100 * moved) / (1 + moved)
}

// Shares below this (percent) were not projected to be played: their misses say nothing.
const minProjectedShare = 0.1

/**
 * What a field's ownership says of its crowd's view of each player (crowd-view.ts) once its
 * entries are known: the view's mean given his miss, and the share of a view's variance that
 * miss explains. A miss is the log-odds of the share of `entries` lineups that hold him
 * (`holders`, half a lineup added either way so an empty count still reads) less what his
 * projected share (percent) predicts of it: a line fitted over the players, which takes out
 * what moves every player alike (a cash game's chalk, the shares shared out again). It is
 * `missScale` · (`ownershipViewSpread` · view plus noise of its own and its game's), plus its
 * count's noise: in a large field a miss of one spread at the player's share tells about 0.83 of
 * a view and explains 73 % of it, whatever the share; in a small field, less.
 * @example viewsFromOwnership([30, 10], [9000, 500], 20000).views[0] // above 0: a 30 % player held by 45 %
 */
export const viewsFromOwnership = (
  projected: readonly number[],
  holders: readonly number[],
  entries: number,
): { readonly views: Float64Array; readonly known: Float64Array } => {
  const views = new Float64Array(projected.length)
  const known = new Float64Array(projected.length)
  const read = projected.flatMap((share, index) => {
    if (!(share >= minProjectedShare) || share >= 100 || entries <= 0) return []
    const count = Math.min(entries, Math.max(0, holders[index] ?? 0))
    const { player, game, knee } = ownershipErrorSpread
    const scale = missScale(share, knee)
    const noise =
      scale ** 2 * (player ** 2 + game ** 2) + 1 / (count + 0.5) + 1 / (entries - count + 0.5)
    return [
      {
        index,
        scale,
        expected: Math.log(share / (100 - share)),
        actual: Math.log((count + 0.5) / (entries - count + 0.5)),
        weight: 1 / noise,
      },
    ]
  })
  const total = read.reduce((sum, row) => sum + row.weight, 0)
  if (read.length < 3 || total <= 0) return { views, known }
  const meanOf = (pick: (row: (typeof read)[number]) => number) =>
    read.reduce((sum, row) => sum + row.weight * pick(row), 0) / total
  const meanExpected = meanOf((row) => row.expected)
  const meanActual = meanOf((row) => row.actual)
  const spread = meanOf((row) => (row.expected - meanExpected) ** 2)
  const slope =
    spread > 0
      ? meanOf((row) => (row.expected - meanExpected) * (row.actual - meanActual)) / spread
      : 1
  for (const row of read) {
    const miss = row.actual - meanActual - slope * (row.expected - meanExpected)
    views[row.index] = row.scale * ownershipViewSpread * row.weight * miss
    known[row.index] = (row.scale * ownershipViewSpread) ** 2 * row.weight
  }
  return { views, known }
}
