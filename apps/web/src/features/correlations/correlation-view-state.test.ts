import {
  correlationViewSchema,
  correlationViewsRoute,
  type CorrelationFilter,
} from '@slatelab/contract/correlations.contract'
import { describe, expect, it } from 'vitest'
import { effectiveFilters, matrixCells } from './correlation-view-state'

const [example] = correlationViewsRoute.example.Views
const view = correlationViewSchema.parse({
  ...example,
  filters: [
    ...(example?.filters ?? []),
    {
      correlationFilterId: 2,
      filterName: 'Minimum games',
      filterType: 'minGames',
      numberValue1: 20,
    },
  ],
})

describe('what the page sends', () => {
  it('lays typed values over the view’s defaults; a value typed empty keeps the default', () => {
    const filters = effectiveFilters(
      view,
      {
        'Home/Away': { stringValue: 'home' },
        'Minimum games': { numberValue1: undefined },
        'Not in this view': { stringValue: 'away' },
      },
      [],
    )
    expect(
      filters.map((filter) => [filter.filterName, filter.stringValue, filter.numberValue1]),
    ).toEqual([
      ['Home/Away', 'home', null],
      ['Minimum games', null, 20],
    ])
  })

  it('adds the custom filters as custom', () => {
    const custom = {
      ...view.filters[0],
      filterName: 'Mine',
      filterType: 'condition',
    } as CorrelationFilter
    expect(effectiveFilters(view, {}, [custom]).at(-1)?.filterType).toBe('custom')
  })
})

describe('the table’s cells', () => {
  it('lists a teammates’ pair once, opponents’ pairs both ways, and no pair without games', () => {
    const row = (propertyName: string, sampleSizes: number[]) => ({
      propertyName,
      propertyHeader: propertyName,
      correlationValues: sampleSizes.map((games) => (games === 0 ? null : 0.3)),
      percentiles: sampleSizes.map((games) => (games === 0 ? null : 50)),
      sampleSizes,
    })
    // Columns: QB, WR1, Opp QB; rows: QB, WR1.
    const cells = matrixCells(view, [row('QB', [0, 570, 285]), row('WR1', [570, 0, 570])])
    expect(cells.map((cell) => `${cell.anchor}–${cell.other}`)).toEqual([
      'QB–WR1',
      'QB–Opp QB',
      'WR1–Opp QB',
    ])
  })
})
