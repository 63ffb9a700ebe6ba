import type {
  GoalieGar,
  GoalieMatchup,
  GoalieSide,
  LineSkater,
} from '@slatelab/contract/hockey.contract'
import { errors } from '@slatelab/domain/errors'
import { siteIds } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { isoDateTime, type IsoDate } from '@slatelab/domain/units'
import type { DbOrTx } from '../../db/database'
import { displayName } from '../../db/repositories/players'
import { listEventsOfSportBetween, type EventWithTeams } from '../../db/repositories/sports-data'
import { HttpError } from '../../http/http-error'
import { easternDaysSpan } from '../../time/eastern-time'
import { allGames, listVegasLines } from '../vegas'
import { goaliePercentiles } from './goalie-percentiles'
import {
  listGoalieGar,
  listGoalieLinesBefore,
  listGoalieReports,
  listSalaries,
} from './hockey-repository'
import { nhlSeasonOf, seasonLabel } from './nhl-season'
import { listNhlLinesOf, powerPlayName } from './nhl-lines-repository'

// Sums of stored reals, shown to the tenth as Evolving-Hockey gives them.
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

type Report = Awaited<ReturnType<typeof listGoalieReports>>[number]

/**
 * The report a team's goalie stands by at `now`: the latest one already posted, or, before
 * the first is posted, the first (still unconfirmed).
 */
const currentReport = (reports: readonly Report[], startsAt: Date, now: Date) => {
  const posted = reports.filter(
    ({ report }) => startsAt.getTime() - report.minutesBefore * 60_000 <= now.getTime(),
  )
  // The repository orders a team's reports closest to the start first.
  return posted[0] ?? reports.at(-1)
}

/** The goalie a team starts by its current report, and how sure the report is. */
export type GoalieStart = {
  readonly goalieId: number
  readonly status: GoalieSide['goalieStatus']
}

/**
 * Each team's starting goalie in these events at `now` (its current report), by team id.
 * @example (await goalieStartsAt(db, [9100], now)).get(12)?.status // 'confirmed'
 */
export const goalieStartsAt = async (
  db: DbOrTx,
  events: readonly { readonly eventId: number; readonly startsAt: Date }[],
  now: Date,
): Promise<ReadonlyMap<number, GoalieStart>> => {
  const reports = await listGoalieReports(
    db,
    events.map((event) => event.eventId),
  )
  const starts = new Map<number, GoalieStart>()
  for (const event of events) {
    const ofEvent = reports.filter(({ report }) => report.eventId === event.eventId)
    for (const teamId of new Set(ofEvent.map(({ report }) => report.teamId))) {
      const current = currentReport(
        ofEvent.filter(({ report }) => report.teamId === teamId),
        event.startsAt,
        now,
      )
      if (current !== undefined) {
        starts.set(teamId, {
          goalieId: current.goalie.playerId,
          status: statusOf(current.report.status),
        })
      }
    }
  }
  return starts
}

/**
 * The day's NHL games as goalie matchups as of `now`, in start order; a game whose teams have
 * no goalie report is left out. A day without NHL games is an empty list (the page names the next
 * game day); 404 `No properties found in data` when the day's games have no report at all.
 */
export const listStartingGoalies = async (
  db: DbOrTx,
  date: IsoDate,
  now: Date,
): Promise<{ GoalieMatchups: readonly GoalieMatchup[] }> => {
  const { from, to } = easternDaysSpan(date, date)
  const games = await listEventsOfSportBetween(db, sportIds.NHL, from, to)
  const eventIds = games.map((game) => game.event.eventId)
  if (eventIds.length === 0) return { GoalieMatchups: [] }
  const [reports, lines, goalieLines, skaterLines] = await Promise.all([
    listGoalieReports(db, eventIds),
    listVegasLines(db, { sportId: sportIds.NHL, date, contestGroupId: allGames }, now),
    listGoalieLinesBefore(db, sportIds.NHL, from),
    listNhlLinesOf(db, eventIds),
  ])
  const goalieIds = [...new Set(reports.map(({ goalie }) => goalie.playerId))]
  const season = nhlSeasonOf(date)
  const [salaries, gar] = await Promise.all([
    listSalaries(db, sportIds.NHL, goalieIds, from, to),
    listGoalieGar(db, goalieIds, season),
  ])
  const salaryOf = (playerId: number, sourceId: number) =>
    salaries.find((row) => row.playerId === playerId && row.sourceId === sourceId)?.salary ?? null
  const lineOf = (eventId: number, teamId: number) =>
    lines.find((row) => row.eventId === eventId && row.teamId === teamId)?.moneyline ?? null
  const { byGoalie, allowedByTeam } = goaliePercentiles(goalieLines)
  const garOf = (playerId: number): GoalieGar | null => {
    const row = gar.find((stored) => stored.playerId === playerId)
    return row === undefined
      ? null
      : {
          season: seasonLabel(season),
          games: row.games,
          goalsSavedAboveExpected: rounded(row.goalsSavedAboveExpected),
          goalsAboveReplacement: rounded(row.goalsAboveReplacement),
        }
  }

  const sideOf = (
    game: EventWithTeams,
    team: NonNullable<EventWithTeams['home']>,
    opponentId: number,
  ): GoalieSide | undefined => {
    const report = currentReport(
      reports.filter(
        ({ report }) => report.eventId === game.event.eventId && report.teamId === team.teamId,
      ),
      game.event.startsAt,
      now,
    )
    if (report === undefined) return undefined
    const moneyline = lineOf(game.event.eventId, team.teamId)
    const goalie = byGoalie.get(report.goalie.playerId)
    const allowed = allowedByTeam.get(opponentId)
    return {
      teamId: team.teamId,
      teamName: team.city === '' ? team.name : `${team.city} ${team.name}`,
      teamShort: team.abbreviation,
      goalieId: report.goalie.playerId,
      goalieName: displayName(report.goalie),
      goalieHeadshotUrl: report.goalie.headshot,
      goalieStatus: statusOf(report.report.status),
      moneyline: moneyline?.current ?? null,
      moneylineChange: moneyline?.change ?? null,
      winProbability: moneyline?.winProbability ?? null,
      dkSalary: salaryOf(report.goalie.playerId, siteIds.DraftKings),
      fdSalary: salaryOf(report.goalie.playerId, siteIds.FanDuel),
      dkFptsPct: goalie?.dk ?? null,
      fdFptsPct: goalie?.fd ?? null,
      dkOppFptsPct: allowed?.dk ?? null,
      fdOppFptsPct: allowed?.fd ?? null,
      goalieGar: garOf(report.goalie.playerId),
      lines: teamLines(
        skaterLines.filter(
          (line) => line.eventId === game.event.eventId && line.teamId === team.teamId,
        ),
      ),
    }
  }

  const matchups = games.flatMap((game): GoalieMatchup[] => {
    const { home, visitor } = game
    if (home === null || visitor === null) return []
    const homeSide = sideOf(game, home, visitor.teamId)
    const visitorSide = sideOf(game, visitor, home.teamId)
    if (homeSide === undefined || visitorSide === undefined) return []
    return [
      {
        Properties: {
          eventId: game.event.eventId,
          eventDateTime: isoDateTime(game.event.startsAt.toISOString()),
          stadium: home.city || home.abbreviation,
          visitor: visitorSide,
          home: homeSide,
        },
      },
    ]
  })
  if (matchups.length === 0) throw new HttpError(404, errors.noPropertiesFound)
  return { GoalieMatchups: matchups }
}

const slotOrder: readonly LineSkater['slot'][] = ['LW', 'C', 'RW', 'D']

// Forward lines first (L1–L4), then the pairs (D1–D3).
const unitRank = (unit: string): number => (unit.startsWith('D') ? 10 : 0) + Number(unit.slice(1))

/** A team's stored lines as the call gives them: by unit, then LW, C, RW. */
const teamLines = (rows: Awaited<ReturnType<typeof listNhlLinesOf>>): LineSkater[] =>
  rows
    .map((row) => ({
      unit: row.unit,
      slot: slotOrder.find((slot) => slot === row.slot) ?? 'D',
      playerId: row.playerId,
      playerName: row.playerName,
      powerPlay: powerPlayName(row.powerPlayUnit),
    }))
    .sort(
      (a, b) =>
        unitRank(a.unit) - unitRank(b.unit) ||
        slotOrder.indexOf(a.slot) - slotOrder.indexOf(b.slot),
    )

const statuses = ['confirmed', 'expected', 'unconfirmed'] as const
const statusOf = (stored: string): GoalieSide['goalieStatus'] =>
  statuses.find((status) => status === stored) ?? 'unconfirmed'
