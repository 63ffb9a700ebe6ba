import type { GeneralNumberKey, GeneralSwitchKey } from './multi-lineup-settings-api'
import { countTypes } from './rule-list'

export const generalLabels: Record<GeneralNumberKey | GeneralSwitchKey, string> = {
  uniquePlayers: 'Unique players between lineups',
  minSalaryCapPct: 'Min salary (% of cap)',
  maxSalaryCapPct: 'Max salary (% of cap)',
  maxExposurePct: 'Max exposure per player (%)',
  maxPerTeam: 'Max players per team',
  diversification: 'Diversification (% noise)',
  playersAgainstOpponent: 'Players against own pitcher / goalie / DST (0 = any)',
  maxOwnershipPerLineupPct: 'Max summed ownership per lineup (%, 0 = off)',
  rosterSize: 'Roster size (sports without slots)',
  avoidOpposition: 'Avoid opposing players',
  avoidSameFight: 'Avoid both fighters of a fight',
  teeTimesInclusive: 'Tee-time windows include their edges',
  hasFullVersion: 'Full optimizer',
}

/** Fields a custom rule filters on; Projection is the default (SPEC §5). */
export const ruleFields = [
  { value: 'projection', label: 'Projection' },
  { value: 'salary', label: 'Salary' },
  { value: 'ownership', label: 'Ownership' },
  { value: 'ceiling', label: 'Ceiling' },
  { value: 'floor', label: 'Floor' },
  { value: 'value', label: 'Value' },
  { value: 'Implied Total', label: 'Implied Total' },
  { value: 'leverage', label: 'Leverage' },
  { value: 'minutes', label: 'Minutes (NBA)' },
]
export const teamGameTypes = [
  { value: 'sameTeam', label: 'Same team' },
  { value: 'opponent', label: 'Opponent' },
  { value: 'sameGame', label: 'Same game' },
]
export const teamOptions = [
  { value: 'includesOnly', label: 'Includes only' },
  { value: 'excludesOnly', label: 'Excludes only' },
]
export const secondaryStacks = [
  { value: 'none', label: 'None' },
  { value: 'sameLine', label: 'Same line' },
  { value: 'samePowerPlay', label: 'Same power play' },
]
export const groupKinds = [...countTypes, { value: 'ifThen', label: 'If any, then' }]
