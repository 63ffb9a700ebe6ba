/**
 * What the hockey calls read: goalie reports, goalie salaries, goalie box scores, teams' game
 * totals, imported team game logs and imported GAR tables.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, max, sql, type AnyColumn } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import {
  contestGroups,
  events,
  goalieReports,
  nhlGoalieGar,
  nhlSkaterGar,
  nhlTeamGames,
  lineTeamId,
  playerGameStats,
  players,
  slatePlayers,
} from '../../db/schema'

/** The events' goalie reports with the goalie named, each team's oldest first. */
export const listGoalieReports = (db: DbOrTx, eventIds: readonly number[]) =>
  db
    .select({ report: goalieReports, goalie: players })
    .from(goalieReports)
    .innerJoin(players, eq(players.playerId, goalieReports.playerId))
    .where(inArray(goalieReports.eventId, [...eventIds]))
    .orderBy(
      asc(goalieReports.eventId),
      asc(goalieReports.teamId),
      asc(goalieReports.minutesBefore),
    )

/** Each player's highest salary per site on the sport's slates starting in `[from, to)`. */
export const listSalaries = (
  db: DbOrTx,
  sportId: number,
  playerIds: readonly number[],
  from: Date,
  to: Date,
) =>
  db
    .select({
      playerId: slatePlayers.playerId,
      sourceId: contestGroups.sourceId,
      salary: max(slatePlayers.salary),
    })
    .from(slatePlayers)
    .innerJoin(contestGroups, eq(contestGroups.contestGroupId, slatePlayers.contestGroupId))
    .where(
      and(
        eq(contestGroups.sportId, sportId),
        gte(contestGroups.startsAt, from),
        lt(contestGroups.startsAt, to),
        inArray(slatePlayers.playerId, [...playerIds]),
      ),
    )
    .groupBy(slatePlayers.playerId, contestGroups.sourceId)

/** The box-score lines of the sport's goalies (position `G`) in events before `before`. */
export const listGoalieLinesBefore = (db: DbOrTx, sportId: number, before: Date) =>
  db
    .select({
      playerId: playerGameStats.playerId,
      teamId: lineTeamId(),
      homeTeamId: events.homeTeamId,
      visitorTeamId: events.visitorTeamId,
      stats: playerGameStats.stats,
      fantasyPoints: playerGameStats.fantasyPoints,
    })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .innerJoin(players, eq(players.playerId, playerGameStats.playerId))
    .where(and(eq(events.sportId, sportId), eq(players.position, 'G'), lt(events.startsAt, before)))

/**
 * Each team's totals in each finished game of the sport before `before`: shots on goal, shots
 * its skaters blocked, and fantasy points per site id, with the event's teams and score.
 */
export const listTeamGameTotalsBefore = (db: DbOrTx, sportId: number, before: Date) =>
  db
    .select({
      eventId: events.eventId,
      startsAt: events.startsAt,
      teamId: lineTeamId(),
      homeTeamId: events.homeTeamId,
      visitorTeamId: events.visitorTeamId,
      homeScore: events.homeScore,
      visitorScore: events.visitorScore,
      shotsOnGoal: sql<number>`coalesce(sum((${playerGameStats.stats}->>'shotsOnGoal')::real), 0)`,
      blockedShots: sql<number>`coalesce(sum((${playerGameStats.stats}->>'blockedShots')::real), 0)`,
      dkPoints: sql<number>`coalesce(sum((${playerGameStats.fantasyPoints}->>'4')::real), 0)`,
      fdPoints: sql<number>`coalesce(sum((${playerGameStats.fantasyPoints}->>'3')::real), 0)`,
      yahooPoints: sql<number>`coalesce(sum((${playerGameStats.fantasyPoints}->>'11')::real), 0)`,
    })
    .from(playerGameStats)
    .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
    .innerJoin(players, eq(players.playerId, playerGameStats.playerId))
    .where(
      and(eq(events.sportId, sportId), lt(events.startsAt, before), isNotNull(events.homeScore)),
    )
    .groupBy(events.eventId, lineTeamId())

/** The imported NHL team game logs of days from `from` until before `before` (ISO days). */
export const listImportedTeamGames = (db: DbOrTx, from: string, before: string) =>
  db
    .select()
    .from(nhlTeamGames)
    .where(and(gte(nhlTeamGames.playedOn, from), lt(nhlTeamGames.playedOn, before)))

// Sums of a GAR column; null when every row's figure is.
const sumOf = (column: AnyColumn) => sql<number | null>`sum(${column})::real`

/** The goalies' imported GAR of a season, each goalie's teams summed. */
export const listGoalieGar = (db: DbOrTx, playerIds: readonly number[], season: number) =>
  db
    .select({
      playerId: nhlGoalieGar.playerId,
      games: sql<number>`sum(${nhlGoalieGar.games})::int`,
      goalsSavedAboveExpected: sumOf(nhlGoalieGar.goalsSavedAboveExpected),
      goalsAboveReplacement: sumOf(nhlGoalieGar.goalsAboveReplacement),
    })
    .from(nhlGoalieGar)
    .where(and(inArray(nhlGoalieGar.playerId, [...playerIds]), eq(nhlGoalieGar.season, season)))
    .groupBy(nhlGoalieGar.playerId)

/**
 * Each team's imported GAR of a season with the minutes behind it (rows with both only), its
 * goalies' and its skaters' apart.
 */
export const listTeamGar = async (db: DbOrTx, season: number) => {
  const totals = (table: typeof nhlGoalieGar | typeof nhlSkaterGar) =>
    db
      .select({
        teamId: table.teamId,
        gar: sql<number>`sum(${table.goalsAboveReplacement})::real`,
        minutes: sql<number>`sum(${table.minutes})::real`,
      })
      .from(table)
      .where(
        and(
          eq(table.season, season),
          isNotNull(table.goalsAboveReplacement),
          isNotNull(table.minutes),
        ),
      )
      .groupBy(table.teamId)
  const [goalies, skaters] = await Promise.all([totals(nhlGoalieGar), totals(nhlSkaterGar)])
  return { goalies, skaters }
}
