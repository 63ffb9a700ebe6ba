/**
 * Site pricing for the starter world: each site turns a player's latent skill into a salary
 * within a band per position. Bands stay inside [the site's floor, twice the average slot
 * salary] so every slate can fill a lineup under the cap (caps from @slatelab/domain/sites).
 */
import type { Rng } from '@slatelab/engine/rng'
import { salaryCapOf } from '@slatelab/domain/sites'
import { salary, type Salary } from '@slatelab/domain/units'
import { classicRosterSlots, type MainSportId, type StarterSiteId } from './site-positions'

/**
 * A salary band in the site's salary units, both ends multiples of 100.
 * @example { min: 3000, max: 11600 } // DK NBA
 */
export type SalaryRange = { readonly min: number; readonly max: number }

const floors: Readonly<Record<StarterSiteId, Readonly<Record<MainSportId, number>>>> = {
  4: { 1: 3000, 2: 3000, 3: 2000, 4: 2500, 5: 6000 },
  3: { 1: 3000, 2: 3500, 3: 2000, 4: 3000, 5: 7000 },
}

const band = (min: number, max: number): SalaryRange => ({ min, max })

const hitters = (range: SalaryRange): Readonly<Record<string, SalaryRange>> => ({
  C: range,
  '1B': range,
  '2B': range,
  '3B': range,
  SS: range,
  OF: range,
  DH: range,
})

const basketball = (range: SalaryRange): Readonly<Record<string, SalaryRange>> => ({
  PG: range,
  SG: range,
  SF: range,
  PF: range,
  C: range,
})

// By our position code. DK tops out lower than FD because its cap is lower.
const bands: Readonly<
  Record<StarterSiteId, Readonly<Record<MainSportId, Readonly<Record<string, SalaryRange>>>>>
> = {
  4: {
    1: {
      QB: band(4000, 8400),
      RB: band(4000, 9400),
      WR: band(3000, 9200),
      TE: band(3000, 7600),
      DST: band(3000, 4600),
    },
    2: basketball(band(3000, 11600)),
    3: { SP: band(4000, 10000), ...hitters(band(2000, 6400)) },
    4: { C: band(2500, 8800), W: band(2500, 8800), D: band(2500, 7800), G: band(6800, 8800) },
    5: { G: band(6000, 12400) },
  },
  3: {
    1: {
      QB: band(6500, 9400),
      RB: band(4500, 9800),
      WR: band(4500, 9400),
      TE: band(4000, 8200),
      DST: band(3000, 5200),
    },
    2: basketball(band(3500, 12400)),
    3: { SP: band(5000, 7700), ...hitters(band(2000, 4600)) },
    4: { C: band(3000, 9200), W: band(3000, 9200), D: band(3000, 7800), G: band(7000, 9200) },
    5: { G: band(7000, 13000) },
  },
}

/**
 * The lowest salary a site pays in a sport's classic game.
 * @example minSalaryOf(4, 5) // 6000 (Salary, DK golf)
 */
export const minSalaryOf = (siteId: StarterSiteId, sportId: MainSportId): Salary =>
  salary(floors[siteId][sportId])

/**
 * The highest salary the starter world pays: twice the cap's average per slot, rounded down to
 * 100, so no single player crowds out a lineup.
 * @example maxSalaryOf(4, 2) // 12500 (Salary: 50000 / 8 slots × 2)
 * @example maxSalaryOf(3, 3) // 7700 (Salary: 35000 / 9 slots × 2 = 7777)
 */
export const maxSalaryOf = (siteId: StarterSiteId, sportId: MainSportId): Salary => {
  const cap = salaryCapOf(siteId, sportId)
  if (cap === undefined) throw new Error(`No classic cap for sport ${sportId} on site ${siteId}`)
  const slotCount = classicRosterSlots(siteId, sportId).length
  return salary(Math.floor(((cap / slotCount) * 2) / 100) * 100)
}

/**
 * The salary band of one of our positions on a site, or `undefined` where the site has no
 * classic slot for it (NFL kickers).
 * @example salaryRangeOf(4, 3, 'SP') // { min: 4000, max: 10000 }
 * @example salaryRangeOf(3, 1, 'K') // undefined
 */
export const salaryRangeOf = (
  siteId: StarterSiteId,
  sportId: MainSportId,
  position: string,
): SalaryRange | undefined => bands[siteId][sportId][position]

/**
 * The standard normal distribution function (Abramowitz & Stegun 7.1.26: |error| < 1.5e-7,
 * plenty for pricing and lines).
 * @example normalCdf(0) // 0.5
 */
export const normalCdf = (z: number): number => {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * A site's view of skill differs a little from the truth (and from the other site), in league
 * standard deviations.
 * @example pricingNoise // 0.25
 */
export const pricingNoise = 0.25

// Above 1, most players sit in the cheap part of the band and few near the top, as on the sites.
const convexity = 2

/**
 * Prices a player: his skill plus the site's noise (`pricingNoise`), mapped through the normal
 * CDF and a convex curve onto the band, rounded to 100. One `rng.normal` draw per call.
 * @example priceSalary(0, { min: 3000, max: 11600 }, createRng('x')) // 5100 (Salary; an average player sits about a third up the band)
 */
export const priceSalary = (skill: number, range: SalaryRange, rng: Rng): Salary => {
  const share = normalCdf(skill + rng.normal(0, pricingNoise)) ** convexity
  const rounded = Math.round((range.min + (range.max - range.min) * share) / 100) * 100
  return salary(Math.min(range.max, Math.max(range.min, rounded)))
}
