/**
 * Inline validation of the settings being edited (SPEC §5): each problem keyed by the path of
 * the field it belongs to (`general.minSalaryCapPct`, `customRules.1.value2`), so the field
 * shows it. The server checks the same object again on save; its messages are keyed the same
 * way by `serverProblems`.
 */
import { maxCustomFilters, maxRulesPerSettings } from '@slatelab/domain/multi-lineup-defaults'
import type { GeneralNumberKey, PerPositionKey } from './multi-lineup-settings-api'
import {
  ruleCount,
  type OptimizerSettings,
  type StartingPosRule,
} from '@slatelab/domain/entities/multi-settings'

/** Problem text by field path. */
export type SettingsProblems = Readonly<Record<string, string>>

const percentKeys: readonly GeneralNumberKey[] = [
  'minSalaryCapPct',
  'maxSalaryCapPct',
  'maxExposurePct',
  'diversification',
]

const perPositionPercentKeys: readonly PerPositionKey[] = [
  'diversificationPerPosition',
  'maxExposurePerPosition',
]

/** Problems of the per-position numbers and flex groups, keyed `general.<key>.<position>`. */
const generalPositionProblems = (general: OptimizerSettings['general']): Record<string, string> => {
  const problems: Record<string, string> = {}
  for (const key of perPositionPercentKeys) {
    for (const [position, value] of Object.entries(general[key])) {
      if (value < 0 || value > 100) problems[`general.${key}.${position}`] = 'From 0 to 100'
    }
  }
  for (const [position, value] of Object.entries(general.uniquePerPosition)) {
    if (value < 0 || !Number.isInteger(value)) {
      problems[`general.uniquePerPosition.${position}`] = 'A whole number, 0 or more'
    }
  }
  for (const group of general.flexGroups) {
    if (!group.positions.some((entry) => entry.isSelected)) {
      problems[`general.flexGroups.${group.groupName}`] = 'Pick at least one position'
    }
  }
  return problems
}

/** Problems of a count rule on a field (custom and starting-position rules), by `path`. */
const countRuleProblems = (
  path: string,
  rule: Pick<StartingPosRule, 'operator' | 'value1' | 'value2' | 'playerCount'>,
): Record<string, string> => ({
  ...(rule.operator === 'between' &&
    (rule.value2 === undefined || rule.value2 < rule.value1) && {
      [`${path}.value2`]: 'Between needs a second value at least the first',
    }),
  ...(rule.playerCount < 0 && { [`${path}.playerCount`]: '0 or more' }),
})

/** Problems of the correlations and tee-time stacks, by field path. */
const pairAndWindowProblems = (settings: OptimizerSettings): Record<string, string> => {
  const problems: Record<string, string> = {}
  for (const [index, correlation] of settings.playerCorrelations.entries()) {
    const path = `playerCorrelations.${index}`
    if (correlation.playerId === '') problems[`${path}.playerId`] = 'Pick a player'
    if (correlation.otherPlayerId === '') {
      problems[`${path}.otherPlayerId`] = 'Pick a second player'
    } else if (correlation.otherPlayerId === correlation.playerId) {
      problems[`${path}.otherPlayerId`] = 'Pick a different player'
    }
  }
  for (const [index, stack] of settings.teeTimeStacks.entries()) {
    const path = `teeTimeStacks.${index}`
    if (stack.playerCount < 1 || !Number.isInteger(stack.playerCount)) {
      problems[`${path}.playerCount`] = 'A whole number, 1 or more'
    }
    const from = Date.parse(stack.from)
    const to = Date.parse(stack.to)
    if (Number.isNaN(from)) problems[`${path}.from`] = 'Pick a start time'
    if (Number.isNaN(to)) problems[`${path}.to`] = 'Pick an end time'
    else if (to < from) problems[`${path}.to`] = 'Must not be before the start'
  }
  return problems
}

/**
 * Problems of the position stacks, by field path. `positions` are the format's (the pool's);
 * empty while they are unknown, and then a secondary position is not checked against them.
 */
const positionStackProblems = (
  stacks: OptimizerSettings['positionStacks'],
  positions: readonly string[],
): Record<string, string> => {
  const problems: Record<string, string> = {}
  for (const [index, stack] of stacks.entries()) {
    const path = `positionStacks.${index}`
    if (stack.keyPosition === '') problems[`${path}.keyPosition`] = 'Pick a position'
    if (stack.positions.length === 0) problems[`${path}.positions`] = 'Pick at least one position'
    if (stack.pairLimit < 0 || !Number.isInteger(stack.pairLimit)) {
      problems[`${path}.pairLimit`] = 'A whole number, 0 or more'
    }
    const secondary = stack.secondaryPosition
    if (secondary === '') continue
    if (positions.length > 0 && !positions.includes(secondary)) {
      problems[`${path}.secondaryPosition`] = 'Not a position of this format'
    } else if (!stack.positions.includes(secondary)) {
      // The secondary partner is one of the stack's partners, so of one of its positions.
      problems[`${path}.secondaryPosition`] = 'Pick one of the stacked positions'
    }
  }
  return problems
}

/**
 * The problems of a settings object; empty when it can be saved and built. `positions` are
 * the format's positions, when known.
 * @example settingsProblems({ ...settings, general: { ...general, maxPerTeam: 0 } })['general.maxPerTeam'] // 'At least 1'
 */
export const settingsProblems = (
  settings: OptimizerSettings,
  positions: readonly string[] = [],
): SettingsProblems => {
  const problems: Record<string, string> = {}
  const { general } = settings
  for (const key of percentKeys) {
    if (general[key] < 0 || general[key] > 100) problems[`general.${key}`] = 'From 0 to 100'
  }
  if (general.maxPerTeam < 1) problems['general.maxPerTeam'] = 'At least 1'
  if (general.uniquePlayers < 0 || !Number.isInteger(general.uniquePlayers)) {
    problems['general.uniquePlayers'] = 'A whole number, 0 or more'
  }
  if (general.minSalaryCapPct > general.maxSalaryCapPct) {
    problems['general.minSalaryCapPct'] = 'Must not exceed the maximum salary'
  }
  const filters = new Set(settings.customRules.map((rule) => rule.fieldName))
  if (filters.size > maxCustomFilters) {
    problems.customRules = `At most ${maxCustomFilters} custom filters`
  }
  for (const [index, rule] of settings.customRules.entries()) {
    Object.assign(problems, countRuleProblems(`customRules.${index}`, rule))
  }
  for (const [index, rule] of settings.startingPosRules.entries()) {
    Object.assign(problems, countRuleProblems(`startingPosRules.${index}`, rule))
  }
  Object.assign(problems, generalPositionProblems(general), pairAndWindowProblems(settings))
  for (const [index, stack] of settings.teamStacks.entries()) {
    if (stack.stackCount < 2) problems[`teamStacks.${index}.stackCount`] = 'At least 2 players'
  }
  Object.assign(problems, positionStackProblems(settings.positionStacks, positions))
  for (const [index, limit] of settings.teamLimits.entries()) {
    if (limit.team === '') problems[`teamLimits.${index}.team`] = 'Pick a team'
    if (limit.maxCount !== undefined && limit.maxCount < limit.minCount) {
      problems[`teamLimits.${index}.maxCount`] = 'Must be at least the minimum'
    }
  }
  for (const [index, group] of settings.playerGroups.entries()) {
    if (group.playerIds.length === 0) problems[`playerGroups.${index}.playerIds`] = 'Pick players'
  }
  if (ruleCount(settings) > maxRulesPerSettings) {
    problems.rules = `At most ${maxRulesPerSettings} rules per settings object`
  }
  return problems
}

/**
 * The server's 400 message (`body.multiSettings.general.maxPerTeam: Too small; …`) as
 * problems by field path; a message without a field goes under `form`.
 * @example serverProblems('body.multiSettings.general.maxPerTeam: Too small') // { 'general.maxPerTeam': 'Too small' }
 */
export const serverProblems = (message: string | null): SettingsProblems => {
  if (message === null) return {}
  const problems: Record<string, string> = {}
  for (const part of message.split('; ')) {
    const match = /^body\.multiSettings\.?([^:]*): (.*)$/.exec(part)
    problems[match?.[1] || 'form'] = match?.[2] ?? part
  }
  return problems
}
