/**
 * The daily-fantasy sites (the spec's "sources") and their salary caps. Caps come from
 * shared/reference/dfs-rules.md §1; a (sport, variant) without a row has no known cap.
 */
import { z } from 'zod'
import { sportIdSchema, type SportId } from './sports'
import { salary, salarySchema, type Salary } from './units'
import { variantSchema, type Variant } from './variants'

/**
 * Source id by site name (DESIGN.md ids).
 * @example siteIds.DraftKings // 4
 */
export const siteIds = { DraftKings: 4, FanDuel: 3, Yahoo: 11 } as const

/** A site (source) id such as `4` (DraftKings). */
export type SiteId = (typeof siteIds)[keyof typeof siteIds]

/**
 * Accepts exactly the site ids above.
 * @example siteIdSchema.parse(3) // 3
 */
export const siteIdSchema = z.literal(Object.values(siteIds))

/**
 * The cap of one sport and variant on a site, in that site's salary units.
 * @example salaryCapSchema.parse({ sportId: 3, variant: 'classic', salaryCap: 35000 })
 */
export const salaryCapSchema = z
  .object({ sportId: sportIdSchema, variant: variantSchema, salaryCap: salarySchema })
  .readonly()
export type SalaryCap = z.infer<typeof salaryCapSchema>

/**
 * A DFS site: its source id, short code (used for logos and CSV formats), name and caps.
 * @example siteSchema.parse({ sourceId: 11, code: 'Y', displayName: 'Yahoo', salaryCaps: [] })
 */
export const siteSchema = z
  .object({
    sourceId: siteIdSchema,
    code: z.enum(['DK', 'FD', 'Y']),
    displayName: z.string().min(1),
    salaryCaps: z.array(salaryCapSchema).readonly(),
  })
  .readonly()
export type Site = z.infer<typeof siteSchema>

const caps = (sportIds: readonly SportId[], variant: Variant, cap: number): readonly SalaryCap[] =>
  sportIds.map((sportId) => ({ sportId, variant, salaryCap: salary(cap) }))

/**
 * Every site, DraftKings first.
 * @example sites.map((site) => site.code) // ['DK', 'FD', 'Y']
 */
export const sites: readonly Site[] = [
  {
    sourceId: 4,
    code: 'DK',
    displayName: 'DraftKings',
    // DK uses $50,000 everywhere, showdown included (the captain costs 1.5× inside it).
    salaryCaps: [
      ...caps([1, 2, 3, 4, 5, 6, 7, 8, 10], 'classic', 50_000),
      ...caps([1, 2, 3, 4, 5], 'showdown', 50_000),
    ],
  },
  {
    sourceId: 3,
    code: 'FD',
    displayName: 'FanDuel',
    salaryCaps: [
      ...caps([1, 2, 5, 8], 'classic', 60_000),
      ...caps([3], 'classic', 35_000),
      ...caps([4], 'classic', 55_000),
      ...caps([10], 'classic', 50_000),
      ...caps([1, 2], 'showdown', 60_000),
    ],
  },
  {
    sourceId: 11,
    code: 'Y',
    displayName: 'Yahoo',
    salaryCaps: [...caps([1, 2, 3, 4], 'classic', 200), ...caps([1], 'showdown', 200)],
  },
]

/**
 * The site with a source id, or `undefined` (projection-only sources such as 5 have none).
 * @example findSite(3)?.code // 'FD'
 */
export const findSite = (sourceId: number): Site | undefined =>
  sites.find((site) => site.sourceId === sourceId)

/**
 * The site with a source id; throws on an id that is not a site.
 * @example requireSite(4).displayName // 'DraftKings'
 */
export const requireSite = (sourceId: number): Site => {
  const site = findSite(sourceId)
  if (site === undefined) throw new Error(`Unknown site id: ${sourceId}`)
  return site
}

/**
 * The salary cap of a sport and variant on a site, or `undefined` where no cap is known.
 * @example salaryCapOf(3, 3) // 35000 (Salary, FanDuel MLB classic)
 * @example salaryCapOf(4, 1, 'showdown') // 50000 (Salary)
 */
export const salaryCapOf = (
  siteId: SiteId,
  sportId: SportId,
  variant: Variant = 'classic',
): Salary | undefined =>
  requireSite(siteId).salaryCaps.find((cap) => cap.sportId === sportId && cap.variant === variant)
    ?.salaryCap
