/**
 * Deterministic test pools for the simulator: one NFL, one MLB and one NHL game with roles,
 * skewed and zero-inflated players.
 */
import type { Dollars, Percent, Points, Probability } from '@slatelab/domain'
import type { RolePlayer } from './correlation-targets'
import type { SimPlayer } from './player-outcomes'
import type { SimulationInput } from './simulation-input'

/**
 * A player with overrides; by default 10 points between a floor of 5 and a ceiling of 17.
 * @example buildSimPlayer({ projection: 20 as Points }).projection // 20
 */
export const buildSimPlayer = (overrides: Partial<SimPlayer> = {}): SimPlayer => ({
  projection: 10 as Points,
  floor: 5 as Points,
  ceiling: 17 as Points,
  zeroChance: 0 as Probability,
  projectedOwnership: 10 as Percent,
  ...overrides,
})

type Spec = readonly [
  role: string,
  projection: number,
  floor: number,
  ceiling: number,
  zero: number,
]

const nflTeam: readonly Spec[] = [
  ['QB', 20, 12, 30, 0],
  ['RB1', 15, 6, 26, 0],
  ['RB2', 6, 2, 13, 0.15],
  ['WR1', 16, 6, 29, 0],
  ['WR2', 11, 4, 21, 0.05],
  ['WR3', 7, 2, 15, 0.1],
  ['TE1', 9, 3, 17, 0.05],
  ['DST', 7, 1, 13, 0],
]
const mlbTeam: readonly Spec[] = [
  ['P', 16, 6, 25, 0],
  ...Array.from({ length: 9 }, (_, i): Spec => ['B', 8 - i * 0.4, 2, 15 - i * 0.5, 0.12]),
]
const nhlTeam: readonly Spec[] = [
  ['G', 9, 2, 16, 0],
  ...Array.from({ length: 10 }, (_, i): Spec => ['S', 7 - i * 0.3, 2, 13 - i * 0.4, 0.05]),
]

/**
 * Six teams in three games (NFL KC@BUF, MLB NYY@BOS, NHL TOR@MTL) with roles for
 * `buildCorrelations` and players for the sampler.
 * @example buildMixedPool().players.length // 58
 */
export const buildMixedPool = (): {
  readonly roles: readonly RolePlayer[]
  readonly players: readonly SimPlayer[]
} => {
  const games: readonly (readonly [string, string, readonly Spec[]])[] = [
    ['KC', 'BUF', nflTeam],
    ['NYY', 'BOS', mlbTeam],
    ['TOR', 'MTL', nhlTeam],
  ]
  const rows = games.flatMap(([home, away, specs]) =>
    [home, away].flatMap((team) =>
      specs.map(([role, projection, floor, ceiling, zero]) => ({
        role: { team, opponent: team === home ? away : home, role },
        player: buildSimPlayer({
          projection: projection as Points,
          floor: floor as Points,
          ceiling: ceiling as Points,
          zeroChance: zero as Probability,
        }),
      })),
    ),
  )
  return { roles: rows.map((row) => row.role), players: rows.map((row) => row.player) }
}

/**
 * A small simulation: six players, two-slot lineups `['P', 'FLEX']`, a $10 contest paying
 * $30 / $15 / $5 to the top three, 1 000 iterations; override anything.
 * @example buildSimulationInput({ iterations: 10 }).iterations // 10
 */
export const buildSimulationInput = (
  overrides: Partial<SimulationInput> = {},
): SimulationInput => ({
  players: [12, 10, 9, 8, 7, 6].map((projection) =>
    buildSimPlayer({
      projection: projection as Points,
      floor: (projection * 0.5) as Points,
      ceiling: (projection * 1.6) as Points,
    }),
  ),
  correlations: [],
  rosterSlots: ['P', 'FLEX'],
  captainPointsMultiplier: 1.5,
  fieldLineups: Int32Array.of(1, 2, 3, 4, 2, 5, 0, 5, 3, 1),
  userLineups: Int32Array.of(0, 1, 4, 5),
  entryFee: 10 as Dollars,
  payouts: [
    { placeFrom: 1, placeTo: 1, payout: 30 as Dollars },
    { placeFrom: 2, placeTo: 2, payout: 15 as Dollars },
    { placeFrom: 3, placeTo: 3, payout: 5 as Dollars },
  ],
  iterations: 1000,
  seed: 'sim-test',
  ...overrides,
})
