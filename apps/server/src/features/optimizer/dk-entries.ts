/**
 * Reads a DraftKings entries file (`DKEntries.csv`, shared/reference file formats): a header
 * `Entry ID,Contest Name,Contest ID,Entry Fee,<slots…>` and one row per entry. The site
 * appends its player list to the right of the first rows and below them; only rows with an
 * entry id count.
 */
import type { DkEntry } from '@slatelab/engine/optimizer/upload-csv'
import { readCsvRows, headerKey } from '../../csv/csv-rows'
import { HttpError } from '../../http/http-error'

const readRows = (text: string) => {
  try {
    return readCsvRows(text)
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : String(error))
  }
}

/**
 * The entries of a DKEntries.csv, in file order; 400 when the header is not one.
 * @example parseDkEntries('Entry ID,Contest Name,Contest ID,Entry Fee,QB\n1,NFL $5,9,$5,\n')[0]?.entryId // '1'
 */
export const parseDkEntries = (text: string): readonly DkEntry[] => {
  const [header, ...body] = readRows(text)
  const keys = header?.cells.map(headerKey) ?? []
  if (keys[0] !== 'entryid' || keys[1] !== 'contestname' || keys[2] !== 'contestid') {
    throw new HttpError(
      400,
      'Not a DraftKings entries file: expected Entry ID, Contest Name, Contest ID, Entry Fee',
    )
  }
  // Slots run up to the first empty header cell (the site's instructions follow it).
  const end = keys.indexOf('', 4)
  const slotCount = (end < 0 ? keys.length : end) - 4
  return body
    .map((row) => row.cells.map((cell) => cell.trim()))
    .filter((cells) => /^\d+$/.test(cells[0] ?? ''))
    .map(([entryId = '', contestName = '', contestId = '', entryFee = '', ...rest]) => {
      const slots = rest.slice(0, slotCount)
      const held = slots.length > 0 && slots.every((cell) => cell !== '')
      return { entryId, contestName, contestId, entryFee, ...(held ? { heldCells: slots } : {}) }
    })
}
