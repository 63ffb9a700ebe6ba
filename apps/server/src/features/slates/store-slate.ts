/**
 * Stores a parsed salary file in one transaction the caller opened: teams, events, players
 * and the slate. Players are found by their site id where a slate of the same site already
 * lists it, else by normalised name and team among imported players, else created.
 */
import { slateTimeZone } from '@slatelab/domain/constants'
import { formatInTimeZone } from 'date-fns-tz'
import type { SlateImportSummary } from '@slatelab/contract/imports.contract'
import type { DbOrTx } from '../../db/database'
import { ensureTeams, insertEvents, insertPlayers } from '../../db/repositories/imported-entities'
import {
  findPlayersBySitePlayerIds,
  findSlateIdentity,
  listImportedEvents,
  listImportedPlayers,
  saveImportedSlate,
} from './slates-repository'
import { importedId } from '../../db/import-ids'
import { normalizeName, splitName } from '../../csv/player-names'
import {
  easternInstant,
  unknownStartTime,
  type SlateFile,
  type SlateFilePlayer,
  type SlateGame,
} from './slate-file'

const dayMs = 86_400_000
const easternDay = (instant: Date) => formatInTimeZone(instant, slateTimeZone, 'yyyy-MM-dd')

/** Event ids by game key: reuses an imported event of the same teams (or title) and day. */
const storeEvents = async (db: DbOrTx, file: SlateFile, teamIds: ReadonlyMap<string, number>) => {
  if (file.games.length === 0) return { ids: new Map<string, number>(), matched: 0, created: 0 }
  let first = Infinity
  let last = -Infinity
  for (const game of file.games) {
    first = Math.min(first, game.startsAt.getTime())
    last = Math.max(last, game.startsAt.getTime())
  }
  const existing = (
    await listImportedEvents(db, file.sportId, new Date(first - dayMs), new Date(last + dayMs))
  ).map((event) => ({ ...event, day: easternDay(event.startsAt) }))
  const claimed = new Set<number>()
  const ids = new Map<string, number>()
  const fresh: SlateGame[] = []
  // Known times first, so a doubleheader's games each claim the event at their own time.
  for (const game of [...file.games].sort((a, b) => Number(b.timeKnown) - Number(a.timeKnown))) {
    const homeTeamId = game.home === undefined ? null : (teamIds.get(game.home) ?? null)
    const visitorTeamId = game.visitor === undefined ? null : (teamIds.get(game.visitor) ?? null)
    const day = easternDay(game.startsAt)
    const candidates = existing.filter(
      (event) =>
        !claimed.has(event.eventId) &&
        event.day === day &&
        (game.home === undefined
          ? event.title === game.title
          : event.homeTeamId === homeTeamId && event.visitorTeamId === visitorTeamId),
    )
    const match =
      candidates.find((event) => event.startsAt.getTime() === game.startsAt.getTime()) ??
      candidates[0]
    if (match) {
      claimed.add(match.eventId)
      ids.set(game.key, match.eventId)
    } else {
      fresh.push(game)
    }
  }
  const created = await insertEvents(
    db,
    fresh.map((game) => ({
      sportId: file.sportId,
      homeTeamId: game.home === undefined ? null : (teamIds.get(game.home) ?? null),
      visitorTeamId: game.visitor === undefined ? null : (teamIds.get(game.visitor) ?? null),
      title: game.title,
      startsAt: game.startsAt,
    })),
  )
  fresh.forEach((game, index) => {
    const eventId = created[index]
    if (eventId !== undefined) ids.set(game.key, eventId)
  })
  return { ids, matched: file.games.length - fresh.length, created: fresh.length }
}

const playerKey = (name: string, teamId: number | null) => `${normalizeName(name)}|${teamId ?? ''}`

/** Player ids by player key (name + team): one player per key, however many rows list him. */
const storePlayers = async (
  db: DbOrTx,
  file: SlateFile,
  teamIdOf: (player: SlateFilePlayer) => number | null,
) => {
  const groups = new Map<string, SlateFilePlayer[]>()
  for (const player of file.players) {
    const key = playerKey(player.name, teamIdOf(player))
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [player])
    else group.push(player)
  }
  const bySiteId = await findPlayersBySitePlayerIds(
    db,
    file.siteId,
    file.sportId,
    file.players.map((player) => player.sitePlayerId),
  )
  const teamIds = [...new Set(file.players.map(teamIdOf))].filter((id): id is number => id !== null)
  const byName = new Map<string, number>()
  for (const row of await listImportedPlayers(db, file.sportId, teamIds)) {
    const key = playerKey(`${row.firstName} ${row.lastName}`, row.teamId)
    if (!byName.has(key)) byName.set(key, row.playerId)
  }
  const ids = new Map<string, number>()
  const toCreate: { key: string; player: SlateFilePlayer }[] = []
  let matchedBySiteId = 0
  let matchedByName = 0
  for (const [key, rows] of groups) {
    const siteMatch = rows
      .map((row) => bySiteId.get(row.sitePlayerId))
      .find((id) => id !== undefined)
    const nameMatch = byName.get(key)
    if (siteMatch !== undefined) {
      ids.set(key, siteMatch)
      matchedBySiteId += 1
    } else if (nameMatch !== undefined) {
      ids.set(key, nameMatch)
      matchedByName += 1
    } else {
      // A captain row lists the player's real position too; prefer a flex row all the same.
      const player =
        rows.find((row) => !['CPT', 'MVP'].includes(row.rosterPositions[0] ?? '')) ?? rows[0]
      if (player) toCreate.push({ key, player })
    }
  }
  const created = await insertPlayers(
    db,
    toCreate.map(({ player }) => ({
      sportId: file.sportId,
      teamId: teamIdOf(player),
      ...splitName(player.name),
      position: player.positions[0] ?? '',
    })),
  )
  toCreate.forEach(({ key }, index) => {
    const playerId = created[index]
    if (playerId !== undefined) ids.set(key, playerId)
  })
  return {
    idOf: (player: SlateFilePlayer) => ids.get(playerKey(player.name, teamIdOf(player))),
    counts: { matchedBySiteId, matchedByName, created: toCreate.length },
  }
}

/**
 * The slate's id: derived from its sport, site, date and site player ids, stepping past an
 * id that a different slate holds.
 */
const slateIdOf = async (db: DbOrTx, file: SlateFile) => {
  const sitePlayerIds = file.players.map((player) => player.sitePlayerId).sort()
  const key = [file.sportId, file.siteId, file.date, sitePlayerIds.join(',')].join('|')
  for (let attempt = 0; ; attempt += 1) {
    const contestGroupId = importedId(key, attempt)
    const existing = await findSlateIdentity(db, contestGroupId)
    if (existing === undefined) return { contestGroupId, replacedExisting: false }
    const same =
      existing.sportId === file.sportId &&
      existing.sourceId === file.siteId &&
      easternDay(existing.startsAt) === file.date &&
      existing.sitePlayerIds.join(',') === sitePlayerIds.join(',')
    if (same) return { contestGroupId, replacedExisting: true }
  }
}

const slateNames = (file: SlateFile) => {
  const games = file.games.length
  if (file.variant === 'showdown') {
    const title = file.games[0]?.title ?? 'Single game'
    return { displayName: `Showdown ${title}`, displayNameShort: 'Showdown' }
  }
  return {
    displayName: `Imported (${games} ${games === 1 ? 'game' : 'games'})`,
    displayNameShort: 'Imported',
  }
}

const requirePlayerId = (playerId: number | undefined, player: SlateFilePlayer): number => {
  if (playerId === undefined) throw new Error(`No player stored for line ${player.line}`)
  return playerId
}

/** Writes the slate of a parsed salary file; run it inside the import's transaction. */
export const storeSlate = async (db: DbOrTx, file: SlateFile): Promise<SlateImportSummary> => {
  const abbreviations = [
    ...file.players.map((player) => player.team),
    ...file.games.flatMap((game) => [game.home, game.visitor]),
  ].filter((team): team is string => team !== undefined)
  const teams = await ensureTeams(db, file.sportId, abbreviations)
  const teamIdOf = (player: SlateFilePlayer) =>
    player.team === undefined ? null : (teams.ids.get(player.team) ?? null)
  const events = await storeEvents(db, file, teams.ids)
  const players = await storePlayers(db, file, teamIdOf)
  const { contestGroupId, replacedExisting } = await slateIdOf(db, file)

  const firstStart = file.games
    .map((game) => game.startsAt)
    .reduce<Date | undefined>(
      (min, start) => (min === undefined || start < min ? start : min),
      undefined,
    )
  await saveImportedSlate(
    db,
    {
      contestGroupId,
      sportId: file.sportId,
      sourceId: file.siteId,
      draftGroupId: file.draftGroupId ?? contestGroupId,
      startsAt: firstStart ?? easternInstant(file.date, unknownStartTime),
      contestSuffix: '',
      ...slateNames(file),
      variant: file.variant,
      isSimLabs: false,
    },
    [...events.ids.values()],
    file.players.map((player) => ({
      playerId: requirePlayerId(players.idOf(player), player),
      sitePlayerId: player.sitePlayerId,
      teamId: teamIdOf(player),
      salary: player.salary,
      positions: [...player.positions],
      rosterPositions: [...player.rosterPositions],
    })),
  )
  return {
    contestGroupId,
    sportId: file.sportId,
    sourceId: file.siteId,
    variant: file.variant,
    layout: file.layout,
    date: file.date,
    rows: file.players.length,
    players: players.counts,
    teamsCreated: teams.created,
    events: { matched: events.matched, created: events.created },
    replacedExisting,
  }
}
