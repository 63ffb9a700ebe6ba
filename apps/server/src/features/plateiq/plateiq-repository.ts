/** What PlateIQ reads and the demo world writes: MLB team games (lineups, plate logs). */
import { and, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm'
import { bulkInsert } from '../../db/bulk-insert'
import type { DbOrTx } from '../../db/database'
import { inIds } from '../../db/in-ids'
import type { BattingFigures } from '@slatelab/engine/statcast/statcast-metrics'
import { events, mlbTeamGames, players, slatePlayers, statcastSeasonBatting } from '../../db/schema'

type NewMlbTeamGame = typeof mlbTeamGames.$inferInsert

/** Replaces the MLB team games of these events. */
export const replaceMlbTeamGames = async (
  db: DbOrTx,
  eventIds: readonly number[],
  rows: readonly NewMlbTeamGame[],
): Promise<void> => {
  if (eventIds.length === 0) return
  await db.delete(mlbTeamGames).where(inArray(mlbTeamGames.eventId, [...eventIds]))
  await bulkInsert(db, mlbTeamGames, rows)
}

/** The team games (both sides) of these events. */
export const listTeamGamesOfEvents = (db: DbOrTx, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(mlbTeamGames)
        .where(inArray(mlbTeamGames.eventId, [...eventIds]))

const playedTeamGames = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      eventId: mlbTeamGames.eventId,
      teamId: mlbTeamGames.teamId,
      confirmedOrder: mlbTeamGames.confirmedOrder,
      starterId: mlbTeamGames.starterId,
      plays: mlbTeamGames.plays,
      startsAt: events.startsAt,
    })
    .from(mlbTeamGames)
    .innerJoin(events, eq(events.eventId, mlbTeamGames.eventId))
    .where(and(where, isNotNull(mlbTeamGames.plays)))

/** The played team games (both sides, with the start) of events starting in `[from, to)`. */
export const listPlayedTeamGames = (db: DbOrTx, from: Date, to: Date) =>
  playedTeamGames(db, and(gte(events.startsAt, from), lt(events.startsAt, to)))

/** The played team games (both sides, with the start) of these events. */
export const listPlayedTeamGamesOfEvents = (db: DbOrTx, eventIds: readonly number[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : playedTeamGames(db, inArray(mlbTeamGames.eventId, [...eventIds]))

/** Players by id with their names, position and team. */
export const listPlayersById = (db: DbOrTx, playerIds: readonly number[]) =>
  playerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          playerId: players.playerId,
          firstName: players.firstName,
          lastName: players.lastName,
          position: players.position,
          teamId: players.teamId,
        })
        .from(players)
        .where(inIds(players.playerId, playerIds))

/** Each listed player's salary on the slate. */
export const listSlateSalaries = (db: DbOrTx, contestGroupId: number) =>
  db
    .select({ playerId: slatePlayers.playerId, salary: slatePlayers.salary })
    .from(slatePlayers)
    .where(eq(slatePlayers.contestGroupId, contestGroupId))

/** These players' imported Savant season lines of `season`, by player id. */
export const listSeasonBatting = async (
  db: DbOrTx,
  season: number,
  playerIds: readonly number[],
): Promise<ReadonlyMap<number, BattingFigures>> => {
  if (playerIds.length === 0) return new Map()
  const rows = await db
    .select({ playerId: statcastSeasonBatting.playerId, figures: statcastSeasonBatting.figures })
    .from(statcastSeasonBatting)
    .where(
      and(
        eq(statcastSeasonBatting.season, season),
        inIds(statcastSeasonBatting.playerId, playerIds),
      ),
    )
  return new Map(rows.map((row) => [row.playerId, row.figures]))
}
