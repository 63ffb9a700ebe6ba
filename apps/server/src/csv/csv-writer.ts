/**
 * Writing CSV files for download, beside the reading toolkit. Every CSV the server answers
 * goes through here, so every one is safe to open in a spreadsheet.
 */

/** A plain number such as `-2.5`, `+3` or `12`: written as is, never mistaken for a formula. */
const plainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/

/**
 * The cell as a spreadsheet shows it as text: a cell a spreadsheet would run as a formula
 * gets a leading `'`; plain numbers, ids and `Name (id)` cells are kept as they are.
 * @example neutralizedCell('=HYPERLINK("x")') // `'=HYPERLINK("x")`
 * @example neutralizedCell('-2.5') // '-2.5'
 */
export const neutralizedCell = (cell: string): string =>
  formulaStart.test(cell) && !plainNumber.test(cell) ? `'${cell}` : cell

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
