/**
 * Which site's salary and points fields a projection source id reads (SPEC §9 "Projection
 * source id to field mapping").
 */
import { z } from 'zod'
import { siteIdSchema } from './sites'
import { variantSchema } from './variants'

/**
 * The field family of a projection source: the site whose salaries, positions and scoring
 * a projection row uses.
 * @example projectionSites.fanDuel // 'fanDuel'
 */
export const projectionSites = {
  /** DraftKings classic fields. */
  draftKings: 'draftKings',
  /** DraftKings showdown fields (captain rows). */
  draftKingsShowdown: 'draftKingsShowdown',
  /** FanDuel fields. */
  fanDuel: 'fanDuel',
  /** Fields of the third site, Yahoo. */
  yahoo: 'yahoo',
  /** FantasyDraft fields; a projection source only, not one of our sites. */
  fantasyDraft: 'fantasyDraft',
  /** SuperDraft fields; a projection source only, not one of our sites. */
  superDraft: 'superDraft',
} as const

/** A projection field family such as `'draftKings'`. */
export type ProjectionSite = (typeof projectionSites)[keyof typeof projectionSites]

/**
 * A row of the mapping: the projection source id, its field family, the site id whose slates
 * it fits (`null` for sites we do not host) and the variant of those fields.
 * @example projectionSourceSchema.parse({ projectionSourceId: 38, site: 'draftKingsShowdown', siteId: 4, variant: 'showdown' })
 */
export const projectionSourceSchema = z
  .object({
    projectionSourceId: z.number().int().positive(),
    site: z.enum(projectionSites),
    siteId: siteIdSchema.nullable(),
    variant: variantSchema,
  })
  .readonly()
export type ProjectionSource = z.infer<typeof projectionSourceSchema>

/**
 * The whole mapping of SPEC §9, ordered by projection source id.
 * @example projectionSources.length // 9
 */
export const projectionSources: readonly ProjectionSource[] = [
  { projectionSourceId: 3, site: 'fanDuel', siteId: 3, variant: 'classic' },
  { projectionSourceId: 4, site: 'draftKings', siteId: 4, variant: 'classic' },
  { projectionSourceId: 5, site: 'draftKings', siteId: 4, variant: 'classic' },
  { projectionSourceId: 7, site: 'fantasyDraft', siteId: null, variant: 'classic' },
  { projectionSourceId: 8, site: 'draftKings', siteId: 4, variant: 'classic' },
  { projectionSourceId: 9, site: 'fanDuel', siteId: 3, variant: 'classic' },
  { projectionSourceId: 11, site: 'yahoo', siteId: 11, variant: 'classic' },
  { projectionSourceId: 16, site: 'superDraft', siteId: null, variant: 'classic' },
  { projectionSourceId: 38, site: 'draftKingsShowdown', siteId: 4, variant: 'showdown' },
]

/**
 * The mapping row of a projection source id, or `undefined` for an unmapped id.
 * @example findProjectionSource(9)?.siteId // 3
 */
export const findProjectionSource = (sourceId: number): ProjectionSource | undefined =>
  projectionSources.find((row) => row.projectionSourceId === sourceId)

/**
 * The field family a projection source id reads, or `undefined` for an unmapped id.
 * @example projectionSiteOf(38) // 'draftKingsShowdown'
 * @example projectionSiteOf(1) // undefined
 */
export const projectionSiteOf = (sourceId: number): ProjectionSite | undefined =>
  findProjectionSource(sourceId)?.site
