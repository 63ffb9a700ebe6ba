/**
 * Site upload files for built lineups (shared/reference/dfs-rules.md §3): the slot header in
 * upload-column order, one lineup per row. DraftKings and Yahoo take player ids; FanDuel
 * takes quoted `Id:Name` cells. A slot with its own id (the DraftKings captain row) uses it.
 * These give the files' cells; the server writes them as CSV text (neutralising formulas).
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import { siteIds } from '@slatelab/domain/sites'
import type { BuiltLineup, OptimizerPlayer } from './optimizer-request'

/**
 * Most lineups per upload file by site: DraftKings 500, FanDuel 250 (Yahoo: as DraftKings).
 * @example maxUploadLineups(3) // 250
 */
export const maxUploadLineups = (siteId: number): number => (siteId === siteIds.FanDuel ? 250 : 500)

/** A file's cells, header row first; `quoteEvery` when the site wants every cell quoted. */
export type SiteCsvFile = {
  readonly rows: readonly (readonly string[])[]
  readonly quoteEvery: boolean
}

const cellOf = (player: OptimizerPlayer | undefined, slotCode: string, siteId: number) => {
  if (player === undefined) return ''
  const id = player.slotIds[slotCode] ?? player.id
  return siteId === siteIds.FanDuel ? `${id}:${player.name}` : id
}

/**
 * The upload file of `lineups` (header plus one row per lineup). Throws above the site's limit.
 * @example uploadFile(format, lineups, players).rows[0] // ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST']
 */
export const uploadFile = (
  format: RosterFormat,
  lineups: readonly BuiltLineup[],
  players: readonly OptimizerPlayer[],
): SiteCsvFile => {
  const limit = maxUploadLineups(format.siteId)
  if (lineups.length > limit) {
    throw new Error(`A ${format.name} upload takes at most ${limit} lineups, got ${lineups.length}`)
  }
  const byId = new Map(players.map((player) => [player.id, player]))
  const rows = lineups.map((lineup) =>
    format.slots.map((slot, index) =>
      cellOf(byId.get(lineup.playerIds[index] ?? ''), slot.code, format.siteId),
    ),
  )
  return {
    rows: [format.slots.map((slot) => slot.code), ...rows],
    quoteEvery: format.siteId === siteIds.FanDuel,
  }
}

/** One entry of a DraftKings entries file (`DKEntries.csv`). */
export type DkEntry = {
  readonly entryId: string
  readonly contestName: string
  readonly contestId: string
  readonly entryFee: string
  /** The slot cells as uploaded when the entry already holds a lineup (every slot filled). */
  readonly heldCells?: readonly string[]
}

/**
 * The DraftKings entries file with lineups assigned in order to the entries without one
 * (lineup 1 to the first empty entry); an entry holding a lineup keeps it. Cells are
 * `Name (ID)`. Entries beyond the lineups keep empty slots.
 * @example filledDkEntries(entries, format, lineups, players).rows[0] // ['Entry ID', 'Contest Name', 'Contest ID', 'Entry Fee', 'QB', …]
 */
export const filledDkEntries = (
  entries: readonly DkEntry[],
  format: RosterFormat,
  lineups: readonly BuiltLineup[],
  players: readonly OptimizerPlayer[],
): SiteCsvFile => {
  const byId = new Map(players.map((player) => [player.id, player]))
  const header = [
    'Entry ID',
    'Contest Name',
    'Contest ID',
    'Entry Fee',
    ...format.slots.map((slot) => slot.code),
  ]
  let next = 0
  const rows = entries.map((entry) => {
    if (entry.heldCells !== undefined) {
      return [entry.entryId, entry.contestName, entry.contestId, entry.entryFee, ...entry.heldCells]
    }
    const lineup = lineups[next]
    next += 1
    const cells = format.slots.map((slot, slotIndex) => {
      const player = byId.get(lineup?.playerIds[slotIndex] ?? '')
      return player === undefined
        ? ''
        : `${player.name} (${player.slotIds[slot.code] ?? player.id})`
    })
    return [entry.entryId, entry.contestName, entry.contestId, entry.entryFee, ...cells]
  })
  return { rows: [header, ...rows], quoteEvery: false }
}
