import { describe, expect, it } from 'vitest'
import {
  findSite,
  requireSite,
  salaryCapOf,
  siteIdSchema,
  siteIds,
  sites,
  siteSchema,
} from './sites'

describe('sites', () => {
  it('gives DraftKings 4, FanDuel 3 and Yahoo 11', () => {
    expect(siteIds).toEqual({ DraftKings: 4, FanDuel: 3, Yahoo: 11 })
    expect(sites.map((site) => [site.sourceId, site.code, site.displayName])).toEqual([
      [4, 'DK', 'DraftKings'],
      [3, 'FD', 'FanDuel'],
      [11, 'Y', 'Yahoo'],
    ])
    for (const site of sites) expect(siteSchema.parse(site)).toEqual(site)
  })

  it('accepts only site ids', () => {
    expect(siteIdSchema.safeParse(11).success).toBe(true)
    expect(siteIdSchema.safeParse(5).success).toBe(false)
  })

  it('findSite returns undefined and requireSite throws for a projection-only source', () => {
    expect(findSite(3)?.code).toBe('FD')
    expect(findSite(5)).toBeUndefined()
    expect(() => requireSite(5)).toThrow('Unknown site id: 5')
  })
})

describe('salary caps (reference/dfs-rules.md §1)', () => {
  it.each([
    [4, 1, 'classic', 50_000],
    [4, 1, 'showdown', 50_000],
    [4, 2, 'classic', 50_000],
    [4, 10, 'classic', 50_000],
    [3, 1, 'classic', 60_000],
    [3, 1, 'showdown', 60_000],
    [3, 2, 'classic', 60_000],
    [3, 3, 'classic', 35_000],
    [3, 4, 'classic', 55_000],
    [3, 5, 'classic', 60_000],
    [3, 10, 'classic', 50_000],
    [11, 1, 'classic', 200],
    [11, 3, 'classic', 200],
  ] as const)('site %i sport %i %s has a cap of %i', (siteId, sportId, variant, cap) => {
    expect(salaryCapOf(siteId, sportId, variant)).toBe(cap)
  })

  it('defaults to classic and returns undefined where no cap is known', () => {
    expect(salaryCapOf(3, 3)).toBe(35_000)
    expect(salaryCapOf(11, 25)).toBeUndefined()
    expect(salaryCapOf(4, 1, 'tiers')).toBeUndefined()
  })
})
