/**
 * Inline validation of the settings being edited (SPEC §5): each problem keyed by the path of
 * the field it belongs to (`general.minSalaryCapPct`, `customRules.1.value2`), so the field
 * shows it. The server checks the same object again on save; its messages are keyed the same
 * way by `serverProblems`.
 */
import { maxCustomFilters, maxRulesPerSettings } from '@slatelab/domain/multi-lineup-defaults'
import type { GeneralNumberKey, MultiSettings } from './multi-lineup-settings-api'

/** Problem text by field path. */
export type SettingsProblems = Readonly<Record<string, string>>

const percentKeys: readonly GeneralNumberKey[] = [
  'minSalaryCapPct',
  'maxSalaryCapPct',
  'maxExposurePct',
  'diversification',
]

/**
 * Every rule count of a settings object that SPEC §5's limit of 100 counts.
 * @example ruleCount(settings) // 4
 */
export const ruleCount = (settings: MultiSettings): number =>
  settings.customRules.length +
  settings.teamLimits.length +
  settings.teamStacks.length +
  settings.positionStacks.length +
  settings.playerCorrelations.length +
  settings.playerGroups.length

/**
 * The problems of a settings object; empty when it can be saved and built.
 * @example settingsProblems({ ...settings, general: { ...general, maxPerTeam: 0 } })['general.maxPerTeam'] // 'At least 1'
 */
export const settingsProblems = (settings: MultiSettings): SettingsProblems => {
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
    if (rule.operator === 'between' && (rule.value2 === undefined || rule.value2 < rule.value1)) {
      problems[`customRules.${index}.value2`] = 'Between needs a second value at least the first'
    }
    if (rule.playerCount < 0) problems[`customRules.${index}.playerCount`] = '0 or more'
  }
  for (const [index, stack] of settings.teamStacks.entries()) {
    if (stack.stackCount < 2) problems[`teamStacks.${index}.stackCount`] = 'At least 2 players'
  }
  for (const [index, stack] of settings.positionStacks.entries()) {
    if (stack.keyPosition === '')
      problems[`positionStacks.${index}.keyPosition`] = 'Pick a position'
    if (stack.positions.length === 0) {
      problems[`positionStacks.${index}.positions`] = 'Pick at least one position'
    }
  }
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
