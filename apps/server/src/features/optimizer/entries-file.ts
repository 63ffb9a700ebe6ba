/**
 * A site's entries file (shared/reference/dfs-rules.md §3), read for one slate: DraftKings'
 * `DKEntries.csv` (`Entry ID,Contest Name,Contest ID,Entry Fee,<slots…>`, cells `Name (ID)`)
 * or FanDuel's (`entry_id,contest_id,contest_name[,entry_fee],<slots…>`, cells `Id:Name`).
 * Both append instructions and the player list to the right of and below the entries; only
 * rows with an entry id count. An entry whose slots are filled holds a lineup.
 */
import { siteIds } from '@slatelab/domain/sites'
import { readCsvRows, headerKey } from '../../csv/csv-rows'
import { HttpError } from '../../http/http-error'
import type { SlatePool } from './slate-pool'

/** What reading and writing an entries file needs of a slate: site, format and players. */
export type EntriesPool = Pick<SlatePool, 'siteId' | 'format'> & {
  readonly players: readonly {
    readonly id: string
    readonly name: string
    readonly slotIds: Readonly<Record<string, string>>
  }[]
}

/** One entry: its columns as read, and the pool player id per slot (`''` where empty). */
export type EntryRow = {
  /** Line of the file, for messages. */
  readonly line: number
  readonly entryId: string
  readonly contestId: string
  readonly contestName: string
  readonly entryFee: string
  /** Every cell of the entry's columns (up to the last slot), as read. */
  readonly cells: readonly string[]
  readonly playerIds: readonly string[]
}

/** An entries file checked against its slate. */
export type EntriesFile = {
  readonly siteId: number
  /** Header cells up to the last slot column, as read. */
  readonly header: readonly string[]
  /** Column of each slot, in the format's slot order. */
  readonly slotColumns: readonly number[]
  readonly entries: readonly EntryRow[]
}

type Layout = {
  readonly siteId: number
  readonly siteName: string
  readonly entryId: number
  readonly contestId: number
  readonly contestName: number
  readonly entryFee: number | undefined
  readonly firstSlot: number
}

const layoutOf = (keys: readonly string[]): Layout | undefined => {
  if (keys[0] === 'entryid' && keys[1] === 'contestname' && keys[2] === 'contestid') {
    const fee = keys[3] === 'entryfee'
    return {
      siteId: siteIds.DraftKings,
      siteName: 'DraftKings',
      entryId: 0,
      contestName: 1,
      contestId: 2,
      entryFee: fee ? 3 : undefined,
      firstSlot: fee ? 4 : 3,
    }
  }
  if (keys[0] === 'entryid' && keys[1] === 'contestid' && keys[2] === 'contestname') {
    const fee = keys[3] === 'entryfee'
    return {
      siteId: siteIds.FanDuel,
      siteName: 'FanDuel',
      entryId: 0,
      contestId: 1,
      contestName: 2,
      entryFee: fee ? 3 : undefined,
      firstSlot: fee ? 4 : 3,
    }
  }
  return undefined
}

// DraftKings: `Name (ID)` or the id alone; FanDuel: `Id:Name` or the id alone.
const siteIdOfCell = (cell: string, siteId: number): string => {
  const trimmed = cell.trim()
  if (siteId === siteIds.FanDuel) return trimmed.split(':')[0]?.trim() ?? ''
  return /\((\w[\w-]*)\)\s*$/.exec(trimmed)?.[1] ?? trimmed
}

const readRows = (text: string) => {
  try {
    return readCsvRows(text)
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : String(error))
  }
}

/**
 * The entries of a site's entries file for `pool`'s slate: 400 naming the row and column for
 * a file of another site or roster, an entry without a contest id, or a held player not in
 * the slate's pool.
 * @example parseEntriesFile(text, pool).entries[0]?.playerIds // ['11191', '', …]
 */
export const parseEntriesFile = (text: string, pool: EntriesPool): EntriesFile => {
  const [header, ...body] = readRows(text)
  const layout = layoutOf(header?.cells.map(headerKey) ?? [])
  if (header === undefined || layout === undefined) {
    throw new HttpError(
      400,
      'Not an entries file: expected DraftKings’ Entry ID, Contest Name, Contest ID, Entry Fee or FanDuel’s entry_id, contest_id, contest_name',
    )
  }
  if (layout.siteId !== pool.siteId) {
    throw new HttpError(
      400,
      `A ${layout.siteName} entries file, but this slate is not on ${layout.siteName}`,
    )
  }
  const slots = pool.format.slots.map((slot) => slot.code)
  const slotColumns = slots.map((_, index) => layout.firstSlot + index)
  const fileSlots = slotColumns.map((column) => header.cells[column]?.trim() ?? '')
  // FanDuel single-game headers spell the multiplier out: `MVP - 1.5X Points`.
  const sameSlot = (cell: string, code: string) =>
    cell.toUpperCase() === code || cell.toUpperCase().startsWith(`${code} `)
  if (!fileSlots.every((cell, index) => sameSlot(cell, slots[index] ?? ''))) {
    throw new HttpError(
      400,
      `Row 1: the file's slots ${fileSlots.join(',')} are not this slate's ${slots.join(',')} (${pool.format.name})`,
    )
  }
  const lastColumn = layout.firstSlot + slots.length
  const poolIdOf = new Map<string, string>()
  for (const player of pool.players) {
    poolIdOf.set(player.id, player.id)
    for (const slotId of Object.values(player.slotIds)) poolIdOf.set(slotId, player.id)
  }
  const entries = body.flatMap((row): EntryRow[] => {
    const cells = row.cells.slice(0, lastColumn).map((cell) => cell.trim())
    const entryId = cells[layout.entryId] ?? ''
    if (!/^\d[\w-]*$/.test(entryId)) return []
    const contestId = cells[layout.contestId] ?? ''
    if (contestId === '') {
      throw new HttpError(400, `Row ${row.line}: entry ${entryId} has no contest id`)
    }
    const playerIds = slotColumns.map((column, slot) => {
      const cell = cells[column] ?? ''
      if (cell === '') return ''
      const siteId = siteIdOfCell(cell, layout.siteId)
      const playerId = poolIdOf.get(siteId)
      if (playerId === undefined) {
        throw new HttpError(
          400,
          `Row ${row.line}, column ${slots[slot] ?? ''}: player ${cell} is not in this slate's pool`,
        )
      }
      return playerId
    })
    return [
      {
        line: row.line,
        entryId,
        contestId,
        contestName: cells[layout.contestName] ?? '',
        entryFee: layout.entryFee === undefined ? '' : (cells[layout.entryFee] ?? ''),
        cells,
        playerIds,
      },
    ]
  })
  if (entries.length === 0) throw new HttpError(400, 'The entries file has no entries')
  return {
    siteId: layout.siteId,
    header: header.cells.slice(0, lastColumn).map((cell) => cell.trim()),
    slotColumns,
    entries,
  }
}

/** Whether an entry holds a lineup: every slot filled. */
export const holdsLineup = (entry: EntryRow): boolean => entry.playerIds.every((id) => id !== '')

/**
 * The file's rows with each entry's slots set to `lineupOf(entry)` (pool ids per slot; an
 * entry it answers undefined for keeps its cells): every other column stays as read. Cells
 * are the site's: DraftKings `Name (ID)`, FanDuel `Id:Name`, the slot's own id where it has
 * one (a captain).
 * @example entriesRows(file, pool, (entry) => lineups.get(entry.entryId))[1]?.[4] // 'Josh Allen (11191)'
 */
export const entriesRows = (
  file: EntriesFile,
  pool: EntriesPool,
  lineupOf: (entry: EntryRow) => readonly string[] | undefined,
): readonly (readonly string[])[] => {
  const byId = new Map(pool.players.map((player) => [player.id, player]))
  const cellOf = (playerId: string, slot: number) => {
    const player = byId.get(playerId)
    if (player === undefined) return ''
    const code = pool.format.slots[slot]?.code ?? ''
    const siteId = player.slotIds[code] ?? player.id
    return file.siteId === siteIds.FanDuel
      ? `${siteId}:${player.name}`
      : `${player.name} (${siteId})`
  }
  return [
    file.header,
    ...file.entries.map((entry) => {
      const lineup = lineupOf(entry)
      if (lineup === undefined) return entry.cells
      const cells = [...entry.cells]
      for (const [slot, column] of file.slotColumns.entries()) {
        cells[column] = cellOf(lineup[slot] ?? '', slot)
      }
      return cells
    }),
  ]
}
