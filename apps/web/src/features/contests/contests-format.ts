/** Number formats of the contests dashboard. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const decimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const whole = new Intl.NumberFormat('en-US')

/**
 * Dollars: cents shown below $1 000, whole dollars above.
 * @example formatMoney(22.5) // '$22.50'
 * @example formatMoney(150000) // '$150,000'
 */
export const formatMoney = (value: number): string =>
  Math.abs(value) >= 1000 ? wholeDollars.format(value) : dollars.format(value)

/**
 * A count with thousands separators.
 * @example formatCount(150000) // '150,000'
 */
export const formatCount = (value: number): string => whole.format(value)

/**
 * A percentage to one decimal, or a dash for none.
 * @example formatShare(31.46) // '31.5%'
 */
export const formatShare = (value: number | null): string =>
  value === null ? '—' : `${decimal.format(value)}%`

/**
 * Points to one decimal, or a dash for none.
 * @example formatPoints(124.5) // '124.5'
 */
export const formatPoints = (value: number | null): string =>
  value === null ? '—' : decimal.format(value)

/**
 * ROI, a ratio, as a signed percentage.
 * @example formatRoi(2.1667) // '+216.7%'
 */
export const formatRoi = (value: number): string =>
  `${value > 0 ? '+' : ''}${decimal.format(value * 100)}%`

/**
 * Percentage points with a sign.
 * @example formatLeverage(-4.25) // '-4.3'
 */
export const formatLeverage = (value: number): string =>
  `${value > 0 ? '+' : ''}${decimal.format(value)}`
