/**
 * The user's lineups from an uploaded lineup CSV in the site's upload format (the header names
 * the roster slots, one lineup per row), as the optimizer exports it or DraftKings shows it:
 * a cell is a player id, `Name (id)` or FanDuel's `id:Name`. All or nothing: the first bad
 * row is the error.
 */
import Papa from 'papaparse'
import { maxUserLineups } from '@slatelab/contract/simlabs.contract'
import { HttpError } from '../../http/http-error'

// `Name (12345)` → 12345; `12345` → 12345; FanDuel `12345-678:Name` → 12345-678.
const idOfCell = (cell: string): string => {
  const trimmed = cell.trim()
  const bracketed = /\(([^()]+)\)\s*$/.exec(trimmed)
  if (bracketed?.[1] !== undefined) return bracketed[1].trim()
  const colon = trimmed.indexOf(':')
  return colon > 0 ? trimmed.slice(0, colon) : trimmed
}

/**
 * The lineups of a CSV as site player ids in slot order. The header's first `slots.length`
 * cells must be the format's slots (later columns, such as an entry's fee, are ignored).
 * @example parseLineupsCsv('QB,RB\n11191,11192\n', ['QB', 'RB']) // [['11191', '11192']]
 */
export const parseLineupsCsv = (
  csv: string,
  slots: readonly string[],
): readonly (readonly string[])[] => {
  const parsed = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: 'greedy' })
  const [header, ...rows] = parsed.data
  const headerSlots = (header ?? []).slice(0, slots.length).map((cell) => cell.trim())
  if (headerSlots.join(',').toUpperCase() !== slots.join(',').toUpperCase()) {
    throw new HttpError(
      400,
      `body.lineupsCsv: the header must start with ${slots.join(',')}, got ${headerSlots.join(',')}`,
    )
  }
  if (rows.length === 0) throw new HttpError(400, 'body.lineupsCsv: no lineups below the header')
  if (rows.length > maxUserLineups) {
    throw new HttpError(
      400,
      `body.lineupsCsv: at most ${maxUserLineups} lineups, got ${rows.length}`,
    )
  }
  return rows.map((row, index) => {
    const ids = slots.map((_, slot) => idOfCell(row[slot] ?? ''))
    if (ids.some((id) => id === '')) {
      throw new HttpError(400, `body.lineupsCsv: row ${index + 2} does not fill every slot`)
    }
    return ids
  })
}
