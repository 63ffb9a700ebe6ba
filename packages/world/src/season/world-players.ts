/**
 * The demo world's people: every team's fictional roster by position and depth, with latent
 * skill, usage and game-to-game variance, and the PGA Tour's pool of golfers. They depend on
 * the seed only, so they are the same on every day of every season.
 */
import { createRng } from '@slatelab/engine/rng'
import { sportIds } from '@slatelab/domain/sports'
import { createNameGenerator } from '../name-generator'

/**
 * A team of the world, by sport code and abbreviation, with what the schedule and weather need.
 * @example { key: 'NFL:KC', sport: 'NFL', abbreviation: 'KC', name: 'Chiefs', city: 'Kansas City', colors: ['#E31837'], conference: 'AFC', roof: 'open', latitude: 39.0 }
 */
export type WorldTeam = {
  readonly key: string
  readonly sport: 'NFL' | 'NBA' | 'MLB' | 'NHL'
  readonly abbreviation: string
  readonly name: string
  readonly city: string
  readonly colors: readonly string[]
  readonly conference: string
  readonly roof: 'open' | 'dome' | 'retractable'
  readonly latitude: number
}

/**
 * A player of the world. `depth` is his place at his position on his team (1 = starter);
 * `skill` in league standard deviations; `usage` and `variance` multiply his share of the
 * team's volume and its spread (1 = typical). Golfers have no team.
 * @example { key: 'NBA:BOS:3', sportId: 2, teamKey: 'NBA:BOS', firstName: 'Micah', lastName: 'Hartwell', position: 'SG', depth: 1, skill: 0.7, usage: 1.1, variance: 0.9, playerNumber: 20003 }
 */
export type WorldPlayer = {
  readonly key: string
  readonly sportId: number
  readonly teamKey: string | null
  readonly firstName: string
  readonly lastName: string
  readonly position: string
  readonly depth: number
  readonly skill: number
  readonly usage: number
  readonly variance: number
  /** The player's own number, the same on every slate (`sportId × 10⁴ + index from 1`). */
  readonly playerNumber: number
}

type RosterSpot = { readonly position: string; readonly skillMean: number }

const spots = (position: string, ...skillMeans: number[]): readonly RosterSpot[] =>
  skillMeans.map((skillMean) => ({ position, skillMean }))

/**
 * Every team's roster by position, stars first. MLB teams carry a five-man rotation; NHL teams
 * four lines, three pairs and two goalies; NFL teams a kicker and their defense (`DST`).
 * @example worldRosters.MLB.filter((spot) => spot.position === 'SP').length // 5
 */
export const worldRosters: Readonly<Record<WorldTeam['sport'], readonly RosterSpot[]>> = {
  NFL: [
    ...spots('QB', 0.3),
    ...spots('RB', 0.6, -0.6),
    ...spots('WR', 0.9, 0.2, -0.5, -1.2),
    ...spots('TE', 0.3, -1.2),
    ...spots('K', 0),
    ...spots('DST', 0),
  ],
  NBA: [
    ...spots('PG', 0.6, -0.6),
    ...spots('SG', 0.6, -0.6),
    ...spots('SF', 0.6, -0.6),
    ...spots('PF', 0.6, -0.7),
    ...spots('C', 0.6, -0.8),
  ],
  MLB: [
    ...spots('C', -0.3),
    ...spots('1B', 0.3),
    ...spots('2B', 0),
    ...spots('3B', 0.2),
    ...spots('SS', 0.1),
    ...spots('OF', 0.4, 0, -0.2),
    ...spots('DH', 0.3),
    ...spots('SP', 0.6, 0.3, 0, -0.2, -0.4),
  ],
  NHL: [
    ...spots('C', 0.9, 0.3, -0.4, -1.1),
    ...spots('W', 0.9, 0.9, 0.3, 0.3, -0.4, -0.4, -1.1, -1.1),
    ...spots('D', 0.5, 0.5, 0, 0, -0.5, -0.5),
    ...spots('G', 0.5, -1),
  ],
}

/**
 * Golfers in the Tour's pool; each event fields most of them.
 * @example golferPoolSize // 150
 */
export const golferPoolSize = 150

/**
 * The spread of latent skill around a roster spot's mean, in league standard deviations.
 * @example skillSpread // 0.5
 */
export const skillSpread = 0.5

/**
 * The players of a team sport's teams, in team then roster order.
 * @example buildTeamPlayers('demo', nbaTeams)[0] // { key: 'NBA:ATL:1', position: 'PG', depth: 1, … }
 */
export const buildTeamPlayers = (
  seed: string,
  teams: readonly WorldTeam[],
): readonly WorldPlayer[] => {
  const sport = teams[0]?.sport
  if (sport === undefined) return []
  const rng = createRng(`${seed}:players:${sport}`)
  const nextName = createNameGenerator(rng.fork('names'))
  const traits = rng.fork('traits')
  let playerNumber = sportIds[sport] * 10_000
  return teams.flatMap((team) => {
    const depthSoFar = new Map<string, number>()
    return worldRosters[sport].map((spot, index) => {
      const depth = (depthSoFar.get(spot.position) ?? 0) + 1
      depthSoFar.set(spot.position, depth)
      // A defense is listed under its team's name, as the sites print it (`Kansas City Chiefs`).
      const name =
        spot.position === 'DST' ? { firstName: team.city, lastName: team.name } : nextName()
      playerNumber += 1
      return {
        key: `${team.key}:${index + 1}`,
        sportId: sportIds[sport],
        teamKey: team.key,
        ...name,
        position: spot.position,
        depth,
        skill: traits.normal(spot.skillMean, skillSpread),
        usage: Math.exp(traits.normal(0, 0.12)),
        variance: Math.exp(traits.normal(0, 0.2)),
        playerNumber,
      }
    })
  })
}

/**
 * The golfer pool: fictional names, skill spread like a Tour field's.
 * @example buildGolfers('demo')[0].key // 'PGA:1'
 */
export const buildGolfers = (seed: string): readonly WorldPlayer[] => {
  const rng = createRng(`${seed}:players:PGA`)
  const nextName = createNameGenerator(rng.fork('names'))
  const traits = rng.fork('traits')
  return Array.from({ length: golferPoolSize }, (_, index) => ({
    key: `PGA:${index + 1}`,
    sportId: sportIds.PGA,
    teamKey: null,
    ...nextName(),
    position: 'G',
    depth: 1,
    skill: traits.normal(0, 1),
    usage: 1,
    variance: Math.exp(traits.normal(0, 0.2)),
    playerNumber: sportIds.PGA * 10_000 + index + 1,
  }))
}
