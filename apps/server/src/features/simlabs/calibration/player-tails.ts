/**
 * How often players score past the ends of their simulated distributions. A player model
 * whose middle is right can still miss the booms: a GPP is won by the lineups that hold the
 * slate's few huge games, so a tail that is too thin makes its top reachable too often.
 * Calibrated, 5 % of players land above their simulated 95th percentile, 1 % above the 99th
 * and 5 % below the 5th.
 */

/** Counts of players past each end (`players` in all). */
export type TailCounts = {
  readonly players: number
  readonly above95: number
  readonly above99: number
  readonly below5: number
}

export const noTails: TailCounts = { players: 0, above95: 0, above99: 0, below5: 0 }

/**
 * The tail counts of players placed at `shares` of their simulated draws (the share below
 * each one's actual points, slate-placement.ts places them).
 * @example tailsOf([0.999, 0.5, 0.02]) // { players: 3, above95: 1, above99: 1, below5: 1 }
 */
export const tailsOf = (shares: readonly number[]): TailCounts => ({
  players: shares.length,
  above95: shares.filter((share) => share > 0.95).length,
  above99: shares.filter((share) => share > 0.99).length,
  below5: shares.filter((share) => share < 0.05).length,
})

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
