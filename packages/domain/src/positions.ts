/**
 * Per-position unique-player limits of the multi-lineup settings (SPEC §9): at most this many
 * players of a position may repeat between lineups before a lineup counts as a duplicate.
 * A position without a row gets `defaultUniquePlayerLimit` ("LOL and others: 1 each").
 */
import type { SiteId } from './sites'
import type { SportId } from './sports'
import type { Variant } from './variants'

/** Unique-player limit by position code, e.g. `{ QB: 1, RB: 3 }`. */
export type PositionLimits = Readonly<Record<string, number>>

/**
 * Sites the spec names limits for that are not sources of ours. Ownersbox has no source id
 * yet, so callers pass this key instead of a `SiteId`.
 * @example limitSites.ownersbox // 'ownersbox'
 */
export const limitSites = {
  /** Ownersbox, an NFL site with deeper rosters. */
  ownersbox: 'ownersbox',
} as const

/** A site for limit look-ups: one of our sources or a site of `limitSites`. */
export type LimitSite = SiteId | (typeof limitSites)[keyof typeof limitSites]

/**
 * Game formats that change the limits within a variant.
 * @example limitFormats.superflex // 'superflex'
 */
export const limitFormats = {
  /** DraftKings NFL superflex: a second flex slot that also takes a quarterback. */
  superflex: 'superflex',
} as const

/** A variant, or a format of `limitFormats`. */
export type LimitVariant = Variant | (typeof limitFormats)[keyof typeof limitFormats]

/**
 * The limit of a position that no row names.
 * @example defaultUniquePlayerLimit // 1
 */
export const defaultUniquePlayerLimit = 1

type LimitRow = {
  readonly sportId: SportId
  /** Any site when absent. */
  readonly site?: LimitSite
  /** Any variant when absent. */
  readonly variant?: LimitVariant
  readonly limits: PositionLimits
}

// The most specific rows come first: the first matching row wins.
const limitRows: readonly LimitRow[] = [
  { sportId: 1, site: 'ownersbox', limits: { QB: 2, RB: 5, WR: 5, TE: 4 } },
  { sportId: 1, site: 4, variant: 'superflex', limits: { QB: 2, RB: 4, WR: 4, TE: 3 } },
  { sportId: 9, site: 4, limits: { CAPT: 1, FLEX: 4, TEAM: 1 } },
  { sportId: 9, site: 3, limits: { MVP: 1, P: 5, TEAM: 1 } },
  { sportId: 1, limits: { QB: 1, RB: 3, WR: 4, TE: 2, D: 1 } },
  { sportId: 2, limits: { PG: 3, SG: 3, SF: 3, PF: 3, C: 2 } },
  { sportId: 4, limits: { C: 3, W: 4, D: 3, G: 1 } },
  { sportId: 11, limits: { QB: 2, RB: 4, WR: 5 } },
  { sportId: 25, limits: { G: 5, F: 5 } },
]

/**
 * The unique-player limits of a sport on a site; an empty object means every position is
 * limited to `defaultUniquePlayerLimit`. Read one position with `uniquePlayerLimit`.
 * @example uniquePlayerLimits(1, 4) // { QB: 1, RB: 3, WR: 4, TE: 2, D: 1 }
 * @example uniquePlayerLimits(1, 4, 'superflex') // { QB: 2, RB: 4, WR: 4, TE: 3 }
 * @example uniquePlayerLimits(8, 4) // {} (LOL: 1 each)
 */
export const uniquePlayerLimits = (
  sportId: SportId,
  site: LimitSite,
  variant: LimitVariant = 'classic',
): PositionLimits =>
  limitRows.find(
    (row) =>
      row.sportId === sportId &&
      (row.site === undefined || row.site === site) &&
      (row.variant === undefined || row.variant === variant),
  )?.limits ?? {}

/**
 * The limit of one position within a set of limits.
 * @example uniquePlayerLimit({ QB: 1, RB: 3 }, 'RB') // 3
 * @example uniquePlayerLimit({ QB: 1, RB: 3 }, 'K') // 1
 */
export const uniquePlayerLimit = (limits: PositionLimits, position: string): number =>
  limits[position] ?? defaultUniquePlayerLimit
