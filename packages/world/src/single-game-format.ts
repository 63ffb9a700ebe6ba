/**
 * The single-game formats of the demo world's sites (DraftKings showdown, FanDuel single game),
 * read from the roster formats of @slatelab/domain: a sport has single-game slates on a site
 * when a format exists there (DraftKings NFL, NBA, MLB and NHL; FanDuel NFL and NBA).
 */
import { findRosterFormatFor } from '@slatelab/domain/roster-formats'
import { siteIds } from '@slatelab/domain/sites'
import { sportIds, type SportId } from '@slatelab/domain/sports'
import type { Salary } from '@slatelab/domain/units'
import type { StarterSiteId } from './site-positions'

/**
 * A site's single-game format for one sport. The captain (`CPT`, `MVP`) costs and scores its
 * multipliers × the player's flex salary and points.
 * @example findSingleGameFormat(3, 1) // { rosterSlots: ['MVP', 'FLEX', 'FLEX', 'FLEX', 'FLEX'], salaryCap: 60000, captainSlot: 'MVP', flexSlot: 'FLEX', captainSalaryMultiplier: 1, captainPointsMultiplier: 1.5, captainRow: false, leftOut: ['K', 'DST'] }
 */
export type SingleGameFormat = {
  readonly rosterSlots: readonly string[]
  readonly salaryCap: Salary
  readonly captainSlot: string
  readonly flexSlot: string
  readonly captainSalaryMultiplier: number
  readonly captainPointsMultiplier: number
  /**
   * DraftKings lists the captain as a row of its own (own id, own price); FanDuel lists each
   * player once, and his one id fills MVP or FLEX (its player lists and upload files).
   */
  readonly captainRow: boolean
  /** Our positions left off the slate: FanDuel NFL single game has no defenses; kickers (unscored). */
  readonly leftOut: readonly string[]
}

// DraftKings showdown and FanDuel single game do take kickers (dfs-rules.md §1), but the world
// has no DFS kicker scoring (its kicker lines carry no site points), so a kicker would sit in
// the pool at 0 points: he is left off until kickers are scored by field-goal distance.
const leftOutBySite: Readonly<Record<StarterSiteId, Readonly<Record<number, readonly string[]>>>> =
  {
    [siteIds.DraftKings]: { [sportIds.NFL]: ['K'] },
    [siteIds.FanDuel]: { [sportIds.NFL]: ['K', 'DST'] },
  }

/**
 * The single-game format of a sport on a site, or `undefined` when the site has none for it.
 * @example findSingleGameFormat(4, 2)?.rosterSlots // ['CPT', 'UTIL', 'UTIL', 'UTIL', 'UTIL', 'UTIL']
 * @example findSingleGameFormat(3, 4) // undefined (no FanDuel NHL single-game format)
 */
export const findSingleGameFormat = (
  siteId: StarterSiteId,
  sportId: SportId,
): SingleGameFormat | undefined => {
  const format = findRosterFormatFor(siteId, sportId, 'showdown')
  const [captain, flex] = format?.slots ?? []
  if (format === undefined || captain === undefined || flex === undefined) return undefined
  return {
    rosterSlots: format.slots.map((slot) => slot.code),
    salaryCap: format.salaryCap,
    captainSlot: captain.code,
    flexSlot: flex.code,
    captainSalaryMultiplier: captain.salaryMultiplier,
    captainPointsMultiplier: captain.pointsMultiplier,
    captainRow: siteId === siteIds.DraftKings,
    leftOut: leftOutBySite[siteId][sportId] ?? [],
  }
}

/**
 * The single-game format of a sport on a site; throws when the site has none.
 * @example requireSingleGameFormat(3, 2).captainSalaryMultiplier // 1.5 (FanDuel NBA 2025 MVP)
 */
export const requireSingleGameFormat = (
  siteId: StarterSiteId,
  sportId: SportId,
): SingleGameFormat => {
  const format = findSingleGameFormat(siteId, sportId)
  if (format === undefined)
    throw new Error(`No single-game format for sport ${sportId} on site ${siteId}`)
  return format
}
