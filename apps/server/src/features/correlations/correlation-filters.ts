/**
 * What a view's filters keep (docs/correlations.md "Filters"): the date range read in SQL, the
 * anchors' team-games kept for the engine, and the games a cell needs. A filter without a value
 * (the page sends the view's defaults where the user typed none) keeps everything.
 */
import {
  correlationFilterTypes,
  type ConditionOperator,
  type ConditionProperty,
  type CorrelationFilter,
} from '@slatelab/contract/correlations.contract'
import { defaultCorrelationSettings } from '@slatelab/domain/constants'
import type { IsoDate } from '@slatelab/domain/units'
import type { ContextLine } from '../../db/repositories/game-lines'
import { defaultMinGames } from './system-views'

const activeOf = (filters: readonly CorrelationFilter[], type: CorrelationFilter['filterType']) =>
  filters.filter((filter) => filter.active && filter.filterType === type)

/**
 * The view's America/Chicago date range: its date filter's dates, else 2011-07-02 to `today`.
 * @example dateRangeOf([], '2026-11-24') // { start: '2011-07-02', end: '2026-11-24' }
 */
export const dateRangeOf = (
  filters: readonly CorrelationFilter[],
  today: IsoDate,
): { readonly start: IsoDate; readonly end: IsoDate } => {
  const [range] = activeOf(filters, correlationFilterTypes.dateRange)
  return {
    start: range?.startDate ?? defaultCorrelationSettings.startDate,
    end: range?.endDate ?? today,
  }
}

/**
 * The games a cell needs to show a value.
 * @example minGamesOf([]) // 20
 */
export const minGamesOf = (filters: readonly CorrelationFilter[]): number =>
  activeOf(filters, correlationFilterTypes.minGames)[0]?.numberValue1 ?? defaultMinGames

const holds = (
  value: number | null,
  operator: ConditionOperator,
  first: number,
  second: number | null,
): boolean => {
  if (value === null) return false
  switch (operator) {
    case 'less than':
      return value < first
    case 'greater than':
      return value > first
    case 'equals':
      return value === first
    case 'between':
      return second === null ? value >= first : value >= first && value <= second
  }
}

type AnchorTest = (line: ContextLine) => boolean

const conditionTest = (filter: CorrelationFilter): AnchorTest | undefined => {
  const first = filter.numberValue1
  if (first === null || filter.stringValue === null) return undefined
  const property = filter.propertyName as ConditionProperty
  const operator = filter.stringValue as ConditionOperator
  return (line) => holds(line[property], operator, first, filter.numberValue2)
}

const filterTest = (
  filter: CorrelationFilter,
  divisionOf: (teamId: number) => string | undefined,
): AnchorTest | undefined => {
  switch (filter.filterType) {
    case correlationFilterTypes.location:
      if (filter.stringValue === 'home') return (line) => line.isHome
      if (filter.stringValue === 'away') return (line) => !line.isHome
      return undefined
    case correlationFilterTypes.favorite:
      if (filter.stringValue === 'favorite') return (line) => (line.spread ?? 0) < 0
      if (filter.stringValue === 'underdog') return (line) => (line.spread ?? 0) > 0
      return undefined
    case correlationFilterTypes.division:
      return (line) => {
        const division = divisionOf(line.teamId)
        return division !== undefined && division === divisionOf(line.opponentId)
      }
    case correlationFilterTypes.condition:
    case correlationFilterTypes.custom:
      return conditionTest(filter)
    default:
      return undefined
  }
}

/**
 * Whether an anchor's team-game passes every active filter.
 * @example anchorFilter([{ ...homeFilter, stringValue: 'home' }], () => undefined)(line) // line.isHome
 */
export const anchorFilter = (
  filters: readonly CorrelationFilter[],
  divisionOf: (teamId: number) => string | undefined,
): AnchorTest => {
  const tests = filters
    .filter((filter) => filter.active)
    .flatMap((filter) => filterTest(filter, divisionOf) ?? [])
  return (line) => tests.every((test) => test(line))
}
