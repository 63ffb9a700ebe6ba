import type { GameFlow, Matchup } from '@slatelab/contract/gameflow.contract'
import { recentMatchupsLimit } from '@slatelab/contract/gameflow.contract'
import { errors } from '@slatelab/domain/errors'
import { sportIds } from '@slatelab/domain/sports'
import { isoDateTime, type IsoDate } from '@slatelab/domain/units'
import { createRng } from '@slatelab/engine/rng'
import { nbaPlayByPlay } from '@slatelab/world/games/nba-play-by-play'
import type { DbOrTx } from '../../db/database'
import { displayName } from '../../db/repositories/players'
import { findEventWithTeams } from '../../db/repositories/sports-data'
import { HttpError } from '../../http/http-error'
import { easternDaysSpan } from '../../time/eastern-time'
import { buildGameFlow, type FlowLine } from './game-flow'
import {
  findAdjacentGame,
  findLatestGame,
  findTeamOfSport,
  listBoxScore,
  listMeetings,
} from './gameflow-repository'

const notFound = () => new HttpError(404, errors.fetchGameFlowData)

// Periods played, from the minutes the five spots of one team filled (48, then 5 per overtime).
const periodsOf = (lines: readonly FlowLine[]): number => {
  const minutes = lines.reduce((total, line) => total + (line.stats.minutes ?? 0), 0)
  return 4 + Math.max(0, Math.round((minutes / 5 - 48) / 5))
}

/**
 * An NBA game's flow (SPEC §3 "Game flow"), derived from its stored box score with a generator
 * seeded by the event id, so the same game always gives the same plays.
 */
export const getGameFlow = async (db: DbOrTx, eventId: number): Promise<GameFlow> => {
  const row = await findEventWithTeams(db, eventId)
  if (!row || row.event.sportId !== sportIds.NBA || !row.home || !row.visitor) throw notFound()
  const { event, home, visitor } = row
  if (event.homeScore === null || event.visitorScore === null) throw notFound()
  const lines: FlowLine[] = (await listBoxScore(db, eventId)).map(
    ({ player, stats, fantasyPoints }) => ({
      playerId: player.playerId,
      fullName: displayName(player),
      teamId: player.teamId ?? 0,
      position: player.position,
      stats,
      fantasyPoints,
    }),
  )
  const sides = {
    home: lines.filter((line) => line.teamId === home.teamId),
    visitor: lines.filter((line) => line.teamId === visitor.teamId),
  }
  if (sides.home.length < 5 || sides.visitor.length < 5) throw notFound()
  const toBox = (side: readonly FlowLine[]) =>
    side.map(({ playerId, stats }) => ({ playerId, stats }))
  let playByPlay
  try {
    playByPlay = nbaPlayByPlay({
      home: toBox(sides.home),
      visitor: toBox(sides.visitor),
      periods: periodsOf(sides.home),
      rng: createRng(`game-flow-${eventId}`),
    })
  } catch (error) {
    // An imported box score whose minutes cannot fill five spots has no flow to show.
    if (error instanceof RangeError) throw notFound()
    throw error
  }
  const teamOf = async (team: typeof home, score: number) => ({
    teamId: team.teamId,
    teamName: `${team.city} ${team.name}`,
    teamShort: team.abbreviation,
    colors: team.colors,
    score,
    nextEventId: await findAdjacentGame(db, team.teamId, event, 'next'),
    previousEventId: await findAdjacentGame(db, team.teamId, event, 'previous'),
  })
  return buildGameFlow(
    {
      eventId,
      eventDateTime: isoDateTime(event.startsAt.toISOString()),
      homeTeam: await teamOf(home, event.homeScore),
      visitorTeam: await teamOf(visitor, event.visitorScore),
    },
    sides,
    playByPlay,
  )
}

/** The team's latest final game on or before the ET day, as a list of one (or none). */
export const getRecentEventId = async (
  db: DbOrTx,
  eventDate: IsoDate,
  teamId: number,
): Promise<readonly { EventId: number }[]> => {
  if (!(await findTeamOfSport(db, teamId))) throw new HttpError(404, errors.fetchEventId)
  const eventId = await findLatestGame(db, teamId, easternDaysSpan(eventDate, eventDate).to)
  return eventId === undefined ? [] : [{ EventId: eventId }]
}

/** The last final games between two teams of the sport, newest first. */
export const listRecentMatchups = async (
  db: DbOrTx,
  sportId: number,
  teamIds: readonly [number, number],
  now: Date,
): Promise<readonly Matchup[]> => {
  const found = await Promise.all(teamIds.map((teamId) => findTeamOfSport(db, teamId, sportId)))
  const [first, second] = found
  if (!first || !second) throw new HttpError(404, errors.fetchRecentMatchups)
  const shortOf = new Map([first, second].map((team) => [team.teamId, team.abbreviation]))
  return (await listMeetings(db, teamIds, now, recentMatchupsLimit)).map((event) => ({
    eventId: event.eventId,
    eventDateTime: isoDateTime(event.startsAt.toISOString()),
    homeTeamId: event.homeTeamId ?? 0,
    visitorTeamId: event.visitorTeamId ?? 0,
    homeTeamShort: shortOf.get(event.homeTeamId ?? 0) ?? '',
    visitorTeamShort: shortOf.get(event.visitorTeamId ?? 0) ?? '',
    homeScore: event.homeScore ?? 0,
    visitorScore: event.visitorScore ?? 0,
  }))
}
