/** Defaults of the season-long football tools (SPEC §2, §3 "Saved cheatsheet" and §9). */

/**
 * The store's season-long settings before the user changes any (SPEC §9).
 * @example seasonLongDefaults.adpSite // 'superdraft'
 */
export const seasonLongDefaults = {
  /** Auction budget per team, in auction dollars (not real money). */
  auctionBudget: 200,
  /** Teams in the league. */
  teamCount: 12,
  /** Full point per reception. */
  scoringType: 'ppr',
  /** NFL week of the weekly projections. */
  week: 1,
  /** ADP site of `/draft-position/{adpSite}/…`: the superdraft site. */
  adpSite: 'superdraft',
  /** Projection source of `/draft-position/…/{projectionSource}/`. */
  projectionSource: 'fl',
  /** Sport id of every season-long call (football). */
  footballSportId: 1,
  /** Sport id in the hockey lines path `/api/lines/4/…` (NHL). */
  hockeyLinesSportId: 4,
  /** The cheatsheet type the store starts with. */
  initialSheetType: 'Auction',
  /** The expert the store's expert list ends with. */
  consensusExpert: 'consensus',
} as const

/**
 * The season-long view settings a visitor starts with (SPEC §2).
 * @example seasonLongViewDefaults.viewPage // 'adp'
 */
export const seasonLongViewDefaults = {
  viewPage: 'adp',
  position: 'all',
  projectionWeek: 1,
  sport: 'football',
} as const

/**
 * Roster slots of a cheatsheet, in the spec's order.
 * @example cheatsheetRosterSlots[4] // 'qb_rb_wr_te' (a superflex slot)
 */
export const cheatsheetRosterSlots = [
  'qb',
  'rb',
  'wr',
  'te',
  'qb_rb_wr_te',
  'rb_wr_te',
  'wr_te',
  'rb_wr',
  'k',
  'def',
  'bench',
] as const

/** A cheatsheet roster slot such as `'rb_wr_te'` (a flex slot). */
export type CheatsheetRosterSlot = (typeof cheatsheetRosterSlots)[number]

/**
 * Players per roster slot of a saved cheatsheet (SPEC §3).
 * @example savedCheatsheetRoster.bench // 6
 */
export const savedCheatsheetRoster: Readonly<Record<CheatsheetRosterSlot, number>> = {
  qb: 1,
  rb: 2,
  wr: 2,
  te: 1,
  qb_rb_wr_te: 1,
  rb_wr_te: 1,
  wr_te: 0,
  rb_wr: 0,
  k: 1,
  def: 1,
  bench: 6,
}

/**
 * Scalar defaults of a saved cheatsheet's settings (SPEC §3); roster above.
 * @example savedCheatsheetDefaults.cheatsheetType // 'snake'
 */
export const savedCheatsheetDefaults = {
  /** Auction dollars per team. */
  auctionBudget: 200,
  cheatsheetName: '',
  cheatsheetType: 'snake',
  expert: ['consensus'],
  scoringType: 'ppr',
  teamCount: 12,
} as const

/**
 * Where the season-long store's initial settings differ from a saved sheet's (SPEC §9
 * "store defaults"): points per stat and players per slot.
 * @example cheatsheetStoreOverrides.scoring.passing.ints // -2
 */
export const cheatsheetStoreOverrides = {
  scoring: {
    /** Points per interception thrown. */
    passing: { ints: -2 },
    /** Points per fumble forced. */
    defense: { fumblesForced: 1 },
    /** Points per missed field goal, every distance band. */
    kicking: { misses: 0 },
  },
  roster: { qb_rb_wr_te: 0, rb_wr_te: 1 },
} as const
