/**
 * Site upload files for built lineups (shared/reference/dfs-rules.md §3): the slot header in
 * upload-column order, one lineup per row. DraftKings and Yahoo take player ids; FanDuel
 * takes quoted `Id:Name` cells. A slot with its own id (the DraftKings captain row) uses it.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import { siteIds } from '@slatelab/domain/sites'
import type { BuiltLineup, OptimizerPlayer } from './optimizer-request'

/**
 * Most lineups per upload file by site: DraftKings 500, FanDuel 250 (Yahoo: as DraftKings).
 * @example maxUploadLineups(3) // 250
 */
export const maxUploadLineups = (siteId: number): number => (siteId === siteIds.FanDuel ? 250 : 500)

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`

const cellOf = (player: OptimizerPlayer | undefined, slotCode: string, siteId: number) => {
  if (player === undefined) return ''
  const id = player.slotIds[slotCode] ?? player.id
  return siteId === siteIds.FanDuel ? `${id}:${player.name}` : id
}

/**
 * The upload CSV of `lineups` (header plus one row per lineup). Throws above the site's limit.
 * @example toUploadCsv(format, lineups, players) // 'QB,RB,RB,WR,WR,WR,TE,FLEX,DST\n11191,…'
 */
export const toUploadCsv = (
  format: RosterFormat,
  lineups: readonly BuiltLineup[],
  players: readonly OptimizerPlayer[],
): string => {
  const limit = maxUploadLineups(format.siteId)
  if (lineups.length > limit) {
    throw new Error(`A ${format.name} upload takes at most ${limit} lineups, got ${lineups.length}`)
  }
  const byId = new Map(players.map((player) => [player.id, player]))
  const fanDuel = format.siteId === siteIds.FanDuel
  const line = (cells: readonly string[]) => (fanDuel ? cells.map(quoted) : cells).join(',')
  const rows = lineups.map((lineup) =>
    line(
      format.slots.map((slot, index) =>
        cellOf(byId.get(lineup.playerIds[index] ?? ''), slot.code, format.siteId),
      ),
    ),
  )
  return [line(format.slots.map((slot) => slot.code)), ...rows].join('\n') + '\n'
}

/** One entry of a DraftKings entries file (`DKEntries.csv`). */
export type DkEntry = {
  readonly entryId: string
  readonly contestName: string
  readonly contestId: string
  readonly entryFee: string
}

const csvCell = (cell: string) => (/[",\n]/.test(cell) ? quoted(cell) : cell)

/**
 * The DraftKings entries file with lineups assigned to entries in order (lineup 1 to the
 * first entry); cells are `Name (ID)`. Entries beyond the lineups keep empty slots.
 * @example fillDkEntries(entries, format, lineups, players).split('\n')[0] // 'Entry ID,Contest Name,Contest ID,Entry Fee,QB,…'
 */
export const fillDkEntries = (
  entries: readonly DkEntry[],
  format: RosterFormat,
  lineups: readonly BuiltLineup[],
  players: readonly OptimizerPlayer[],
): string => {
  const byId = new Map(players.map((player) => [player.id, player]))
  const header = [
    'Entry ID',
    'Contest Name',
    'Contest ID',
    'Entry Fee',
    ...format.slots.map((slot) => slot.code),
  ]
  const rows = entries.map((entry, index) => {
    const lineup = lineups[index]
    const cells = format.slots.map((slot, slotIndex) => {
      const player = byId.get(lineup?.playerIds[slotIndex] ?? '')
      return player === undefined
        ? ''
        : `${player.name} (${player.slotIds[slot.code] ?? player.id})`
    })
    return [entry.entryId, entry.contestName, entry.contestId, entry.entryFee, ...cells]
      .map(csvCell)
      .join(',')
  })
  return [header.join(','), ...rows].join('\n') + '\n'
}
