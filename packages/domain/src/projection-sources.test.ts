import { describe, expect, it } from 'vitest'
import {
  findProjectionSource,
  projectionSiteOf,
  projectionSources,
  projectionSourceSchema,
} from './projection-sources'

describe('projection source mapping (SPEC §9)', () => {
  it.each([
    [3, 'fanDuel'],
    [9, 'fanDuel'],
    [4, 'draftKings'],
    [5, 'draftKings'],
    [8, 'draftKings'],
    [38, 'draftKingsShowdown'],
    [11, 'yahoo'],
    [7, 'fantasyDraft'],
    [16, 'superDraft'],
  ])('source %i reads %s fields', (sourceId, site) => {
    expect(projectionSiteOf(sourceId)).toBe(site)
  })

  it('maps nothing else', () => {
    expect(projectionSources.map((row) => row.projectionSourceId)).toEqual([
      3, 4, 5, 7, 8, 9, 11, 16, 38,
    ])
    expect(projectionSiteOf(1)).toBeUndefined()
  })

  it('ties each source to the site whose slates it fits, none for sites we do not host', () => {
    expect(findProjectionSource(38)).toEqual({
      projectionSourceId: 38,
      site: 'draftKingsShowdown',
      siteId: 4,
      variant: 'showdown',
    })
    expect(findProjectionSource(9)?.siteId).toBe(3)
    expect(findProjectionSource(16)?.siteId).toBeNull()
    for (const row of projectionSources) expect(projectionSourceSchema.parse(row)).toEqual(row)
  })
})
