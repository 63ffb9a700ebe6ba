/**
 * A test league for the game models: teams shaped like the world's rosters
 * (`team-rosters.ts`), players with drawn skills, and a season of games priced with implied
 * totals from the teams' skill, the way the world's books price them. Used by the statistical
 * tests; the world's own calendar and rosters live elsewhere.
 */
import { siteIds } from '@slatelab/domain/sites'
import { createRng, type Rng } from '@slatelab/engine/rng'
import type { TeamSportCode } from '../team-catalogue'
import { skillSpread, worldRosters } from '../season/world-players'
import type { BoxScore, GamePlayer } from './game-schema'
import { simulateGame } from './simulate-game'

/**
 * A team of the test league: its key, players (depth by roster order within a position) and
 * mean skill.
 */
export type LeagueTeam = {
  readonly key: string
  readonly players: readonly GamePlayer[]
  readonly skill: number
}

/** A played game of the test season. */
export type SeasonGame = {
  readonly home: LeagueTeam
  readonly visitor: LeagueTeam
  readonly box: BoxScore
}

// Mean game total and points of margin per unit of skill gap, as in `starter-games.ts`.
const books: Readonly<Record<TeamSportCode, { total: number; marginPerSkill: number }>> = {
  NFL: { total: 45, marginPerSkill: 20 },
  NBA: { total: 226, marginPerSkill: 25 },
  MLB: { total: 8.6, marginPerSkill: 2 },
  NHL: { total: 6.1, marginPerSkill: 1.5 },
}

/**
 * A league of `teamCount` teams of one sport with skills drawn around the roster means.
 * @example buildLeague('NBA', 12, createRng('league'))[0]?.players.length // 9
 */
export const buildLeague = (
  sport: TeamSportCode,
  teamCount: number,
  rng: Rng,
): readonly LeagueTeam[] =>
  Array.from({ length: teamCount }, (_, team) => {
    const key = `${sport}:T${team + 1}`
    const depthAt = new Map<string, number>()
    const players = worldRosters[sport].map((spot, index) => {
      const depth = (depthAt.get(spot.position) ?? 0) + 1
      depthAt.set(spot.position, depth)
      return {
        key: `${key}:${index + 1}`,
        position: spot.position,
        depth,
        skill: rng.normal(spot.skillMean, skillSpread),
      }
    })
    const skill = players.reduce((sum, player) => sum + player.skill, 0) / players.length
    return { key, players, skill }
  })

/**
 * A season of `gameCount` games between random pairs of the league, each priced from the
 * teams' skill gap and simulated with its own forked stream of `seed`.
 * @example playSeason('NHL', 400, 'season').length // 400
 */
export const playSeason = (
  sport: TeamSportCode,
  gameCount: number,
  seed: string,
): readonly SeasonGame[] => {
  const rng = createRng(seed)
  const league = buildLeague(sport, 12, rng.fork('league'))
  const book = books[sport]
  return Array.from({ length: gameCount }, (_, game) => {
    const gameRng = rng.fork(`game:${game}`)
    const homeIndex = gameRng.int(0, league.length - 1)
    const visitorIndex = (homeIndex + gameRng.int(1, league.length - 1)) % league.length
    const home = league[homeIndex]
    const visitor = league[visitorIndex]
    if (home === undefined || visitor === undefined) throw new Error('Bad team index')
    const margin = (home.skill - visitor.skill) * book.marginPerSkill
    const impliedTotals = { home: (book.total + margin) / 2, visitor: (book.total - margin) / 2 }
    const box = simulateGame(sport, {
      home: home.players,
      visitor: visitor.players,
      impliedTotals,
      rng: gameRng,
    })
    return { home, visitor, box }
  })
}

/**
 * The mean of a list (NaN when empty).
 * @example mean([1, 2, 3]) // 2
 */
export const mean = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0) / values.length

/**
 * Pearson's correlation of two lists of the same length.
 * @example correlation([1, 2, 3], [2, 4, 7]) // 0.99
 */
export const correlation = (xs: readonly number[], ys: readonly number[]): number => {
  const meanX = mean(xs)
  const meanY = mean(ys)
  let covariance = 0
  let varianceX = 0
  let varianceY = 0
  xs.forEach((x, index) => {
    const y = ys[index] ?? meanY
    covariance += (x - meanX) * (y - meanY)
    varianceX += (x - meanX) ** 2
    varianceY += (y - meanY) ** 2
  })
  return covariance / Math.sqrt(varianceX * varianceY)
}

/**
 * A player's DraftKings points in a box score line, 0 when the site has no table.
 * @example dkPoints(box.home.players[0]) // 21.4
 */
export const dkPoints = (
  line: { readonly fantasyPoints: Readonly<Record<string, number>> } | undefined,
): number => line?.fantasyPoints[siteIds.DraftKings] ?? 0
