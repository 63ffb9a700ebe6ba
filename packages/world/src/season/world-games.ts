/**
 * A scheduled game made ready and played: who each team lists (the day's starting pitcher or
 * goalie), who is expected and who really plays (injuries, form), the lines drawn from the
 * expected sides, the projections, and the box score. NFL games are cached, since a playoff
 * bracket asks for earlier results again.
 */
import { createRng, type Rng } from '@slatelab/engine/rng'
import type { BoxScore, GameInput, GamePlayer, PlayerBox } from '../games/game-schema'
import { battingOrder } from '../games/mlb-game'
import { daysBetween } from './calendar-dates'
import type { ScheduledGame, TeamSport } from './league-schedule'
import { coachNhlLines } from './nhl-team-lines'
import { formOn, playsGame } from './player-form'
import {
  projectGame,
  projectorErrorSd,
  projectorView,
  type GameProjections,
} from './player-projections'
import { mlbSeasonOf } from './season-calendar'
import { drawGameLines, type GameLines } from './vegas-lines'
import type { InjuryListingOn } from './world-injuries'
import type { WorldPlayer } from './world-players'
import type { WorldRosters } from './world-rosters'

/** A golfer's tournament as the world stores it. */
export type GolferLine = Pick<PlayerBox, 'key' | 'stats' | 'fantasyPoints'> & {
  readonly madeCut: boolean
}

/**
 * The game models the world plays its events with.
 * @example { simulateGame, simulateTournament }
 */
export type GameModels = {
  readonly simulateGame: (sport: TeamSport, input: GameInput) => BoxScore
  readonly simulateTournament: (input: {
    readonly golfers: readonly GamePlayer[]
    readonly rng: Rng
    readonly waves?: readonly number[]
  }) => { readonly golfers: readonly GolferLine[] }
}

/** A scheduled game made ready to play: who is expected, who really plays, and the lines. */
export type PreparedGame = {
  readonly game: ScheduledGame
  readonly lines: GameLines
  readonly listed: readonly WorldPlayer[]
  readonly projections: GameProjections
  readonly input: Omit<GameInput, 'rng'>
  readonly actualInput: Omit<GameInput, 'rng'>
}

export type WorldGames = {
  prepare(game: ScheduledGame): PreparedGame
  playGame(game: ScheduledGame): BoxScore
  /** The winning team's key (the home team on a tie). */
  winnerOf(game: ScheduledGame): string
}

// Depth among the players who are there: if WR1 sits, WR2 moves up.
const redepth = (players: readonly GamePlayer[]): readonly GamePlayer[] => {
  const seen = new Map<string, number>()
  return [...players]
    .sort((a, b) => a.depth - b.depth)
    .map((player) => {
      const depth = (seen.get(player.position) ?? 0) + 1
      seen.set(player.position, depth)
      return { ...player, depth }
    })
}

export const meanSkill = (players: readonly GamePlayer[]): number =>
  players.reduce((sum, player) => sum + player.skill, 0) / Math.max(1, players.length)

/**
 * The strength the books see in a side: the mean skill of who is expected to play. An MLB bench
 * bat outside the batting order does not play, so he does not count.
 * @example sideStrength('MLB', expected) // mean skill of the nine in the order and the starter
 */
const sideStrength = (sport: TeamSport, players: readonly GamePlayer[]): number => {
  if (sport !== 'MLB') return meanSkill(players)
  const order = new Set(battingOrder(players))
  return meanSkill(players.filter((player) => player.position === 'SP' || order.has(player.key)))
}

/** What the game models see of a world player. */
const gamePlayerOf = (player: WorldPlayer): GamePlayer => ({
  key: player.key,
  position: player.position,
  depth: player.depth,
  skill: player.skill,
  usage: player.usage,
  variance: player.variance,
})

type GameSides = {
  readonly seed: string
  readonly rosters: WorldRosters
  readonly listingOn: InjuryListingOn
}

// The players a game lists: MLB the day's starting pitcher of a five-day rotation, the NHL
// the day's starting goalie (the backup gets one start in four), like the sites' confirmed
// starters; everyone else on the roster.
const listedFor = (
  { seed, rosters }: GameSides,
  game: ScheduledGame,
  teamKey: string,
): readonly WorldPlayer[] => {
  const roster = rosters.rosterOn(teamKey, game.day)
  if (game.sport === 'MLB') {
    const season = mlbSeasonOf(game.day)
    const rotation =
      (daysBetween(season?.from ?? game.day, game.day) + (rosters.teamIndex.get(teamKey) ?? 0)) % 5
    return roster.filter((player) => player.position !== 'SP' || player.depth === rotation + 1)
  }
  if (game.sport === 'NHL') {
    const backupStarts = createRng(`${seed}:goalie:${game.key}:${teamKey}`).next() < 0.25
    return roster.filter(
      (player) => player.position !== 'G' || player.depth === (backupStarts ? 2 : 1),
    )
  }
  return roster
}

/** One team's side of a game: who it lists, who is expected to play and who really plays. */
const sideOf = (sides: GameSides, game: ScheduledGame, teamKey: string) => {
  const { seed } = sides
  const listed = listedFor(sides, game, teamKey)
  const rng = createRng(`${seed}:side:${game.key}:${teamKey}`)
  const expected: GamePlayer[] = []
  const actual: GamePlayer[] = []
  for (const player of listed) {
    const status = sides.listingOn(player, game.day)?.status
    const base = gamePlayerOf(player)
    const form = formOn(seed, player.key, game.day)
    if (status !== 'Out' && status !== 'Doubtful' && status !== 'Inactive') {
      expected.push(projectorView(base, form, projectorErrorSd(game.sport), rng))
    }
    if (playsGame(seed, player.key, game.key, status)) {
      actual.push({ ...base, skill: player.skill + form })
    }
  }
  // NHL lines follow depth among who dresses, as the coach has set them that week.
  const lined = (players: readonly GamePlayer[]) =>
    game.sport === 'NHL'
      ? coachNhlLines(seed, teamKey, game.day, redepth(players))
      : redepth(players)
  return { listed, expected: lined(expected), actual: lined(actual) }
}

export const createWorldGames = (sides: GameSides, models: GameModels): WorldGames => {
  const { seed } = sides
  const prepared = new Map<string, PreparedGame>()
  const prepare = (game: ScheduledGame): PreparedGame => {
    const cached = prepared.get(game.key)
    if (cached !== undefined) return cached
    const home = sideOf(sides, game, game.homeTeamKey)
    const visitor = sideOf(sides, game, game.visitorTeamKey)
    const lines = drawGameLines(
      game.sport,
      sideStrength(game.sport, home.expected),
      sideStrength(game.sport, visitor.expected),
      createRng(`${seed}:lines:${game.key}`),
    )
    const impliedTotals = { home: lines.homeImpliedTotal, visitor: lines.visitorImpliedTotal }
    const input = { home: home.expected, visitor: visitor.expected, impliedTotals }
    const projections = projectGame(
      (gameInput) => models.simulateGame(game.sport, gameInput),
      input,
      createRng(`${seed}:projection:${game.key}`),
    )
    const result = {
      game,
      lines,
      listed: [...home.listed, ...visitor.listed],
      projections,
      input,
      actualInput: { home: home.actual, visitor: visitor.actual, impliedTotals },
    }
    if (game.sport === 'NFL') prepared.set(game.key, result)
    return result
  }

  const boxScores = new Map<string, BoxScore>()
  const playGame = (game: ScheduledGame): BoxScore => {
    const cached = boxScores.get(game.key)
    if (cached !== undefined) return cached
    const box = models.simulateGame(game.sport, {
      ...prepare(game).actualInput,
      rng: createRng(`${seed}:result:${game.key}`),
    })
    if (game.sport === 'NFL') boxScores.set(game.key, box)
    return box
  }

  const winnerOf = (game: ScheduledGame): string => {
    const box = playGame(game)
    return box.visitor.score > box.home.score ? game.visitorTeamKey : game.homeTeamKey
  }

  return { prepare, playGame, winnerOf }
}
