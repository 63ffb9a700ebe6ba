/** Number formats of the ownership and contests dashboards. */

const percentFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/**
 * A percentage to one decimal, or a dash for none.
 * @example formatPercent(31.46) // '31.5%'
 */
export const formatPercent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : `${percentFormat.format(value)}%`

/**
 * A salary in site units as dollars.
 * @example formatSalary(7200) // '$7,200'
 */
export const formatSalary = (value: number): string => moneyFormat.format(value)

/**
 * Fantasy points to one decimal, or a dash before the games are played.
 * @example formatPoints(23.45) // '23.5'
 */
export const formatPoints = (value: number | null): string =>
  value === null ? '—' : percentFormat.format(value)
