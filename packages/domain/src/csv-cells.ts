/**
 * The product's rule for a cell of any CSV it writes (OWASP's CSV injection advice), shared by
 * the server's and the web app's writers: a spreadsheet runs a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula, so such a cell gets a leading `'` —
 * unless it is a plain number, which keeps exports of points and spreads usable.
 */

const plainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

const formulaStart = /^[=+\-@\t\r]/

/**
 * The cell as a spreadsheet shows it as text; plain numbers, ids and `Name (id)` cells are
 * kept as they are.
 * @example neutralizedCell('=HYPERLINK("x")') // `'=HYPERLINK("x")`
 * @example neutralizedCell('-2+3') // "'-2+3"
 * @example neutralizedCell('-2.5') // '-2.5'
 */
export const neutralizedCell = (cell: string): string =>
  formulaStart.test(cell) && !plainNumber.test(cell) ? `'${cell}` : cell
