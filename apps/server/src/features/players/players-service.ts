/** The player card's calls (SPEC §7 "Player card") and the slate helpers beside them. */
import {
  playerCardDefaults,
  type GameLogRow,
  type PlayerDetails,
  type PlayerSalary,
  type TeeTime,
} from '@slatelab/contract/players.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import type { SlatePlayer } from '@slatelab/domain/entities/slate-player'
import type { SiteId } from '@slatelab/domain/sites'
import { addDays } from '@slatelab/domain/slate-window'
import type { SportId } from '@slatelab/domain/sports'
import { isoDate, salary, type IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import { findSlate } from '../../db/repositories/sports-data'
import { displayName, findPlayerWithTeam } from '../../db/repositories/players'
import { HttpError } from '../../http/http-error'
import { easternDaysSpan, toEasternDateTime, toEasternDay } from '../../time/eastern-time'
import { toSportEvent } from '../sportevents'
import { teammateCorrelations, type TeammateCorrelation } from './teammate-correlations'
import {
  eventExists,
  findEvent,
  findMainSlateOfEvent,
  listCourseLines,
  listTeamLines,
  findInjuryListing,
  findTeamByShort,
  listEventTeeTimes,
  listPlayerLines,
  listPlayerSlateRows,
  listSlateSalaries,
  listTeamEventsAfter,
} from './players-repository'

// Home and away splits look back a year; the card's upcoming list shows five games.
const splitWindowDays = 365
const upcomingCount = 5

const requirePlayer = async (db: DbOrTx, playerId: number) => {
  const found = await findPlayerWithTeam(db, playerId)
  if (found === undefined) throw new HttpError(404, `Unknown player ${playerId}`)
  return found
}

const round2 = (value: number) => Math.round(value * 100) / 100

const pointsOn = (fantasyPoints: Readonly<Record<string, number>>, sourceId: number) =>
  fantasyPoints[String(sourceId)] ?? null

/**
 * The player's salary per ET day on a source's classic slates through `throughDay`, newest
 * first: the day's slate with the most games (the main slate).
 */
const salariesThrough = async (
  db: DbOrTx,
  playerId: number,
  sourceId: number,
  throughDay: IsoDate,
): Promise<readonly PlayerSalary[]> => {
  const rows = await listPlayerSlateRows(
    db,
    playerId,
    sourceId,
    easternDaysSpan(throughDay, throughDay).to,
  )
  const byDay = new Map<string, (typeof rows)[number]>()
  for (const entry of rows) {
    const day = toEasternDay(entry.slate.startsAt)
    const best = byDay.get(day)
    if (best === undefined || entry.gameCount > best.gameCount) byDay.set(day, entry)
  }
  return [...byDay].map(([day, { row, slate }]) => ({
    contestGroupId: slate.contestGroupId,
    date: isoDate(day),
    slateName: slate.displayNameShort,
    salary: row.salary,
    position: row.positions.join('/'),
    projectedPoints: row.projectedPoints,
    projectedOwnership: row.projectedOwnership,
    actualPoints: row.actualPoints,
  }))
}

/** The player's salary per ET day on a source's classic slates up to today, newest first. */
export const listPlayerSalaries = async (
  db: DbOrTx,
  playerId: number,
  sourceId: number,
  now: Date,
): Promise<readonly PlayerSalary[]> => {
  await requirePlayer(db, playerId)
  return salariesThrough(db, playerId, sourceId, toEasternDay(now))
}

const requireEvent = async (db: DbOrTx, eventId: number) => {
  const event = await findEvent(db, eventId)
  if (event === undefined) throw new HttpError(404, `Unknown event ${eventId}`)
  return event
}

/**
 * Salary, projection, ownership and points per day over the 30 days up to the event's ET day
 * (or today), oldest first.
 */
export const getTrends = async (
  db: DbOrTx,
  query: { readonly playerId: number; readonly sourceId: SiteId; readonly eventId?: number },
  now: Date,
) => {
  await requirePlayer(db, query.playerId)
  const through =
    query.eventId === undefined
      ? toEasternDay(now)
      : toEasternDay((await requireEvent(db, query.eventId)).startsAt)
  const from = addDays(through, -playerCardDefaults.windowDays)
  const rows = await salariesThrough(db, query.playerId, query.sourceId, through)
  return {
    playerId: query.playerId,
    sourceId: query.sourceId,
    eventId: query.eventId ?? null,
    trends: rows.filter((row) => row.date >= from).toReversed(),
  }
}

const rankedStats = ['salary', 'projectedPoints', 'projectedOwnership', 'actualPoints'] as const

/**
 * The slate a player's ranks are read on: `contestGroupId` (the slate the card was opened
 * from) when it is the source's and he is on it, else the source's main classic slate with
 * the event, else his latest slate up to today.
 */
const rankedSlateOf = async (
  db: DbOrTx,
  query: {
    readonly playerId: number
    readonly sourceId: SiteId
    readonly eventId?: number
    readonly contestGroupId?: number
  },
  now: Date,
) => {
  if (query.contestGroupId !== undefined) {
    const rows = await listSlateSalaries(db, query.contestGroupId)
    const slate = rows.some((row) => row.playerId === query.playerId)
      ? await findSlate(db, query.contestGroupId)
      : undefined
    if (slate?.sourceId === query.sourceId) return { slate, rows }
  }
  const contestGroupId =
    query.eventId === undefined
      ? (await salariesThrough(db, query.playerId, query.sourceId, toEasternDay(now)))[0]
          ?.contestGroupId
      : await findMainSlateOfEvent(db, query.eventId, query.sourceId, query.playerId)
  const slate = contestGroupId === undefined ? undefined : await findSlate(db, contestGroupId)
  return slate === undefined
    ? undefined
    : { slate, rows: await listSlateSalaries(db, slate.contestGroupId) }
}

/**
 * Where the player stands among the players of his position on a slate (`rankedSlateOf`),
 * per stat (1 = the highest; ties share the better rank), with the slate's name and ET day.
 */
export const getPlayerRanks = async (
  db: DbOrTx,
  query: {
    readonly playerId: number
    readonly sourceId: SiteId
    readonly eventId?: number
    readonly sportId?: SportId
    readonly contestGroupId?: number
  },
  now: Date,
) => {
  const { player } = await requirePlayer(db, query.playerId)
  if (query.sportId !== undefined && player.sportId !== query.sportId) {
    throw new HttpError(404, `Player ${query.playerId} does not play sport ${query.sportId}`)
  }
  const ranked = await rankedSlateOf(db, query, now)
  if (ranked === undefined) {
    throw new HttpError(404, `Player ${query.playerId} is on no slate of source ${query.sourceId}`)
  }
  const { slate, rows } = ranked
  const own = rows.find((row) => row.playerId === query.playerId)
  const position = own?.positions[0] ?? player.position
  const peers = rows.filter((row) => row.positions[0] === position)
  const valueOf = (row: (typeof rows)[number], stat: (typeof rankedStats)[number]) =>
    stat === 'salary' ? row.salary : row[stat]
  const ranks = rankedStats.flatMap((stat) => {
    const value = own === undefined ? null : valueOf(own, stat)
    if (value === null) return []
    const above = peers.filter((row) => (valueOf(row, stat) ?? -Infinity) > value).length
    return [{ stat, value, rank: above + 1 }]
  })
  return {
    playerId: query.playerId,
    position,
    contestGroupId: slate.contestGroupId,
    slateName: slate.displayNameShort,
    slateDate: toEasternDay(slate.startsAt),
    playerCount: peers.length,
    ranks,
  }
}

/** Who he is, his team, today's injury listing, latest salary and home/away splits. */
export const getPlayerDetails = async (
  db: DbOrTx,
  playerId: number,
  sourceId: SiteId,
  now: Date,
): Promise<PlayerDetails> => {
  const { player, team } = await requirePlayer(db, playerId)
  const today = toEasternDay(now)
  const listing = await findInjuryListing(db, playerId, today)
  const [latest] = await listPlayerSalaries(db, playerId, sourceId, now)
  const lines = await listPlayerLines(
    db,
    playerId,
    easternDaysSpan(addDays(today, -splitWindowDays), today).from,
    now,
  )
  // Each game on the side of the team he played for (after a trade, home for his new team).
  const split = (home: boolean) => {
    const points = lines
      .filter(({ line, event }) => {
        const teamId = line.teamId ?? team?.teamId ?? null
        return teamId !== null && (event.homeTeamId === teamId) === home
      })
      .map(({ line }) => pointsOn(line.fantasyPoints, sourceId))
      .filter((value): value is number => value !== null)
    const total = points.reduce((sum, value) => sum + value, 0)
    return {
      games: points.length,
      averagePoints: points.length === 0 ? 0 : round2(total / points.length),
    }
  }
  return {
    playerId: player.playerId,
    name: displayName(player),
    firstName: player.firstName,
    lastName: player.lastName,
    position: player.position,
    headshot: player.headshot,
    sportId: player.sportId as SportId,
    sourceId,
    teamId: team?.teamId ?? null,
    team: team?.abbreviation ?? null,
    teamName: team === null ? null : `${team.city} ${team.name}`,
    injuryStatus: listing?.status ?? null,
    injury: listing?.injury ?? null,
    salary: latest?.salary ?? null,
    salaryDate: latest?.date ?? null,
    homeStats: { home: split(true), away: split(false) },
  }
}

// `rushingYards` → `Rushing Yards`.
const columnLabel = (key: string): string =>
  key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())

/**
 * The player's games between two ET dates (inclusive), newest first: the box-score line, the
 * points the box score scored on the source, and his salary of that day. The columns are the
 * stat keys his lines have (they differ by sport and position), in first-seen order.
 */
export const getGameLog = async (
  db: DbOrTx,
  query: {
    readonly playerId: number
    readonly sourceId: SiteId
    readonly sportId: SportId
    readonly startDate: IsoDate
    readonly endDate: IsoDate
  },
  now: Date,
): Promise<{
  readonly columns: readonly { key: string; label: string }[]
  readonly games: readonly GameLogRow[]
}> => {
  const { player, team } = await requirePlayer(db, query.playerId)
  if (player.sportId !== query.sportId) {
    throw new HttpError(404, `Player ${query.playerId} does not play sport ${query.sportId}`)
  }
  if (query.startDate > query.endDate) {
    throw new HttpError(400, 'params.startDate: must not be after endDate')
  }
  const span = easternDaysSpan(query.startDate, query.endDate)
  const lines = await listPlayerLines(db, query.playerId, span.from, span.to)
  const salaries = new Map(
    (await listPlayerSalaries(db, query.playerId, query.sourceId, now)).map((row) => [
      row.date as string,
      row.salary,
    ]),
  )
  const keys = new Set<string>()
  const games = lines.map(({ line, event, home, visitor }): GameLogRow => {
    for (const key of Object.keys(line.stats)) keys.add(key)
    // The team he played for that game: the line's (a traded player's old team before the
    // trade), else his current one.
    const teamId = line.teamId ?? team?.teamId ?? null
    const isHome = teamId !== null && home?.teamId === teamId
    const isVisitor = teamId !== null && visitor?.teamId === teamId
    const date = toEasternDay(event.startsAt)
    return {
      eventId: event.eventId,
      date,
      eventTitle: event.title,
      team: isHome
        ? (home?.abbreviation ?? null)
        : isVisitor
          ? (visitor?.abbreviation ?? null)
          : (team?.abbreviation ?? null),
      opponent: isHome
        ? (visitor?.abbreviation ?? null)
        : isVisitor
          ? (home?.abbreviation ?? null)
          : null,
      homeVisitor: isHome ? 'home' : isVisitor ? 'visitor' : null,
      stats: line.stats,
      fantasyPoints: pointsOn(line.fantasyPoints, query.sourceId),
      salary: salaries.get(date) ?? null,
    }
  })
  return { columns: [...keys].map((key) => ({ key, label: columnLabel(key) })), games }
}

/** A team's next five events from now; 404 for a team the sport does not have. */
export const listUpcomingEvents = async (
  db: DbOrTx,
  sportId: SportId,
  currentTeam: string,
  now: Date,
): Promise<readonly SportEvent[]> => {
  const team = await findTeamByShort(db, sportId, currentTeam)
  if (team === undefined)
    throw new HttpError(404, `Unknown team ${currentTeam} in sport ${sportId}`)
  return (await listTeamEventsAfter(db, team.teamId, now, upcomingCount)).map(toSportEvent)
}

/** A slate's salaries, highest first; 404 for a slate that is not of the sport. */
export const listSalariesOfSlate = async (
  db: DbOrTx,
  sportId: SportId,
  contestGroupId: number,
): Promise<readonly SlatePlayer[]> => {
  const slate = await findSlate(db, contestGroupId)
  if (slate === undefined || slate.sportId !== sportId) {
    throw new HttpError(404, `Unknown slate ${contestGroupId} for sport ${sportId}`)
  }
  return (await listSlateSalaries(db, contestGroupId)).map((row) => ({
    contestGroupId: row.contestGroupId,
    playerId: row.playerId,
    sitePlayerId: row.sitePlayerId,
    salary: salary(row.salary),
    positions: row.positions,
    rosterPositions: row.rosterPositions,
    teamId: row.teamId,
  }))
}

// Round two swaps the waves: the morning groups of Thursday go off in the afternoon.
const waveGapMs = (5 * 60 + 10) * 60_000
const dayMs = 86_400_000
const afternoonFromHourEt = 12

/** A golf event's tee times of rounds one and two (ET), earliest first; 404 for an unknown event. */
export const listTeeTimes = async (db: DbOrTx, eventId: number): Promise<readonly TeeTime[]> => {
  if (!(await eventExists(db, eventId))) throw new HttpError(404, `Unknown event ${eventId}`)
  const rows = await listEventTeeTimes(db, eventId)
  return rows
    .flatMap(({ playerId, teeTime, firstName, lastName }) => {
      if (teeTime === null) return []
      const hourEt = Number(toEasternDateTime(teeTime).slice(11, 13))
      const shift = hourEt < afternoonFromHourEt ? waveGapMs : -waveGapMs
      return [
        {
          playerId,
          eventId,
          fullName: displayName({ firstName, lastName }),
          rd1TeeTime: toEasternDateTime(teeTime),
          rd2TeeTime: toEasternDateTime(new Date(teeTime.getTime() + dayMs + shift)),
          sortKey: teeTime.getTime(),
        },
      ]
    })
    .sort((a, b) => a.sortKey - b.sortKey || a.fullName.localeCompare(b.fullName))
    .map(({ sortKey: _sortKey, ...row }) => row)
}

/**
 * Each teammate's correlation with the player between two ET dates (SPEC §3 "Player card"
 * correlations); a player without a team has none.
 */
export const listPlayerCorrelations = async (
  db: DbOrTx,
  query: {
    readonly sportId: SportId
    readonly playerId: number
    readonly sourceId: SiteId
    readonly startDate: IsoDate
    readonly endDate: IsoDate
  },
): Promise<readonly TeammateCorrelation[]> => {
  const { player } = await requirePlayer(db, query.playerId)
  if (player.sportId !== query.sportId) {
    throw new HttpError(404, `Player ${query.playerId} does not play sport ${query.sportId}`)
  }
  if (query.startDate > query.endDate) {
    throw new HttpError(400, 'params.startDate: must not be after endDate')
  }
  if (player.teamId === null) return []
  const span = easternDaysSpan(query.startDate, query.endDate)
  const lines = await listTeamLines(db, player.teamId, span.from, span.to)
  const byPlayer = new Map<
    number,
    { playerId: number; fullName: string; position: string; points: Map<number, number> }
  >()
  for (const line of lines) {
    const points = pointsOn(line.fantasyPoints, query.sourceId)
    if (points === null) continue
    const entry = byPlayer.get(line.playerId) ?? {
      playerId: line.playerId,
      fullName: displayName(line),
      position: line.position,
      points: new Map<number, number>(),
    }
    entry.points.set(line.eventId, points)
    byPlayer.set(line.playerId, entry)
  }
  const own = byPlayer.get(query.playerId)?.points ?? new Map<number, number>()
  byPlayer.delete(query.playerId)
  return teammateCorrelations(own, [...byPlayer.values()])
}

/** A golfer's results at the event's earlier editions, newest first; 404 for an unknown event. */
export const listCourseHistory = async (db: DbOrTx, playerId: number, eventId: number) => {
  await requirePlayer(db, playerId)
  const event = await requireEvent(db, eventId)
  const rows = await listCourseLines(db, playerId, event)
  return rows.map(({ line, event: edition }) => ({
    eventId: edition.eventId,
    date: toEasternDay(edition.startsAt),
    eventTitle: edition.title,
    madeCut: line.stats.madeCut === undefined ? null : line.stats.madeCut === 1,
    stats: line.stats,
    fantasyPoints: line.fantasyPoints,
  }))
}
