/**
 * Naming why no lineup exists: a deletion filter over the model's rules. Every rule whose
 * removal still leaves the model infeasible is dropped for good; what remains is a smallest
 * set (no rule of it can go) that together makes building impossible.
 */
import type { LineupModel } from './lineup-model'

/**
 * No lineup satisfies the rules; `rules` is the smallest conflicting set found and
 * `lineups` the lineups built before it.
 */
export class OptimizerInfeasibleError extends Error {
  constructor(
    readonly lineupNumber: number,
    readonly rules: readonly string[],
    /** When the least salary alone is out of reach: the most a lineup can spend. */
    readonly highestSalary?: number,
  ) {
    super(
      rules.length === 0
        ? `Lineup ${lineupNumber}: the player pool cannot fill the roster under the salary cap`
        : `Lineup ${lineupNumber}: no lineup satisfies ${rules.join(' + ')}${
            highestSalary === undefined
              ? ''
              : ` (the most a lineup can spend is $${highestSalary.toLocaleString('en-US')})`
          }`,
    )
    this.name = 'OptimizerInfeasibleError'
  }
}

/** The name of the least-salary rule in explanations. */
export const minSalaryRule = 'Min salary cap'

// Rules about one player keep the player's name; others are named by their setting.
const playerRules = ['Lock', 'Exclude', 'Min exposure', 'Max exposure']
const ruleKey = (rule: string): string => {
  const [setting = rule] = rule.split(': ')
  return playerRules.some((prefix) => setting.startsWith(prefix)) ? rule : setting
}

/** Whether a model has a lineup; `undefined` when that could not be decided. */
export type FeasibilityTest = (model: LineupModel) => Promise<boolean | undefined>

/**
 * The smallest set of rule names that leaves `model` without a lineup (empty when the roster
 * and cap alone fail). Undecided tests keep the rule, so the set may be larger, never wrong.
 * @example await explainInfeasibility(model, test) // ['Max per team (3)', 'Team stack: 4']
 */
export const explainInfeasibility = async (
  model: LineupModel,
  feasible: FeasibilityTest,
): Promise<readonly string[]> => {
  const keys = [
    ...new Set([
      ...(model.minSalary > 0 ? [minSalaryRule] : []),
      ...model.rows.map((row) => ruleKey(row.rule)),
      ...model.groupRows.map((row) => ruleKey(row.rule)),
    ]),
  ]
  const restrict = (kept: ReadonlySet<string>): LineupModel => ({
    ...model,
    minSalary: kept.has(minSalaryRule) ? model.minSalary : 0,
    rows: model.rows.filter((row) => kept.has(ruleKey(row.rule))),
    groupRows: model.groupRows.filter((row) => kept.has(ruleKey(row.rule))),
  })
  const kept = new Set(keys)
  for (const key of keys) {
    kept.delete(key)
    if ((await feasible(restrict(kept))) !== false) kept.add(key)
  }
  return [...kept]
}

/**
 * The most a lineup of `model` can spend when its least salary is out of reach: a binary
 * search on the least salary with the same test. Undefined when a test cannot decide.
 * @example await highestSalary({ ...model, minSalary: 49_500 }, test) // 48_250
 */
export const highestSalary = async (
  model: LineupModel,
  feasible: FeasibilityTest,
): Promise<number | undefined> => {
  let reachable = 0
  let beyond = model.minSalary
  while (beyond - reachable > 1) {
    const middle = Math.floor((reachable + beyond) / 2)
    const found = await feasible({ ...model, minSalary: middle })
    if (found === undefined) return undefined
    if (found) reachable = middle
    else beyond = middle
  }
  return reachable
}
