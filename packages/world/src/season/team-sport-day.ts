/**
 * One league's part of a world day: its games' events, each site's slates, the results once
 * played, and the games the day's news can mention.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { BoxScore } from '../games/game-schema'
import { easternTimeToUtc } from '../schedule'
import type { MainSportId } from '../site-positions'
import type { LeagueSchedule, TeamSport } from './league-schedule'
import type { Projection } from './player-projections'
import type { NewsGame } from './player-news'
import { siteSlates, slateSites } from './site-slates'
import { dailyMenu, nflMenu, type MenuGame } from './slate-menu'
import { eventOf, resultOf } from './world-events'
import type { PreparedGame, WorldGames } from './world-games'
import type { InjuryListingOn } from './world-injuries'
import type { WorldTeam } from './world-players'
import type { WorldEvent, WorldResult, WorldSlate } from './world-types'

/** What one league (or the golf tour) adds to a day. */
export type DayPart = {
  readonly events: readonly WorldEvent[]
  readonly slates: readonly WorldSlate[]
  readonly results: readonly WorldResult[]
  readonly newsGames: readonly NewsGame[]
}

export type TeamSportWorld = {
  readonly seed: string
  readonly schedules: ReadonlyMap<TeamSport, LeagueSchedule>
  readonly games: WorldGames
  readonly teamByKey: ReadonlyMap<string, WorldTeam>
  readonly listingOn: InjuryListingOn
}

/** Each player's projection and, from the box scores, his points, by site. */
const bySitePlayer = (prepared: readonly PreparedGame[], boxes: readonly BoxScore[]) => {
  const projections = new Map<string, Readonly<Record<string, Projection>>>()
  for (const entry of prepared)
    for (const [key, bySite] of entry.projections) projections.set(key, bySite)
  const points = new Map<string, Readonly<Record<string, number>>>()
  for (const box of boxes) {
    for (const line of [...box.home.players, ...box.visitor.players])
      points.set(line.key, line.fantasyPoints)
  }
  return { projections, points }
}

export const teamSportDay = (
  world: TeamSportWorld,
  sport: TeamSport,
  day: IsoDate,
  played: boolean,
): DayPart => {
  const games = world.schedules.get(sport)?.gamesOn(day) ?? []
  const prepared = games.map(world.games.prepare)
  const events = prepared.map((entry) =>
    eventOf(world.seed, world.teamByKey.get(entry.game.homeTeamKey), entry),
  )
  const boxes = played ? new Map(games.map((game) => [game.key, world.games.playGame(game)])) : null
  const { projections, points } = bySitePlayer(prepared, [...(boxes?.values() ?? [])])
  const menuGames: MenuGame[] = games.map((game, index) => ({
    key: game.key,
    time: game.time,
    title: events[index]?.title ?? game.key,
    day,
  }))
  const menu = sport === 'NFL' ? nflMenu(menuGames) : dailyMenu(menuGames)
  const slateGames = new Map(
    prepared.map((entry, index) => [
      entry.game.key,
      { startsAt: events[index]?.startsAt ?? '', sportCode: sport, listed: entry.listed },
    ]),
  )
  const slates = slateSites.flatMap((siteId) =>
    siteSlates({
      seed: world.seed,
      sport: sportIds[sport] as MainSportId,
      siteId,
      day,
      menu,
      games: slateGames,
      projectionOf: (key) => projections.get(key)?.[String(siteId)],
      pointsOf: boxes === null ? null : (key) => points.get(key)?.[String(siteId)] ?? 0,
      statusOf: (player) => world.listingOn(player, day)?.status ?? null,
    }),
  )
  const results =
    boxes === null
      ? []
      : games.flatMap((game) => {
          const box = boxes.get(game.key)
          return box === undefined ? [] : [resultOf(game.key, box, game)]
        })
  const newsGames = prepared.map((entry, index) => ({
    key: entry.game.key,
    startsAt: events[index]?.startsAt ?? easternTimeToUtc(day, entry.game.time),
    homeTeamKey: entry.game.homeTeamKey,
    visitorTeamKey: entry.game.visitorTeamKey,
    listed: entry.listed,
  }))
  return { events, slates, results, newsGames }
}
