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
  /**
   * The player's own number, the same on every slate: `sportId × 10⁴ + index from 1` among
   * the sport's regulars, `sportId × 10⁴ + 5000 + index from 1` among its bench players.
   */
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
 * The bench behind each team's roster: MLB's position players beyond the nine regulars (a
 * backup catcher, two utility infielders, a fourth outfielder), so a team with a hitter out
 * still bats nine real players. Made after every team's roster, from a stream of their own, so
 * the regulars' names and traits do not depend on the bench.
 * @example worldBench.MLB.length // 4
 */
export const worldBench: Readonly<Record<WorldTeam['sport'], readonly RosterSpot[]>> = {
  NFL: [],
  NBA: [],
  MLB: [...spots('C', -0.9), ...spots('2B', -0.8), ...spots('SS', -0.8), ...spots('OF', -0.7)],
  NHL: [],
}

/**
 * Whether a team player is on his team's bench (`worldBench`): his key's roster index is past
 * the regulars'.
 * @example isBenchPlayer({ ...player, key: 'MLB:NYY:15' }) // true (MLB regulars are 1–14)
 */
export const isBenchPlayer = (player: Pick<WorldPlayer, 'key' | 'teamKey'>): boolean => {
  const sport = player.teamKey?.split(':')[0] as WorldTeam['sport'] | undefined
  const regulars = sport === undefined ? undefined : worldRosters[sport]
  return regulars !== undefined && Number(player.key.split(':').at(-1)) > regulars.length
}

/**
 * Where bench players' numbers start after `sportId × 10⁴` (a team sport's regulars use the
 * numbers below it).
 * @example benchNumberOffset // 5000
 */
export const benchNumberOffset = 5000

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
 * The players of a team sport's teams: every team's roster in team then roster order, then
 * every team's bench (`worldBench`), whose keys and depths continue its team's roster.
 * @example buildTeamPlayers('demo', nbaTeams)[0] // { key: 'NBA:ATL:1', position: 'PG', depth: 1, … }
 */
export const buildTeamPlayers = (
  seed: string,
  teams: readonly WorldTeam[],
): readonly WorldPlayer[] => {
  const sport = teams[0]?.sport
  if (sport === undefined) return []
  const rng = createRng(`${seed}:players:${sport}`)
  const bench = rng.fork('bench')
  const streams = [
    { nextName: createNameGenerator(rng.fork('names')), traits: rng.fork('traits') },
    { nextName: createNameGenerator(bench.fork('names')), traits: bench.fork('traits') },
  ] as const
  const numbers = [sportIds[sport] * 10_000, sportIds[sport] * 10_000 + benchNumberOffset]
  const regulars = worldRosters[sport]
  const playersOf = (team: WorldTeam, part: 0 | 1): readonly WorldPlayer[] => {
    const { nextName, traits } = streams[part]
    const depthSoFar = new Map<string, number>()
    if (part === 1)
      for (const spot of regulars)
        depthSoFar.set(spot.position, (depthSoFar.get(spot.position) ?? 0) + 1)
    const firstIndex = part === 0 ? 0 : regulars.length
    return (part === 0 ? regulars : worldBench[sport]).map((spot, index) => {
      const depth = (depthSoFar.get(spot.position) ?? 0) + 1
      depthSoFar.set(spot.position, depth)
      // A defense is listed under its team's name, as the sites print it (`Kansas City Chiefs`).
      const name =
        spot.position === 'DST' ? { firstName: team.city, lastName: team.name } : nextName()
      numbers[part] = (numbers[part] ?? 0) + 1
      return {
        key: `${team.key}:${firstIndex + index + 1}`,
        sportId: sportIds[sport],
        teamKey: team.key,
        ...name,
        position: spot.position,
        depth,
        skill: traits.normal(spot.skillMean, skillSpread),
        usage: Math.exp(traits.normal(0, 0.12)),
        variance: Math.exp(traits.normal(0, 0.2)),
        playerNumber: numbers[part] ?? 0,
      }
    })
  }
  return [
    ...teams.flatMap((team) => playersOf(team, 0)),
    ...teams.flatMap((team) => playersOf(team, 1)),
  ]
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
