/**
 * The business constants of SPEC §9, each named with its unit. Defaults of the multi-lineup
 * settings, the season-long tools, entry-cost bands and injury sorting live in their own
 * modules and are re-exported here.
 */
import { isoDate } from './units'

export * from './entry-cost'
export * from './injury-status'
export * from './multi-lineup-defaults'
export * from './season-long-defaults'

/**
 * How long a cached GET stays fresh (goalies, team ratings, components, multi-settings).
 * @example cacheTtlSeconds // 300
 */
export const cacheTtlSeconds = 300

/**
 * Longest contest name shown before it is cut with an ellipsis.
 * @example contestNameMaxChars // 40
 */
export const contestNameMaxChars = 40

/**
 * A contest name cut to `contestNameMaxChars` characters plus `...` when longer (SPEC §5).
 * @example truncateContestName('NFL $5M Fantasy Football Millionaire [$2M to 1st]') // 'NFL $5M Fantasy Football Millionaire [$2...'
 */
export const truncateContestName = (name: string): string =>
  name.length > contestNameMaxChars ? `${name.slice(0, contestNameMaxChars)}...` : name

/**
 * PGA slates count for a date when they start within this many days of it (SPEC §4).
 * @example pgaSlateWindowDays // 4
 */
export const pgaSlateWindowDays = 4

/**
 * IANA zone of slate times.
 * @example slateTimeZone // 'America/New_York'
 */
export const slateTimeZone = 'America/New_York'

/**
 * The label shown after a slate time.
 * @example slateTimeZoneLabel // 'ET'
 */
export const slateTimeZoneLabel = 'ET'

/**
 * IANA zone correlation dates are formatted in.
 * @example correlationTimeZone // 'America/Chicago'
 */
export const correlationTimeZone = 'America/Chicago'

/**
 * Correlation settings before the user picks any. The end date is today and the date the
 * next Sunday; both come from the caller's `today`.
 * @example defaultCorrelationSettings.startDate // '2011-07-02'
 */
export const defaultCorrelationSettings = {
  sourceId: 4,
  sportId: 1,
  startDate: isoDate('2011-07-02'),
} as const

/**
 * Player card defaults: DraftKings, NFL, game logs of the last `rangeDays` days.
 * @example playerCardDefaults.rangeDays // 30
 */
export const playerCardDefaults = { sourceId: 4, sportId: 1, rangeDays: 30 } as const

/**
 * Projections page defaults: NBA on DraftKings.
 * @example projectionsDefaults.sportId // 2
 */
export const projectionsDefaults = { sportId: 2, sourceId: 4 } as const

/**
 * Delay before a popup closes after the pointer leaves it.
 * @example popupCloseMs // 100
 */
export const popupCloseMs = 100
