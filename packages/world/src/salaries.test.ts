import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import { maxSalaryOf, minSalaryOf, priceSalary, salaryRangeOf } from './salaries'
import type { MainSportId, StarterSiteId } from './site-positions'

const sitesAndSports = ([4, 3] as const).flatMap((siteId: StarterSiteId) =>
  ([1, 2, 3, 4, 5] as const).map((sportId: MainSportId) => [siteId, sportId] as const),
)
const positions = [
  'QB',
  'RB',
  'WR',
  'TE',
  'K',
  'DST',
  'PG',
  'SG',
  'SF',
  'PF',
  'C',
  'SP',
  '1B',
].concat(['2B', '3B', 'SS', 'OF', 'DH', 'W', 'D', 'G'])

describe('salary bounds', () => {
  it.each([
    [4, 1, 11_100],
    [4, 2, 12_500],
    [4, 3, 10_000],
    [4, 4, 11_100],
    [4, 5, 16_600],
    [3, 1, 13_300],
    [3, 2, 13_300],
    [3, 3, 7_700],
    [3, 4, 12_200],
    [3, 5, 20_000],
  ] as const)(
    'site %i sport %i pays at most %i (cap / slots × 2, down to 100)',
    (site, sport, max) => {
      expect(maxSalaryOf(site, sport)).toBe(max)
    },
  )

  it.each([
    [4, 2, 3000],
    [4, 1, 3000],
    [4, 3, 2000],
    [4, 4, 2500],
    [4, 5, 6000],
    [3, 2, 3500],
    [3, 3, 2000],
    [3, 5, 7000],
  ] as const)('site %i sport %i pays at least %i', (site, sport, min) => {
    expect(minSalaryOf(site, sport)).toBe(min)
  })

  it.each(sitesAndSports)(
    'site %i sport %i keeps every band inside its bounds',
    (siteId, sportId) => {
      const bands = positions.flatMap((position) => salaryRangeOf(siteId, sportId, position) ?? [])
      expect(bands.length).toBeGreaterThan(0)
      for (const band of bands) {
        expect(band.min % 100).toBe(0)
        expect(band.max % 100).toBe(0)
        expect(band.min).toBeGreaterThanOrEqual(minSalaryOf(siteId, sportId))
        expect(band.max).toBeLessThanOrEqual(maxSalaryOf(siteId, sportId))
        expect(band.min).toBeLessThan(band.max)
      }
    },
  )

  it('has no band for a kicker', () => {
    expect(salaryRangeOf(4, 1, 'K')).toBeUndefined()
    expect(salaryRangeOf(3, 1, 'K')).toBeUndefined()
  })
})

describe('priceSalary', () => {
  const band = { min: 3000, max: 11_600 }

  it('pays more for more skill under the same site noise', () => {
    const salaries = [-2, -1, 0, 1, 2].map((skill) => priceSalary(skill, band, createRng('same')))
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b))
    expect(new Set(salaries).size).toBe(salaries.length)
  })

  it('rounds to 100 and stays in the band even for extreme skill', () => {
    const rng = createRng('extremes')
    for (const skill of [-50, -3, -0.37, 0.51, 3, 50]) {
      const value = priceSalary(skill, band, rng)
      expect(value % 100).toBe(0)
      expect(value).toBeGreaterThanOrEqual(band.min)
      expect(value).toBeLessThanOrEqual(band.max)
    }
    expect(priceSalary(-50, band, rng)).toBe(band.min)
    expect(priceSalary(50, band, rng)).toBe(band.max)
  })

  it('puts an average player in the lower half of the band (most players are cheap)', () => {
    const rng = createRng('average')
    const salaries = Array.from({ length: 2000 }, () => priceSalary(0, band, rng))
    const mean = salaries.reduce((sum, value) => sum + value, 0) / salaries.length
    expect(mean).toBeGreaterThan(band.min)
    expect(mean).toBeLessThan((band.min + band.max) / 2)
  })
})
