/**
 * The browser routes of SPEC §2: their navbar titles, which navbar controls each shows and
 * which sports each page's sport dropdown offers.
 */
import type { SportId } from './sports'

/** A page of the product, keyed by its path. */
export const pagePaths = [
  '/plateiq',
  '/vegas',
  '/starting-goalies',
  '/team-ratings',
  '/simlabs',
  '/correlations',
  '/contests',
  '/ownership',
  '/news',
  '/marketplace',
  '/multi-lineup-settings',
  '/season-long',
  '/game-flow',
  '/event-details',
  '/sales',
  '/projections',
] as const

export type PagePath = (typeof pagePaths)[number]

/** Navbar titles per route (SPEC §2 "Routes with a navbar title"). */
export const pageTitles: Readonly<Record<PagePath, string>> = {
  '/plateiq': 'PlateIQ',
  '/vegas': 'Vegas',
  '/starting-goalies': 'Starting Goalies',
  '/team-ratings': 'Team Ratings',
  '/simlabs': 'SimLabs',
  '/correlations': 'Correlations',
  '/contests': 'Contests Dashboard',
  '/ownership': 'Ownership Dashboard',
  '/news': 'News',
  '/marketplace': 'Marketplace',
  '/multi-lineup-settings': 'Multi-Lineup Settings',
  '/season-long': 'Season Long Fantasy Football Tools',
  '/game-flow': 'Game Flow',
  '/event-details': 'Event Details',
  '/sales': 'Sales',
  /** Custom projections (issue 13): not a route of SPEC §2, our choice (docs/decisions.md). */
  '/projections': 'Projections',
}

const navbarHiddenPaths: ReadonlySet<string> = new Set<PagePath>([
  '/game-flow',
  '/sales',
  '/news',
  '/multi-lineup-settings',
  '/marketplace',
])

/** The title of a path, or `undefined` for a path without one. */
export const findPageTitle = (path: string): string | undefined =>
  (pageTitles as Readonly<Record<string, string>>)[path]

/**
 * Whether the navbar shows on a path: hidden on the five listed pages and on any path
 * without a title.
 * @example isNavbarShown('/vegas') // true
 * @example isNavbarShown('/news') // false
 */
export const isNavbarShown = (path: string): boolean =>
  findPageTitle(path) !== undefined && !navbarHiddenPaths.has(path)

/** The selectors the navbar offers on a page (SPEC §2 "Navbar controls per route"). */
export type NavbarControls = {
  readonly sport: boolean
  readonly date: boolean
  readonly source: boolean
  readonly slate: boolean
  readonly contest: boolean
  readonly correlationView: boolean
  readonly externalLink: boolean
}

const defaultControls: NavbarControls = {
  sport: false,
  date: true,
  source: true,
  slate: true,
  contest: false,
  correlationView: false,
  externalLink: false,
}

const controlsByPath: Partial<Record<PagePath, NavbarControls>> = {
  '/vegas': { ...defaultControls, sport: true, date: false },
  '/contests': { ...defaultControls, sport: true, contest: true },
  '/ownership': { ...defaultControls, sport: true },
  '/simlabs': { ...defaultControls, sport: true, externalLink: true },
  '/correlations': {
    ...defaultControls,
    sport: true,
    date: false,
    source: false,
    slate: false,
    correlationView: true,
  },
  '/season-long': {
    ...defaultControls,
    date: false,
    source: false,
    slate: false,
  },
  '/team-ratings': { ...defaultControls, date: false },
  // The sets are per sport, source and date; a slate is not needed.
  '/projections': { ...defaultControls, sport: true, slate: false },
}

/**
 * The navbar controls of a path; every route not in the table gets date, source and slate.
 * @example navbarControls('/team-ratings').date // false
 */
export const navbarControls = (path: string): NavbarControls =>
  (controlsByPath as Readonly<Record<string, NavbarControls>>)[path] ?? defaultControls

const defaultPageSports: readonly SportId[] = [1, 2, 3, 4, 19, 25]

const sportsByPath: Partial<Record<PagePath, readonly SportId[]>> = {
  '/contests': [1, 2, 3, 4, 5, 6, 10],
  '/ownership': [1, 2, 3, 4, 5, 6, 10],
  '/simlabs': [1, 2, 3, 5],
  '/vegas': [1, 2, 3, 4, 11, 25],
  '/correlations': [1, 3, 5],
}

/**
 * The sport ids a page's sport dropdown offers (SPEC §2 "Sport dropdown contents per page").
 * @example pageSports('/simlabs') // [1, 2, 3, 5]
 */
export const pageSports = (path: string): readonly SportId[] =>
  (sportsByPath as Readonly<Record<string, readonly SportId[]>>)[path] ?? defaultPageSports
