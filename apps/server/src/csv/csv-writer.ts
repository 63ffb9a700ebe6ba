/**
 * Writing CSV files for download, beside the reading toolkit. Every CSV the server answers
 * goes through here, so every one is safe to open in a spreadsheet.
 */
import { neutralizedCell } from '@slatelab/domain/csv-cells'

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`

/** How a file is written: every cell quoted (FanDuel's upload file) or only where needed. */
export type CsvWriteOptions = { readonly quoteEvery?: boolean }

/**
 * The CSV text of `rows`, one line each ended by `\n`; cells neutralised, then quoted where
 * they hold a comma, a quote or a line break (RFC 4180), or all of them with `quoteEvery`.
 * @example writeCsv([['Player', 'Own%'], ['Allen, Josh', '31.5'], ['@SUM(A1)', '-3']]) // 'Player,Own%\n"Allen, Josh",31.5\n\'@SUM(A1),-3\n'
 */
export const writeCsv = (
  rows: readonly (readonly string[])[],
  { quoteEvery = false }: CsvWriteOptions = {},
): string =>
  rows
    .map((row) =>
      row
        .map(neutralizedCell)
        .map((cell) => (quoteEvery || /[",\r\n]/.test(cell) ? quoted(cell) : cell))
        .join(','),
    )
    .map((line) => `${line}\n`)
    .join('')
