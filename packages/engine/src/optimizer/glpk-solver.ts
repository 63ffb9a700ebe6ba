/**
 * The lineup model as a GLPK integer program: one binary per item and slot code it can
 * fill, so the slots are filled exactly; player indicators are sums of those binaries; a group
 * row gets one binary per group. GLPK is exact by default (relative MIP gap 0). The caller
 * passes the GLPK instance (`glpk.js/node` in Node, `glpk.js` in a browser worker), so this
 * package loads no WebAssembly itself.
 */
import type { LP, Result } from 'glpk.js'
import { termCountsFor, type LineupModel, type ModelSolution } from './lineup-model'

/** The part of a GLPK instance the optimizer uses; both `glpk.js` builds fit. */
export type Glpk = {
  readonly GLP_MAX: number
  readonly GLP_UP: number
  readonly GLP_LO: number
  readonly GLP_DB: number
  readonly GLP_FX: number
  readonly GLP_OPT: number
  readonly GLP_FEAS: number
  readonly GLP_MSG_OFF: number
  solve(
    lp: LP,
    options?: { msglev?: number; presol?: boolean; tmlim?: number },
  ): Result | Promise<Result>
}

const bounds = (glpk: Glpk, min: number | undefined, max: number | undefined) => {
  if (min !== undefined && max !== undefined) {
    return min === max
      ? { type: glpk.GLP_FX, lb: min, ub: max }
      : { type: glpk.GLP_DB, lb: min, ub: max }
  }
  if (min !== undefined) return { type: glpk.GLP_LO, lb: min, ub: 0 }
  return { type: glpk.GLP_UP, lb: 0, ub: max ?? 0 }
}

/**
 * The model as GLPK's JSON LP.
 * @example toGlpkProblem(glpk, model).binaries.length // items × their slot codes + group binaries
 */
export const toGlpkProblem = (glpk: Glpk, model: LineupModel): LP & { binaries: string[] } => {
  const variables = model.items.flatMap((item, index) =>
    item.codes.map((code) => ({ name: `w${index}_${code}`, item, code })),
  )
  const ofPlayer = new Map<number, typeof variables>()
  for (const variable of variables) {
    ofPlayer.set(variable.item.player, [...(ofPlayer.get(variable.item.player) ?? []), variable])
  }
  // A term with a slot takes only the player's items that may fill it, as the search does.
  const playerVars = (player: number, coef: number, slot?: number) =>
    (ofPlayer.get(player) ?? [])
      .filter((variable) => termCountsFor({ player, coef, slot }, variable.item))
      .map((variable) => ({ name: variable.name, coef }))
  const binaries = variables.map((variable) => variable.name)
  const subjectTo: LP['subjectTo'] = [
    ...model.slotCodes.map((code, index) => ({
      name: `slot_${code}`,
      vars: variables
        .filter((variable) => variable.code === index)
        .map((variable) => ({ name: variable.name, coef: 1 })),
      bnds: bounds(glpk, model.slotCounts[index], model.slotCounts[index]),
    })),
    ...[...ofPlayer.keys()].map((player) => ({
      name: `player_${player}`,
      vars: playerVars(player, 1),
      bnds: bounds(glpk, undefined, 1),
    })),
    {
      name: 'salary',
      vars: variables.map((variable) => ({ name: variable.name, coef: variable.item.salary })),
      bnds: bounds(glpk, model.minSalary > 0 ? model.minSalary : undefined, model.maxSalary),
    },
    ...model.rows.map((row, index) => ({
      name: `row_${index}`,
      vars: row.terms.flatMap((term) => playerVars(term.player, term.coef, term.slot)),
      bnds: bounds(glpk, row.min, row.max),
    })),
  ]
  for (const [rowIndex, row] of model.groupRows.entries()) {
    const sums = row.groups.map((group) => group.players.flatMap((player) => playerVars(player, 1)))
    if (row.minGroups !== undefined) {
      // on_g = 1 only when the group has its players: minPlayers·on_g ≤ Σ y.
      const on = row.groups.map((_, index) => `on${rowIndex}_${index}`)
      binaries.push(...on)
      for (const [index, group] of row.groups.entries()) {
        if (group.windows !== undefined) {
          // on_g ≤ Σ on_w, and each window's on_w only when that window has its players.
          const windowsOn = group.windows.map((_, w) => `on${rowIndex}_${index}_w${w}`)
          binaries.push(...windowsOn)
          for (const [w, window] of group.windows.entries()) {
            subjectTo.push({
              name: `window_on_${rowIndex}_${index}_${w}`,
              vars: [
                { name: windowsOn[w] ?? '', coef: group.minPlayers },
                ...window.flatMap((player) => playerVars(player, -1)),
              ],
              bnds: bounds(glpk, undefined, 0),
            })
          }
          subjectTo.push({
            name: `group_on_${rowIndex}_${index}`,
            vars: [
              { name: on[index] ?? '', coef: 1 },
              ...windowsOn.map((name) => ({ name, coef: -1 })),
            ],
            bnds: bounds(glpk, undefined, 0),
          })
          continue
        }
        subjectTo.push({
          name: `group_on_${rowIndex}_${index}`,
          vars: [
            { name: on[index] ?? '', coef: group.minPlayers },
            ...(sums[index] ?? []).map((term) => ({ name: term.name, coef: -term.coef })),
          ],
          bnds: bounds(glpk, undefined, 0),
        })
      }
      subjectTo.push({
        name: `groups_min_${rowIndex}`,
        vars: on.map((name) => ({ name, coef: 1 })),
        bnds: bounds(glpk, row.minGroups, undefined),
      })
    }
    if (row.maxGroups !== undefined) {
      // hit_g = 1 whenever the group has its players: Σ y − |g|·hit_g ≤ minPlayers − 1.
      const hit = row.groups.map((_, index) => `hit${rowIndex}_${index}`)
      binaries.push(...hit)
      for (const [index, group] of row.groups.entries()) {
        for (const [w, window] of (group.windows ?? [group.players]).entries()) {
          subjectTo.push({
            name: `group_hit_${rowIndex}_${index}_${w}`,
            vars: [
              ...window.flatMap((player) => playerVars(player, 1)),
              { name: hit[index] ?? '', coef: -window.length },
            ],
            bnds: bounds(glpk, undefined, group.minPlayers - 1),
          })
        }
      }
      subjectTo.push({
        name: `groups_max_${rowIndex}`,
        vars: hit.map((name) => ({ name, coef: 1 })),
        bnds: bounds(glpk, undefined, row.maxGroups),
      })
    }
  }
  return {
    name: 'lineup',
    objective: {
      direction: glpk.GLP_MAX,
      name: 'points',
      vars: variables.map((variable) => ({ name: variable.name, coef: variable.item.points })),
    },
    subjectTo,
    binaries,
  }
}

/**
 * The best lineup of the model by GLPK, or `undefined` when none exists.
 * @example await solveWithGlpk(glpk, model) // { items: [3, 17, …], objective: 151.24 }
 */
export const solveWithGlpk = async (
  glpk: Glpk,
  model: LineupModel,
): Promise<ModelSolution | undefined> => {
  const result = await glpk.solve(toGlpkProblem(glpk, model), {
    msglev: glpk.GLP_MSG_OFF,
    presol: true,
  })
  if (result.result.status !== glpk.GLP_OPT) return undefined
  const items = Object.entries(result.result.vars)
    .filter(([name, value]) => name.startsWith('w') && value > 0.5)
    .map(([name]) => Number(name.slice(1).split('_')[0]))
  const objective = items.reduce((sum, index) => sum + (model.items[index]?.points ?? 0), 0)
  return { items, objective }
}
