/**
 * Stores a parsed game-log file (game-logs-csv.ts) as the demo world stores its box scores:
 * teams and players (found by sport, name and team, else added), one event per game and one
 * `player_game_stats` row per player-game with his DraftKings points. Run inside the caller's
 * transaction: a refused file stores nothing. Importing a file again replaces its points.
 */
import { siteIds } from '@slatelab/domain/sites'
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/database'
import { events, players, playerGameStats } from '../../db/schema'
import type { GameLogFile, GameLogRow } from './game-logs-csv'
import { ImportError } from '../../csv/import-error'
import { splitName } from '../../csv/player-names'
import { playerKey, storedPlayerIds, storeTeams } from '../../db/repositories/store-teams'

/** What an import stored. */
export type GameLogSummary = {
  readonly layout: GameLogFile['layout']
  readonly sportId: number
  readonly playerGames: number
  readonly games: number
  readonly newTeams: number
  readonly newPlayers: number
  readonly newGames: number
}

const chunkSize = 1_000
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) =>
    items.slice(index * chunkSize, (index + 1) * chunkSize),
  )

// Files without home and away (nflverse) list the alphabetically first team as the visitor.
const sidesOf = (row: GameLogRow) => {
  const isHome = row.isHome ?? row.team > row.opponent
  return isHome
    ? {
        home: row.team,
        visitor: row.opponent,
        homeScore: row.teamScore,
        visitorScore: row.opponentScore,
      }
    : {
        home: row.opponent,
        visitor: row.team,
        homeScore: row.opponentScore,
        visitorScore: row.teamScore,
      }
}

// A game starts at noon Central on its day (the files give days only), a doubleheader's second
// four hours later.
const startOf = (row: GameLogRow) =>
  new Date(Date.parse(`${row.date}T18:00:00Z`) + (row.gameNumber - 1) * 4 * 3_600_000)

const gameKey = (startsAt: Date, homeId: number, visitorId: number) =>
  `${startsAt.toISOString()}|${homeId}|${visitorId}`

const storePlayers = async (
  tx: DbOrTx,
  file: GameLogFile,
  teamIds: ReadonlyMap<string, number>,
) => {
  const ids = await storedPlayerIds(tx, file.sportId)
  const missing = new Map<string, GameLogRow>()
  for (const row of file.rows) {
    const key = playerKey(row.playerName, teamIds.get(row.team) ?? null)
    if (!ids.has(key) && !missing.has(key)) missing.set(key, row)
  }
  for (const batch of chunks([...missing.entries()])) {
    const added = await tx
      .insert(players)
      .values(
        batch.map(([, row]) => ({
          sportId: file.sportId,
          teamId: teamIds.get(row.team) ?? null,
          ...splitName(row.playerName),
          position: row.position,
        })),
      )
      .returning({ playerId: players.playerId })
    batch.forEach(([key], index) => ids.set(key, added[index]?.playerId ?? 0))
  }
  return {
    idOf: (row: GameLogRow) =>
      ids.get(playerKey(row.playerName, teamIds.get(row.team) ?? null)) ?? 0,
    added: missing.size,
  }
}

const storeGames = async (tx: DbOrTx, file: GameLogFile, teamIds: ReadonlyMap<string, number>) => {
  const starts = file.rows.map(startOf)
  const first = new Date(Math.min(...starts.map((start) => start.getTime())))
  const last = new Date(Math.max(...starts.map((start) => start.getTime())))
  const stored = await tx
    .select({
      eventId: events.eventId,
      startsAt: events.startsAt,
      homeTeamId: events.homeTeamId,
      visitorTeamId: events.visitorTeamId,
    })
    .from(events)
    .where(
      and(
        eq(events.sportId, file.sportId),
        gte(events.startsAt, first),
        lte(events.startsAt, last),
      ),
    )
  const ids = new Map(
    stored.map((event) => [
      gameKey(event.startsAt, event.homeTeamId ?? 0, event.visitorTeamId ?? 0),
      event.eventId,
    ]),
  )
  const keyOf = (row: GameLogRow) => {
    const { home, visitor } = sidesOf(row)
    return gameKey(startOf(row), teamIds.get(home) ?? 0, teamIds.get(visitor) ?? 0)
  }
  const missing = new Map<string, GameLogRow>()
  for (const row of file.rows) {
    const key = keyOf(row)
    if (!ids.has(key) && !missing.has(key)) missing.set(key, row)
  }
  for (const batch of chunks([...missing.entries()])) {
    const added = await tx
      .insert(events)
      .values(
        batch.map(([, row]) => {
          const { home, visitor, homeScore, visitorScore } = sidesOf(row)
          return {
            sportId: file.sportId,
            homeTeamId: teamIds.get(home) ?? null,
            visitorTeamId: teamIds.get(visitor) ?? null,
            title: `${visitor} @ ${home}`,
            startsAt: startOf(row),
            homeScore,
            visitorScore,
          }
        }),
      )
      .returning({ eventId: events.eventId })
    batch.forEach(([key], index) => ids.set(key, added[index]?.eventId ?? 0))
  }
  return {
    idOf: (row: GameLogRow) => ids.get(keyOf(row)) ?? 0,
    added: missing.size,
    games: ids.size,
  }
}

/**
 * Stores the file's player-games; refuses a player listed twice in one game.
 * @example await db.transaction((tx) => storeGameLogs(tx, parseGameLogs(text)))
 */
export const storeGameLogs = async (tx: DbOrTx, file: GameLogFile): Promise<GameLogSummary> => {
  const storedTeams = await storeTeams(
    tx,
    file.sportId,
    file.rows.flatMap((row) => [row.team, row.opponent]),
  )
  const storedPlayers = await storePlayers(tx, file, storedTeams.ids)
  const storedGames = await storeGames(tx, file, storedTeams.ids)
  const seen = new Map<string, number>()
  const lines = file.rows.map((row) => {
    const eventId = storedGames.idOf(row)
    const playerId = storedPlayers.idOf(row)
    const key = `${eventId}|${playerId}`
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      throw new ImportError(
        `${row.playerName} is listed twice for the game of ${row.date} (line ${earlier})`,
        {
          line: row.line,
        },
      )
    }
    seen.set(key, row.line)
    const stats: Record<string, number> = row.minutes === null ? {} : { minutes: row.minutes }
    return {
      eventId,
      playerId,
      stats,
      fantasyPoints: { [siteIds.DraftKings]: row.points },
    }
  })
  for (const batch of chunks(lines)) {
    await tx
      .insert(playerGameStats)
      .values(batch)
      .onConflictDoUpdate({
        target: [playerGameStats.eventId, playerGameStats.playerId],
        set: { fantasyPoints: sql`excluded.fantasy_points`, stats: sql`excluded.stats` },
      })
  }
  return {
    layout: file.layout,
    sportId: file.sportId,
    playerGames: lines.length,
    games: new Set(lines.map((line) => line.eventId)).size,
    newTeams: storedTeams.added,
    newPlayers: storedPlayers.added,
    newGames: storedGames.added,
  }
}
