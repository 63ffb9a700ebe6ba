/**
 * How often players score past the ends of their simulated distributions. A player model
 * whose middle is right can still miss the booms: a GPP is won by the lineups that hold the
 * slate's few huge games, so a tail that is too thin makes its top reachable too often.
 * Calibrated, 5 % of players land above their simulated 95th percentile, 1 % above the 99th
 * and 5 % below the 5th.
 */
import type { CorrelationPair } from '@slatelab/engine/simlabs/correlation-targets'
import { createOutcomeSampler } from '@slatelab/engine/simlabs/outcome-sampler'
import type { SimPlayer } from '@slatelab/engine/simlabs/player-outcomes'

/** Counts of players past each end (`players` in all). */
export type TailCounts = {
  readonly players: number
  readonly above95: number
  readonly above99: number
  readonly below5: number
}

export const noTails: TailCounts = { players: 0, above95: 0, above99: 0, below5: 0 }

/**
 * Where each player's `actual` points fall among `draws` of his simulated points (ties count
 * half: a 0 among simulated zeros sits in their middle), counted at the tails.
 * @example playerTails(players, correlations, actual, 1000, 'slate-1').above99 // 7 of 230
 */
export const playerTails = (
  players: readonly SimPlayer[],
  correlations: readonly CorrelationPair[],
  actual: ArrayLike<number>,
  draws: number,
  seed: string,
): TailCounts => {
  const sampler = createOutcomeSampler(players, correlations, seed)
  const below = new Float64Array(players.length)
  const points = new Float64Array(players.length)
  for (let draw = 0; draw < draws; draw += 1) {
    sampler.draw(draw, points)
    for (let p = 0; p < players.length; p += 1) {
      const simulated = points[p] ?? 0
      const scored = actual[p] ?? 0
      below[p] = (below[p] ?? 0) + (simulated < scored ? 1 : simulated === scored ? 0.5 : 0)
    }
  }
  const shares = Array.from(below, (count) => count / draws)
  return {
    players: players.length,
    above95: shares.filter((share) => share > 0.95).length,
    above99: shares.filter((share) => share > 0.99).length,
    below5: shares.filter((share) => share < 0.05).length,
  }
}

/**
 * Counts added up over slates.
 * @example addTails(a, b).players // a.players + b.players
 */
export const addTails = (a: TailCounts, b: TailCounts): TailCounts => ({
  players: a.players + b.players,
  above95: a.above95 + b.above95,
  above99: a.above99 + b.above99,
  below5: a.below5 + b.below5,
})
