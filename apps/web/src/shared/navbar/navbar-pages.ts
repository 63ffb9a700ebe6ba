/**
 * The page-dependent rules of the navbar that SPEC §2 leaves to us: which sports a page
 * handles itself, where the others lead, which pages have a sport of their own and which
 * offer the All Games pseudo-slate.
 */
import { navbarControls, pageSports, type PagePath } from '@slatelab/domain/pages'
import { mainSportIds, requireSport, type SportId } from '@slatelab/domain/sports'

/** The main site that hosts the pages of sports this app does not handle. */
export const mainSiteUrl: string =
  import.meta.env.VITE_MAIN_SITE_URL || 'https://www.example-dfs.com'

/**
 * The main site's page for a sport, per page with a sport dropdown (SPEC §2: contests-dashboard,
 * contest-ownership, simlabs, vegas, correlations-by-sport).
 */
const externalSportPages: Partial<Record<PagePath, string>> = {
  '/contests': 'contests-dashboard',
  '/ownership': 'contest-ownership',
  '/simlabs': 'simlabs',
  '/vegas': 'vegas',
  '/correlations': 'correlations-by-sport',
}

/**
 * Whether this app shows a sport on a page: one of the main sports (NFL, NBA, MLB, NHL, PGA)
 * that the page's dropdown offers. Every other sport in the list leaves for the main site.
 * @example isSportHandled('/contests', 2) // true
 * @example isSportHandled('/contests', 6) // false (MMA)
 */
export const isSportHandled = (path: string, sportId: SportId): boolean =>
  mainSportIds.includes(sportId) && pageSports(path).includes(sportId)

/**
 * The main site's page for a sport this app does not handle, or `undefined` on a page
 * without a sport dropdown.
 * @example externalSportUrl('/contests', 6) // 'https://www.example-dfs.com/contests-dashboard/mma'
 */
export const externalSportUrl = (
  path: string,
  sportId: SportId,
  baseUrl: string = mainSiteUrl,
): string | undefined => {
  const page = (externalSportPages as Readonly<Record<string, string>>)[path]
  if (page === undefined) return undefined
  return `${baseUrl.replace(/\/+$/, '')}/${page}/${requireSport(sportId).code.toLowerCase()}`
}

/** Pages about one sport: they show no sport dropdown and always use their sport. */
const fixedPageSports: Partial<Record<PagePath, SportId>> = {
  '/plateiq': 3,
  '/starting-goalies': 4,
  '/team-ratings': 4,
}

/**
 * The sport a page shows, given the sport chosen so far: its own sport on a one-sport page;
 * on a page with a sport dropdown, the first handled sport when the chosen one is not handled
 * there; otherwise the chosen sport.
 * @example pageSportFor('/starting-goalies', 1) // 4
 * @example pageSportFor('/simlabs', 4) // 1 (SimLabs offers 1, 2, 3, 5)
 */
export const pageSportFor = (path: string, sportId: SportId): SportId => {
  const fixed = (fixedPageSports as Readonly<Record<string, SportId>>)[path]
  if (fixed !== undefined) return fixed
  if (!navbarControls(path).sport || isSportHandled(path, sportId)) return sportId
  return pageSports(path).find((id) => isSportHandled(path, id)) ?? sportId
}

const allGamesPages: ReadonlySet<string> = new Set<PagePath>(['/vegas', '/plateiq'])

/**
 * Whether the slate dropdown of a page starts with the All Games pseudo-slate (SPEC §3).
 * @example offersAllGames('/vegas') // true
 */
export const offersAllGames = (path: string): boolean => allGamesPages.has(path)

/**
 * Whether a page's navbar chooses a source and slate (and so needs the sources of the sport
 * and date).
 */
export const usesSlates = (path: string): boolean => {
  const controls = navbarControls(path)
  return controls.source || controls.slate
}

/** Whether a page's navbar has any selector at all (none on /season-long). */
export const hasSelectors = (path: string): boolean =>
  Object.values(navbarControls(path)).some(Boolean)
