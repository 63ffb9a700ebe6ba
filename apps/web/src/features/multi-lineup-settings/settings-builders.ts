/** Test builders for settings objects with the server's defaults (SPEC §3). */
import type { MultiSettings } from './multi-lineup-settings-api'

/**
 * A settings object with every default and the given overrides.
 * @example buildSettings({ customRules: [] }).general.maxPerTeam // 5
 */
export const buildSettings = (overrides: Partial<MultiSettings> = {}): MultiSettings => ({
  general: {
    uniquePlayers: 1,
    minSalaryCapPct: 99,
    maxSalaryCapPct: 100,
    maxExposurePct: 100,
    diversification: 0,
    playersAgainstOpponent: 0,
    maxPerTeam: 5,
    rosterSize: 6,
    teeTimesInclusive: false,
    hasFullVersion: true,
    maxOwnershipPerLineupPct: 0,
    bounce: 0,
    avoidOpposition: false,
    avoidSameFight: false,
    flexGroups: [],
    uniquePerPosition: {},
    diversificationPerPosition: {},
    maxExposurePerPosition: {},
    bouncePerPosition: {},
  },
  customRules: [],
  teamLimits: [],
  teamStacks: [],
  positionStacks: [],
  playerCorrelations: [],
  playerGroups: [],
  teeTimeStacks: [],
  startingPosRules: [],
  defaultView: '',
  templateName: '',
  isPro: false,
  isDefault: false,
  ...overrides,
})
