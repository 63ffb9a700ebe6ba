/**
 * What the page sends for a view (SPEC §4): the user's typed filter values over the view's
 * defaults, a default wherever the user typed nothing, and the custom filters he added.
 */
import {
  correlationFilterTypes,
  type CorrelationFilter,
  type CorrelationResult,
  type CorrelationView,
} from '@slatelab/contract/correlations.contract'

/** The values a user can type into a filter; absent ones keep the view's default. */
export type TypedFilterValues = Partial<
  Pick<
    CorrelationFilter,
    'active' | 'stringValue' | 'numberValue1' | 'numberValue2' | 'startDate' | 'endDate'
  >
>

/** Typed values by filter name: the same name in another view takes them too. */
export type TypedFilters = Readonly<Record<string, TypedFilterValues>>

/**
 * The filters as sent: each of the view's with the typed values laid over its defaults, then
 * the user's custom filters.
 * @example effectiveFilters(view, { 'Home/Away': { stringValue: 'home' } }, [])
 */
export const effectiveFilters = (
  view: CorrelationView,
  typed: TypedFilters,
  customs: readonly CorrelationFilter[],
): CorrelationFilter[] => [
  ...view.filters.map((filter) => {
    const values = typed[filter.filterName] ?? {}
    // A value typed as empty is none: the default stands.
    const entered = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
    )
    return { ...filter, ...entered }
  }),
  ...customs.map((filter) => ({ ...filter, filterType: correlationFilterTypes.custom })),
]

/**
 * The view as fetched or saved back.
 * @example effectiveView(view, {}, []).filters === view.filters // equal values
 */
export const effectiveView = (
  view: CorrelationView,
  typed: TypedFilters,
  customs: readonly CorrelationFilter[],
): CorrelationView => ({ ...view, filters: effectiveFilters(view, typed, customs) })

/** One cell of the matrix as the table lists it. */
export type CorrelationCell = {
  readonly key: string
  readonly rowItemId: number
  readonly columnItemId: number
  readonly anchor: string
  readonly other: string
  readonly correlation: number | null
  readonly percentile: number | null
  readonly games: number
}

/**
 * Every cell of a result that games show, row by row, a teammates' pair once (the table's rows).
 * @example matrixCells(view, result)[0] // { anchor: 'QB', other: 'WR1', correlation: 0.46, … }
 */
export const matrixCells = (
  view: CorrelationView,
  result: readonly CorrelationResult[],
): CorrelationCell[] => {
  // Teammates' pairs read the same both ways (QB–WR1, WR1–QB): the table lists each once.
  const listed = new Set<string>()
  return result.flatMap((row, rowIndex) => {
    const rowItem = view.rows[rowIndex]
    if (rowItem === undefined) return []
    return view.columns.flatMap((column, columnIndex): CorrelationCell[] => {
      const games = row.sampleSizes[columnIndex] ?? 0
      const pair = [rowItem.propertyName, column.propertyName].sort().join(':')
      const symmetric = column.correlationItemType === 'team' ? `team:${pair}` : undefined
      // A pair no game shows (a QB and his own team's QB) is no cell.
      if (games === 0 || (symmetric !== undefined && listed.has(symmetric))) return []
      if (symmetric !== undefined) listed.add(symmetric)
      return [
        {
          key: `${rowItem.correlationItemId}:${column.correlationItemId}`,
          rowItemId: rowItem.correlationItemId,
          columnItemId: column.correlationItemId,
          anchor: row.propertyHeader,
          other: column.propertyHeader,
          correlation: row.correlationValues[columnIndex] ?? null,
          percentile: row.percentiles[columnIndex] ?? null,
          games,
        },
      ]
    })
  })
}
