/**
 * Stores a parsed Savant pitch file (statcast-csv.ts) beside the demo world's derived pitches:
 * its teams and players (an MLBAM id is matched once, then remembered; an unknown player is
 * found by name and team or added), one event per game, the pitches, and each imported side's
 * starter and batting order in `mlb_team_games`, so PlateIQ's slate calls list imported games.
 * Run inside the caller's transaction: a refused file stores nothing. Importing a file again
 * replaces its pitches.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import { bulkInsert } from '../../db/bulk-insert'
import type { DbOrTx } from '../../db/database'
import { events, mlbTeamGames, players, statcastPitches, statcastPlayers } from '../../db/schema'
import { easternDaysSpan } from '../../time/eastern-time'
import { refreshBatterGames } from './batter-games'
import { splitName } from '../../csv/player-names'
import type { SavantPitch, SavantPitchFile } from './statcast-csv'
import { playerKey, storedPlayerIds, storeTeams } from '../../db/repositories/store-teams'

/** What an import stored. */
export type StatcastSummary = {
  readonly pitches: number
  readonly plateAppearances: number
  readonly games: number
  readonly newTeams: number
  readonly newPlayers: number
  readonly newGames: number
}

/** Batting-order slots an imported side's order holds. */
const orderLength = 9

const storePlayers = async (
  tx: DbOrTx,
  file: SavantPitchFile,
  teamIds: ReadonlyMap<string, number>,
) => {
  // Each id's team and role as the file last shows them.
  const seen = new Map<number, { team: string; pitches: boolean }>()
  for (const { batter, pitcher, battingTeam, pitchingTeam } of file.pitches) {
    seen.set(pitcher, { team: pitchingTeam, pitches: true })
    if (seen.get(batter)?.pitches !== true) seen.set(batter, { team: battingTeam, pitches: false })
  }
  const mlbamIds = [...seen.keys()]
  const known = await tx
    .select()
    .from(statcastPlayers)
    .where(inArray(statcastPlayers.mlbamId, mlbamIds))
  const ids = new Map(known.map((row) => [row.mlbamId, row.playerId]))
  const unknown = mlbamIds.filter((id) => !ids.has(id))
  if (unknown.length === 0) return { ids, added: 0 }
  const byName = await storedPlayerIds(tx, sportIds.MLB)
  const nameOf = (id: number) => file.names.get(id) ?? `MLBAM ${id}`
  const missing = unknown.filter((id) => {
    const match = byName.get(playerKey(nameOf(id), teamIds.get(seen.get(id)?.team ?? '')))
    if (match !== undefined) ids.set(id, match)
    return match === undefined
  })
  if (missing.length > 0) {
    const added = await tx
      .insert(players)
      .values(
        missing.map((id) => ({
          sportId: sportIds.MLB,
          teamId: teamIds.get(seen.get(id)?.team ?? '') ?? null,
          ...splitName(nameOf(id)),
          // Savant names no fielding position; a batter is listed as a utility player.
          position: seen.get(id)?.pitches === true ? 'P' : 'UTIL',
        })),
      )
      .returning({ playerId: players.playerId })
    missing.forEach((id, index) => ids.set(id, added[index]?.playerId ?? 0))
  }
  await tx
    .insert(statcastPlayers)
    .values(unknown.map((mlbamId) => ({ mlbamId, playerId: ids.get(mlbamId) ?? 0 })))
  return { ids, added: missing.length }
}

type Game = { gamePk: number; date: IsoDate; home: string; away: string }

/**
 * The event of each game: the one its pitches were stored under before, else a stored MLB game
 * of the same day and teams (the demo world's or a game-log import's; the n-th game of a
 * doubleheader by `game_pk` takes the n-th), else a new one at noon Central (game logs'
 * convention, so the two imports meet) — a doubleheader's second four hours later.
 */
const storeGames = async (
  tx: DbOrTx,
  file: SavantPitchFile,
  teamIds: ReadonlyMap<string, number>,
) => {
  const games = new Map<number, Game>()
  for (const pitch of file.pitches) {
    const { gamePk, date, homeTeam: home, awayTeam: away } = pitch
    games.set(gamePk, { gamePk, date, home, away })
  }
  const before = await tx
    .selectDistinct({ gamePk: statcastPitches.gamePk, eventId: statcastPitches.eventId })
    .from(statcastPitches)
    .where(inArray(statcastPitches.gamePk, [...games.keys()]))
  const ids = new Map(before.map((row) => [row.gamePk, row.eventId]))
  const byDay = new Map<string, Game[]>()
  for (const game of games.values()) {
    const key = `${game.date}|${game.home}|${game.away}`
    byDay.set(key, [...(byDay.get(key) ?? []), game])
  }
  let added = 0
  for (const sameDay of byDay.values()) {
    const [first] = sameDay
    if (first === undefined) continue
    const homeTeamId = teamIds.get(first.home) ?? null
    const visitorTeamId = teamIds.get(first.away) ?? null
    const { from, to } = easternDaysSpan(first.date, first.date)
    const stored = await tx
      .select({ eventId: events.eventId })
      .from(events)
      .where(
        and(
          eq(events.sportId, sportIds.MLB),
          homeTeamId === null ? isNull(events.homeTeamId) : eq(events.homeTeamId, homeTeamId),
          visitorTeamId === null
            ? isNull(events.visitorTeamId)
            : eq(events.visitorTeamId, visitorTeamId),
          gte(events.startsAt, from),
          lt(events.startsAt, to),
        ),
      )
      .orderBy(events.startsAt, events.eventId)
    const sorted = sameDay.toSorted((a, b) => a.gamePk - b.gamePk)
    for (const [index, game] of sorted.entries()) {
      if (ids.has(game.gamePk)) continue
      const existing = stored[index]?.eventId
      if (existing !== undefined) {
        ids.set(game.gamePk, existing)
        continue
      }
      const [event] = await tx
        .insert(events)
        .values({
          sportId: sportIds.MLB,
          homeTeamId,
          visitorTeamId,
          title: `${game.away} @ ${game.home}`,
          startsAt: new Date(Date.parse(`${game.date}T18:00:00Z`) + index * 4 * 3_600_000),
        })
        .returning({ eventId: events.eventId })
      ids.set(game.gamePk, event?.eventId ?? 0)
      added += 1
    }
  }
  return { ids, added, games: games.size }
}

/**
 * Each imported side's starter (who threw its first pitch to the other side) and batting order
 * (its hitters by first plate appearance, up to nine), from every stored pitch of the events —
 * a second file for the same game completes the first. A demo-world side, with its plate log,
 * is left as it is.
 */
const storeTeamGames = async (tx: DbOrTx, eventIds: readonly number[]) => {
  const pitches = await tx
    .select({
      eventId: statcastPitches.eventId,
      atBatNumber: statcastPitches.atBatNumber,
      pitchNumber: statcastPitches.pitchNumber,
      battingTeamId: statcastPitches.battingTeamId,
      pitchingTeamId: statcastPitches.pitchingTeamId,
      batterId: statcastPitches.batterId,
      pitcherId: statcastPitches.pitcherId,
    })
    .from(statcastPitches)
    .where(inArray(statcastPitches.eventId, [...eventIds]))
    .orderBy(statcastPitches.eventId, statcastPitches.atBatNumber, statcastPitches.pitchNumber)
  const sides = new Map<
    string,
    { eventId: number; teamId: number; order: number[]; starterId: number | null }
  >()
  const sideOf = (eventId: number, teamId: number) => {
    const key = `${eventId}:${teamId}`
    const side = sides.get(key) ?? { eventId, teamId, order: [], starterId: null }
    sides.set(key, side)
    return side
  }
  for (const pitch of pitches) {
    const batting = sideOf(pitch.eventId, pitch.battingTeamId)
    if (batting.order.length < orderLength && !batting.order.includes(pitch.batterId)) {
      batting.order.push(pitch.batterId)
    }
    const pitching = sideOf(pitch.eventId, pitch.pitchingTeamId)
    pitching.starterId ??= pitch.pitcherId
  }
  await tx
    .delete(mlbTeamGames)
    .where(and(inArray(mlbTeamGames.eventId, [...eventIds]), isNull(mlbTeamGames.plays)))
  const rows = [...sides.values()].map((side) => ({
    eventId: side.eventId,
    teamId: side.teamId,
    projectedOrder: side.order,
    confirmedOrder: side.order,
    projectedStarterId: side.starterId,
    starterId: side.starterId,
    plays: null,
  }))
  if (rows.length > 0) await tx.insert(mlbTeamGames).values(rows).onConflictDoNothing()
}

/**
 * Stores the file's pitches.
 * @example await db.transaction((tx) => storeStatcast(tx, parseSavantPitches(text)))
 */
export const storeStatcast = async (
  tx: DbOrTx,
  file: SavantPitchFile,
): Promise<StatcastSummary> => {
  const storedTeams = await storeTeams(
    tx,
    sportIds.MLB,
    file.pitches.flatMap((pitch) => [pitch.homeTeam, pitch.awayTeam]),
  )
  const storedPlayers = await storePlayers(tx, file, storedTeams.ids)
  const storedGames = await storeGames(tx, file, storedTeams.ids)
  const keys = file.pitches.map(({ gamePk: g, atBatNumber: a, pitchNumber: n }) => ({ g, a, n }))
  await tx.execute(sql`
    delete from ${statcastPitches} using json_to_recordset(${JSON.stringify(keys)}::json)
      as k(g integer, a integer, n integer)
    where ${statcastPitches.gamePk} = k.g and ${statcastPitches.atBatNumber} = k.a
      and ${statcastPitches.pitchNumber} = k.n`)
  const idOf = (ids: ReadonlyMap<number | string, number>, key: number | string) =>
    ids.get(key) ?? 0
  await bulkInsert(
    tx,
    statcastPitches,
    file.pitches.map((pitch: SavantPitch) => ({
      gamePk: pitch.gamePk,
      atBatNumber: pitch.atBatNumber,
      pitchNumber: pitch.pitchNumber,
      eventId: idOf(storedGames.ids, pitch.gamePk),
      battingTeamId: idOf(storedTeams.ids, pitch.battingTeam),
      pitchingTeamId: idOf(storedTeams.ids, pitch.pitchingTeam),
      batterId: idOf(storedPlayers.ids, pitch.batter),
      pitcherId: idOf(storedPlayers.ids, pitch.pitcher),
      ...pitch.pitch,
    })),
  )
  const eventIds = [...new Set(storedGames.ids.values())]
  await storeTeamGames(tx, eventIds)
  await refreshBatterGames(tx, eventIds)
  return {
    pitches: file.pitches.length,
    plateAppearances: new Set(file.pitches.map((pitch) => `${pitch.gamePk}:${pitch.atBatNumber}`))
      .size,
    games: storedGames.games,
    newTeams: storedTeams.added,
    newPlayers: storedPlayers.added,
    newGames: storedGames.added,
  }
}
