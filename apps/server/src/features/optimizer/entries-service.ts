/**
 * Entries across contests (docs/late-swap.md): an uploaded entries file grouped by contest,
 * filled from a build without replacing a lineup an entry already holds (unless the user
 * names that entry), and written back with every entry id and column.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { contests, optimizerBuilds } from '../../db/schema'
import { HttpError } from '../../http/http-error'
import { writeCsv } from '../../csv/csv-writer'
import { siteIds } from '@slatelab/domain/sites'
import {
  optimizeRequestSchema,
  type OptimizeResult,
} from '@slatelab/engine/optimizer/optimizer-request'
import {
  entriesRows,
  type EntriesPool,
  holdsLineup,
  parseEntriesFile,
  type EntriesFile,
  type EntryRow,
} from './entries-file'
import type { SlatePool } from './slate-pool'

/** The known facts of a contest on the slate (null where the file's contest is not stored). */
type ContestFacts = { readonly contestSize: number | null; readonly maxEntries: number | null }

/**
 * The entries file of a slate, checked: 400 naming the row when an entry's contest is not one
 * of the slate's stored contests (a slate without stored contests takes any).
 */
export const readEntries = async (db: Db, pool: SlatePool, csv: string) => {
  const file = parseEntriesFile(csv, pool)
  const stored = await db
    .select()
    .from(contests)
    .where(eq(contests.contestGroupId, pool.contestGroupId))
  const factsOf = new Map<string, ContestFacts>(
    stored.map((row) => [
      String(row.contestId),
      { contestSize: row.contestSize, maxEntries: row.multiEntryMax },
    ]),
  )
  if (stored.length > 0) {
    const unknown = file.entries.find((entry) => !factsOf.has(entry.contestId))
    if (unknown !== undefined) {
      throw new HttpError(
        400,
        `Row ${unknown.line}: contest ${unknown.contestId} is not a contest of this slate`,
      )
    }
  }
  return { file, factsOf }
}

const lineupKey = (playerIds: readonly string[]) => [...playerIds].sort().join(',')

/**
 * Lineups for the entries: an entry holding a lineup keeps it unless its id is in `replace`;
 * the others take the build's lineups in order, continuing through the build from contest to
 * contest (so contests get different lineups while there are enough) and never twice in the
 * same contest. An entry left without a lineup (the build is too small) stays empty.
 * @example assignLineups(entries, lineups, new Set()).get('4401') // ['11191', …]
 */
export const assignLineups = (
  entries: readonly EntryRow[],
  lineups: readonly (readonly string[])[],
  replace: ReadonlySet<string>,
): ReadonlyMap<string, readonly string[]> => {
  const assigned = new Map<string, readonly string[]>()
  const inContest = new Map<string, Set<string>>()
  const keysOf = (contestId: string) => {
    const keys = inContest.get(contestId) ?? new Set<string>()
    inContest.set(contestId, keys)
    return keys
  }
  const open = entries.filter((entry) => replace.has(entry.entryId) || !holdsLineup(entry))
  for (const entry of entries) {
    if (open.includes(entry)) continue
    assigned.set(entry.entryId, entry.playerIds)
    keysOf(entry.contestId).add(lineupKey(entry.playerIds))
  }
  let cursor = 0
  for (const entry of open) {
    const keys = keysOf(entry.contestId)
    for (let tried = 0; tried < lineups.length; tried += 1) {
      const lineup = lineups[(cursor + tried) % lineups.length] ?? []
      if (keys.has(lineupKey(lineup))) continue
      assigned.set(entry.entryId, lineup)
      keys.add(lineupKey(lineup))
      cursor = (cursor + tried + 1) % lineups.length
      break
    }
  }
  return assigned
}

/** Players' shares over entries and over distinct lineups, percent, highest first. */
const exposuresOf = (pool: SlatePool, lineups: readonly (readonly string[])[]) => {
  const full = lineups.filter((lineup) => lineup.length > 0 && lineup.every((id) => id !== ''))
  const distinct = [...new Map(full.map((lineup) => [lineupKey(lineup), lineup])).values()]
  const count = (set: readonly (readonly string[])[]) => {
    const counts = new Map<string, number>()
    for (const lineup of set) for (const id of lineup) counts.set(id, (counts.get(id) ?? 0) + 1)
    return counts
  }
  const byEntry = count(full)
  const byLineup = count(distinct)
  const nameOf = new Map(pool.players.map((player) => [player.id, player.name]))
  const pct = (part: number, whole: number) =>
    whole === 0 ? 0 : Number(((100 * part) / whole).toFixed(2))
  return [...byEntry]
    .map(([playerId, entries]) => ({
      playerId,
      name: nameOf.get(playerId) ?? playerId,
      entries,
      entryPct: pct(entries, full.length),
      lineups: byLineup.get(playerId) ?? 0,
      lineupPct: pct(byLineup.get(playerId) ?? 0, distinct.length),
    }))
    .sort((a, b) => b.entries - a.entries || a.name.localeCompare(b.name))
}

/**
 * The entries grouped by contest in file order, each entry with its lineup (pool ids per
 * slot, empty when it holds none), and exposures over entries and over distinct lineups.
 */
export const describeEntries = (
  pool: SlatePool,
  file: EntriesFile,
  factsOf: ReadonlyMap<string, ContestFacts>,
  lineupOf: (entry: EntryRow) => readonly string[] = (entry) => entry.playerIds,
) => {
  const groups = new Map<string, EntryRow[]>()
  for (const entry of file.entries) {
    groups.set(entry.contestId, [...(groups.get(entry.contestId) ?? []), entry])
  }
  const byId = new Map(pool.players.map((player) => [player.id, player]))
  const slots = pool.format.slots.map((slot) => slot.code)
  const lineups = file.entries.map(lineupOf)
  return {
    slots,
    contests: [...groups.values()].map((entries) => {
      const [first] = entries
      const facts = factsOf.get(first?.contestId ?? '')
      return {
        contestId: first?.contestId ?? '',
        contestName: first?.contestName ?? '',
        entryFee: first?.entryFee ?? '',
        contestSize: facts?.contestSize ?? null,
        maxEntries: facts?.maxEntries ?? null,
        entries: entries.map((entry) => {
          const lineup = lineupOf(entry)
          return {
            entryId: entry.entryId,
            held: holdsLineup(entry),
            players: lineup.every((id) => id === '')
              ? []
              : lineup.map((id, slot) => ({
                  slot: slots[slot] ?? '',
                  id,
                  name: byId.get(id)?.name ?? '',
                  injuryStatus: byId.get(id)?.injuryStatus ?? null,
                })),
          }
        }),
      }
    }),
    exposures: exposuresOf(pool, lineups),
  }
}

/**
 * A done build of the user on this slate, as player ids per slot: 404 for another user's or
 * an unknown build, 400 for a build of another slate, 409 while it is not done.
 */
export const requireBuildLineups = async (
  db: Db,
  userId: number,
  buildId: string,
  contestGroupId: number,
) => {
  const [row] = await db
    .select()
    .from(optimizerBuilds)
    .where(and(eq(optimizerBuilds.buildId, buildId), eq(optimizerBuilds.userId, userId)))
  if (row === undefined) throw new HttpError(404, `Unknown build ${buildId}`)
  if (row.contestGroupId !== contestGroupId) {
    throw new HttpError(400, `body.buildId: build ${buildId} is of another slate`)
  }
  if (row.result === null) throw new HttpError(409, `Build ${buildId} is ${row.status}, not done`)
  const request = optimizeRequestSchema.parse(row.request)
  const result = row.result as OptimizeResult
  return { row, request, result, lineups: result.lineups.map((lineup) => lineup.playerIds) }
}

/**
 * The entries file with the lineups of `lineupOf`, as the site takes it back: DraftKings
 * unquoted with `Name (ID)` cells, FanDuel with every cell quoted.
 */
export const entriesCsv = (
  file: EntriesFile,
  pool: EntriesPool,
  lineupOf: (entry: EntryRow) => readonly string[] | undefined,
): string =>
  writeCsv(entriesRows(file, pool, lineupOf), { quoteEvery: file.siteId === siteIds.FanDuel })
