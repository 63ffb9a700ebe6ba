/**
 * The demo world: every real team of the four leagues with fictional rosters and a golfer
 * pool, their real season shapes, and for any day the events with lines and weather, the
 * injury report, each site's slates (priced from projections, with projected ownership and
 * contests) and the box scores of what has been played. A day depends only on the seed and
 * the day (and, for NFL playoff brackets, on earlier results), so a store can be extended day by
 * day and always agrees with a fresh build.
 */
import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate, IsoDateTime } from '@slatelab/domain/units'
import type { BoxScore } from '../games/game-schema'
import { easternTimeToUtc } from '../schedule'
import { golfDay } from './golf-day'
import { createLeagueSchedule, type LeagueSchedule, type TeamSport } from './league-schedule'
import { newsOfDay } from './player-news'
import type { WorldTrade } from './player-trades'
import { teamSportDay, type DayPart } from './team-sport-day'
import { createWorldGames, meanSkill, type GameModels, type WorldGames } from './world-games'
import { createInjuryListing } from './world-injuries'
import { isBenchPlayer, type WorldPlayer, type WorldTeam } from './world-players'
import { createWorldRosters, teamSports, type WorldRosters } from './world-rosters'
import type { WorldDay, WorldInjury } from './world-types'

export type { GameModels } from './world-games'

/**
 * A day of the world. Events that end on or before `resultsThrough` (the day before the anchor
 * date) have box scores and slate points; later ones have slates and projections only.
 * @example world.buildDay(isoDate('2026-11-22'), { resultsThrough: isoDate('2026-11-21') }).slates.length // 11
 */
export type DemoWorld = {
  readonly teams: readonly WorldTeam[]
  /** Every player as the seed made him: his team and depth on each season's opening day. */
  readonly players: readonly WorldPlayer[]
  /** Every player with his team and depth on a day, after the season's trades so far. */
  playersOn(day: IsoDate): readonly WorldPlayer[]
  /** The trades made between two days (both included), earliest first. */
  tradesBetween(from: IsoDate, to: IsoDate): readonly WorldTrade[]
  buildDay(day: IsoDate, options: { readonly resultsThrough: IsoDate }): WorldDay
  /**
   * One league's games of a day played out, without slates or news (studies of a season, such
   * as the team-ratings backtest): the same box scores `buildDay` stores.
   */
  playedGamesOn(
    sport: TeamSport,
    day: IsoDate,
  ): readonly {
    readonly key: string
    readonly homeTeamKey: string
    readonly visitorTeamKey: string
    readonly startsAt: IsoDateTime
    readonly box: BoxScore
  }[]
}

/** Each league's season, its teams' strength their opening rosters' mean skill. */
const leagueSchedules = (
  seed: string,
  rosters: WorldRosters,
  winnerOf: WorldGames['winnerOf'],
): ReadonlyMap<TeamSport, LeagueSchedule> =>
  new Map(
    teamSports.map((sport) => [
      sport,
      createLeagueSchedule(
        seed,
        sport,
        rosters.teams
          .filter((team) => team.sport === sport)
          .map((team) => ({
            key: team.key,
            conference: team.conference,
            // The regulars make a team's strength; its bench plays only for a missing one.
            strength: meanSkill(
              rosters
                .openingRoster(team.key)
                .filter((player) => !isBenchPlayer(player))
                .map((player) => ({ ...player, depth: 1 })),
            ),
          })),
        winnerOf,
      ),
    ]),
  )

/**
 * Builds the world of a seed: teams, players and the machinery to build any day.
 * @example createDemoWorld('slatelab-demo', models).buildDay(isoDate('2026-11-22'), { resultsThrough: isoDate('2026-11-21') }).events.length // 40
 */
export const createDemoWorld = (seed: string, models: GameModels): DemoWorld => {
  const rosters = createWorldRosters(seed)
  const { teams, golfers, teamByKey } = rosters
  const listingOn = createInjuryListing(seed)
  const games = createWorldGames({ seed, rosters, listingOn }, models)
  const schedules = leagueSchedules(seed, rosters, games.winnerOf)
  const teamSportWorld = { seed, schedules, games, teamByKey, listingOn }

  const newsOf = (day: IsoDate, parts: readonly DayPart[]) => {
    const yesterday = new Map(
      rosters.teamPlayersOn(addDays(day, -1)).map((player) => [player.key, player] as const),
    )
    const teamName = (key: string) => {
      const team = teamByKey.get(key)
      return team === undefined ? key : `${team.city} ${team.name}`
    }
    return newsOfDay({
      seed,
      day,
      players: rosters.teamPlayersOn(day),
      listingOn,
      games: parts.flatMap((part) => part.newsGames),
      trades: rosters.tradesBetween(day, day).map((trade) => ({
        trade,
        fromTeamName: teamName(trade.fromTeamKey),
        toTeamName: teamName(trade.toTeamKey),
        depthBefore: yesterday.get(trade.playerKey)?.depth ?? 1,
      })),
    })
  }

  return {
    teams,
    players: rosters.players,
    playersOn: (day) => [...rosters.teamPlayersOn(day), ...golfers],
    tradesBetween: rosters.tradesBetween,
    playedGamesOn: (sport, day) =>
      (schedules.get(sport)?.gamesOn(day) ?? []).map((game) => ({
        key: game.key,
        homeTeamKey: game.homeTeamKey,
        visitorTeamKey: game.visitorTeamKey,
        startsAt: easternTimeToUtc(day, game.time),
        box: games.playGame(game),
      })),
    buildDay: (day, { resultsThrough }) => {
      const parts = [
        ...teamSports.map((sport) =>
          teamSportDay(teamSportWorld, sport, day, day <= resultsThrough),
        ),
        // A golf event is over once Sunday's round is in.
        golfDay({ seed, models, golfers }, day, addDays(day, 3) <= resultsThrough),
      ]
      const injuries: WorldInjury[] = []
      for (const player of rosters.teamPlayersOn(day)) {
        const listed = listingOn(player, day)
        if (listed !== undefined) injuries.push({ playerKey: player.key, ...listed })
      }
      return {
        day,
        events: parts.flatMap((part) => part.events),
        injuries,
        news: newsOf(day, parts),
        slates: parts.flatMap((part) => part.slates),
        results: parts.flatMap((part) => part.results),
      }
    },
  }
}
