/**
 * A contest's payout table: `Place_lo,Place_hi,Payout`, places `Place_lo`–`Place_hi` each
 * winning `Payout` dollars (`1,1,10000` … `3006,4505,12`).
 */
import { requireColumn, wholeNumber, type Column } from '../../csv/cell-values'
import { cellAt, findColumns, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError, shown } from '../../csv/import-error'

/** One band of the table, money in cents. */
export type PayoutBand = {
  readonly placeFrom: number
  readonly placeTo: number
  readonly payoutCents: number
}

const dollarsToCents = (row: CsvRow, column: Column): number => {
  const cell = cellAt(row, column.index).replace(/^\$/, '').replaceAll(',', '')
  if (!/^\d+(\.\d{1,2})?$/.test(cell)) {
    throw new ImportError(
      `expected an amount in dollars such as "25" or "2.50", got ${shown(cell)}`,
      {
        line: row.line,
        field: column.name,
      },
    )
  }
  return Math.round(Number(cell) * 100)
}

/**
 * Parses a payout table; bands must be in place order, without gaps or overlaps.
 * @example parsePayouts('Place_lo,Place_hi,Payout\n1,1,1000\n2,5,250') // [{ placeFrom: 1, placeTo: 1, payoutCents: 100000 }, { placeFrom: 2, placeTo: 5, payoutCents: 25000 }]
 */
export const parsePayouts = (text: string): readonly PayoutBand[] => {
  const [header, ...body] = readCsvRows(text)
  if (header === undefined) throw new ImportError('the payout table is empty', { line: 1 })
  const found = findColumns(header.cells, {
    from: ['placelo'],
    to: ['placehi'],
    payout: ['payout'],
  })
  const columns = {
    from: requireColumn(header, found.from, 'Place_lo'),
    to: requireColumn(header, found.to, 'Place_hi'),
    payout: requireColumn(header, found.payout, 'Payout'),
  }
  let nextPlace = 1
  return body.map((row) => {
    const placeFrom = wholeNumber(row, columns.from)
    const placeTo = wholeNumber(row, columns.to)
    if (placeFrom !== nextPlace) {
      throw new ImportError(
        `expected place ${nextPlace} (bands in order, no gaps), got ${placeFrom}`,
        {
          line: row.line,
          field: columns.from.name,
        },
      )
    }
    if (placeTo < placeFrom) {
      throw new ImportError(`${placeTo} is before Place_lo ${placeFrom}`, {
        line: row.line,
        field: columns.to.name,
      })
    }
    nextPlace = placeTo + 1
    return { placeFrom, placeTo, payoutCents: dollarsToCents(row, columns.payout) }
  })
}

/**
 * What each entry wins by rank. Entries tied on a rank share the prizes of the places they
 * cover equally (DraftKings' rule), rounded down to the cent.
 * @example payoutsByRank([1, 1, 3], [{ placeFrom: 1, placeTo: 1, payoutCents: 300 }, { placeFrom: 2, placeTo: 3, payoutCents: 100 }]) // [200, 200, 100]
 */
export const payoutsByRank = (
  ranks: readonly number[],
  bands: readonly PayoutBand[],
): readonly number[] => {
  const prizeOf = (place: number) =>
    bands.find((band) => place >= band.placeFrom && place <= band.placeTo)?.payoutCents ?? 0
  const tied = new Map<number, number>()
  for (const rank of ranks) tied.set(rank, (tied.get(rank) ?? 0) + 1)
  const shareOf = new Map<number, number>()
  for (const [rank, count] of tied) {
    let pool = 0
    for (let place = rank; place < rank + count; place += 1) pool += prizeOf(place)
    shareOf.set(rank, Math.floor(pool / count))
  }
  return ranks.map((rank) => shareOf.get(rank) ?? 0)
}

/**
 * The money a table pays out in all, in cents.
 * @example totalPrizesCents([{ placeFrom: 1, placeTo: 6000, payoutCents: 5000 }]) // 30000000
 */
export const totalPrizesCents = (bands: readonly PayoutBand[]): number =>
  bands.reduce((sum, band) => sum + (band.placeTo - band.placeFrom + 1) * band.payoutCents, 0)
