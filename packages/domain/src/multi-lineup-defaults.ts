/** Defaults of the multi-lineup settings (SPEC §3 "Multi-lineup settings", §5 limits). */
import { percent } from './units'

/**
 * The general settings a new multi-lineup settings object starts with.
 * @example multiLineupGeneralDefaults.maxPerTeam // 5
 */
export const multiLineupGeneralDefaults = {
  /** Players that must differ between any two lineups. */
  uniquePlayers: 1,
  /** Least share of the salary cap a lineup spends. */
  minSalaryCapPct: percent(99),
  /** Most share of the salary cap a lineup spends. */
  maxSalaryCapPct: percent(100),
  /** Most lineups, as a share of all, that any one player appears in. */
  maxExposurePct: percent(100),
  /** Randomness added to projections between lineups; 0 means none. */
  diversification: 0,
  /** Players allowed to face another player of the same lineup (a hitter vs its pitcher). */
  playersAgainstOpponent: 0,
  /** Most players from one team in a lineup. */
  maxPerTeam: 5,
  /** Players per lineup for a sport without fixed roster slots. */
  rosterSize: 6,
  /** Golf tee-time stacks: whether a stack's tee-time window includes its edges. */
  teeTimesInclusive: false,
  /** Whether the full optimizer (not the limited one) is unlocked. */
  hasFullVersion: true,
  /** Most summed ownership of a lineup; 0 means no limit. */
  maxOwnershipPerLineupPct: percent(0),
} as const

/**
 * Most custom filters a user may add (SPEC §5).
 * @example maxCustomFilters // 3
 */
export const maxCustomFilters = 3

/**
 * Most rules in one settings object (SPEC §5).
 * @example maxRulesPerSettings // 100
 */
export const maxRulesPerSettings = 100
