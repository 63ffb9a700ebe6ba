/**
 * Projections made before a game from what is known then: the players expected to suit up,
 * their skill as a projector sees it (base skill, part of their current form, and the
 * projector's own error) and the books' implied totals. The game model is run a number of
 * times on that information; the mean, 15th and 85th percentiles of each player's fantasy
 * points per site are his projection, floor and ceiling. The outcome is never looked at.
 */
import type { Rng } from '@slatelab/engine/rng'
import type { BoxScore, GameInput, GamePlayer } from '../games/game-schema'
import type { TeamSport } from './league-schedule'

/**
 * One site's projection of a player.
 * @example { mean: 18.4, floor: 9.1, ceiling: 27.9 }
 */
export type Projection = { readonly mean: number; readonly floor: number; readonly ceiling: number }

/** Projections by player key, then by site id (`'4'`, `'3'`, `'11'`). */
export type GameProjections = ReadonlyMap<string, Readonly<Record<string, Projection>>>

/**
 * Runs of the game model behind each projection. The mean of n runs misses the model's own
 * mean by the game's spread / √n: with 10 runs that noise (about 2 points for an MLB hitter or
 * an NFL quarterback) was as wide as the real differences between players, and actual on
 * projected points had a slope of 0.38 in MLB and 0.18 for NFL quarterbacks (real sources:
 * about 0.8). 40 runs bring them to 0.75 and 0.61 for 1.8× the day's cost (docs/demo-world.md).
 * @example projectionRuns // 40
 */
export const projectionRuns = 40

const percentile = (sorted: readonly number[], share: number): number => {
  const position = share * (sorted.length - 1)
  const below = Math.floor(position)
  const low = sorted[below] ?? 0
  const high = sorted[Math.min(sorted.length - 1, below + 1)] ?? low
  return low + (high - low) * (position - below)
}

const round2 = (value: number): number => Math.round(value * 100) / 100

/**
 * Projects a game's players by running `simulate` `projectionRuns` times on the pre-game
 * input. Players with no points on a site are left out of that site.
 * @example projectGame(simulateNba, { home, visitor, impliedTotals, rng }).get('NBA:BOS:1') // { '4': { mean: 41.2, floor: 31.0, ceiling: 51.8 }, '3': { … } }
 */
export const projectGame = (
  simulate: (input: GameInput) => BoxScore,
  input: Omit<GameInput, 'rng'>,
  rng: Rng,
): GameProjections => {
  const samples = new Map<string, Map<string, number[]>>()
  for (let run = 0; run < projectionRuns; run += 1) {
    const box = simulate({ ...input, rng: rng.fork(`run:${run}`) })
    for (const line of [...box.home.players, ...box.visitor.players]) {
      const bySite = samples.get(line.key) ?? new Map<string, number[]>()
      for (const [siteId, points] of Object.entries(line.fantasyPoints)) {
        const list = bySite.get(siteId) ?? []
        list.push(points)
        bySite.set(siteId, list)
      }
      samples.set(line.key, bySite)
    }
  }
  return new Map(
    [...samples].map(([key, bySite]) => [
      key,
      Object.fromEntries(
        [...bySite].map(([siteId, values]) => {
          const sorted = values.toSorted((a, b) => a - b)
          const mean = values.reduce((sum, value) => sum + value, 0) / values.length
          return [
            siteId,
            {
              mean: round2(mean),
              floor: round2(percentile(sorted, 0.15)),
              ceiling: round2(percentile(sorted, 0.85)),
            },
          ]
        }),
      ),
    ]),
  )
}

/**
 * A projector's own error on a player's skill, in league standard deviations. 0.15 brings
 * NFL, MLB and NHL projections near real sources' accuracy. An NBA projection is mostly
 * minutes, which the game model varies less than real rotations do: at 0.15 actual on projected
 * points had r 0.89 and a slope of 0.99, where real NBA sources show r 0.75–0.85 and a slope
 * near 0.8, and default optimizer lineups won +215 % a slate. 0.4 brings r to 0.82–0.87 and
 * the slopes to 0.87–0.95; 0.6 reaches real slopes but, the skill scale being convex, projects
 * stars at 85–95 points (docs/demo-world.md).
 * @example projectorErrorSd('NBA') // 0.4
 */
export const projectorErrorSd = (sport: TeamSport | 'PGA'): number => (sport === 'NBA' ? 0.4 : 0.15)

/**
 * How a projector sees a player before the game: his base skill, 60 % of his current form and
 * an error of `errorSd` of his own (`projectorErrorSd`).
 * @example projectorView(player, 0.2, 0.15, rng).skill // base skill + 0.12 ± 0.15
 */
export const projectorView = (
  player: GamePlayer,
  form: number,
  errorSd: number,
  rng: Rng,
): GamePlayer => ({
  ...player,
  skill: player.skill + 0.6 * form + rng.normal(0, errorSd),
})
