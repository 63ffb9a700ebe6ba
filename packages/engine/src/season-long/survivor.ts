/**
 * Survivor pools: each week a player picks one team to win, never the same team twice, and is
 * out at the first loss. Win probabilities come from moneylines (vig removed) where a game has
 * them, otherwise from team ratings fitted to those lines. The best path maximises the chance
 * to survive every remaining week, the product of its picks' probabilities, so it maximises
 * the sum of their logarithms: an assignment problem (weeks × teams) solved exactly as an
 * integer program by GLPK, not greedily.
 */
import type { Glpk } from '../optimizer/glpk-solver'

/**
 * The win probability an American moneyline implies, before removing the vig.
 * @example impliedProbability(-150) // 0.6
 */
export const impliedProbability = (moneyline: number): number =>
  moneyline < 0 ? -moneyline / (-moneyline + 100) : 100 / (moneyline + 100)

/**
 * The home team's win probability from both moneylines, the bookmaker's margin removed by
 * normalising the two implied probabilities to sum to 1.
 * @example noVigHomeProbability(-150, 130) // 0.5798…
 */
export const noVigHomeProbability = (homeMoneyline: number, visitorMoneyline: number): number => {
  const home = impliedProbability(homeMoneyline)
  const visitor = impliedProbability(visitorMoneyline)
  return home / (home + visitor)
}

/** A game with a known home win probability (from its lines). */
export type PricedGame = {
  readonly home: string
  readonly visitor: string
  readonly homeProbability: number
}

const logit = (p: number) => Math.log(p / (1 - p))
const logistic = (x: number) => 1 / (1 + Math.exp(-x))

/**
 * Team ratings (log-odds) and a home edge fitted to priced games by least squares on the
 * log-odds of the home win (ridge 0.1 keeps teams with few games near 0).
 * @example fitRatings(games).rating.get('KC') // 0.62
 */
export const fitRatings = (
  games: readonly PricedGame[],
): { readonly rating: ReadonlyMap<string, number>; readonly homeEdge: number } => {
  const rating = new Map<string, number>()
  for (const game of games) {
    rating.set(game.home, 0)
    rating.set(game.visitor, 0)
  }
  let homeEdge = 0
  const ridge = 0.1
  // Coordinate descent converges quickly: each step solves one rating exactly.
  for (let sweep = 0; sweep < 100; sweep += 1) {
    const residualSum = games.reduce(
      (sum, g) =>
        sum +
        logit(clamp(g.homeProbability)) -
        ((rating.get(g.home) ?? 0) - (rating.get(g.visitor) ?? 0)),
      0,
    )
    homeEdge = games.length > 0 ? residualSum / games.length : 0
    for (const team of rating.keys()) {
      let numerator = 0
      let count = 0
      for (const g of games) {
        const target = logit(clamp(g.homeProbability)) - homeEdge
        if (g.home === team) {
          numerator += target + (rating.get(g.visitor) ?? 0)
          count += 1
        } else if (g.visitor === team) {
          numerator += (rating.get(g.home) ?? 0) - target
          count += 1
        }
      }
      rating.set(team, numerator / (count + ridge))
    }
  }
  return { rating, homeEdge }
}

const clamp = (p: number) => Math.min(0.995, Math.max(0.005, p))

/**
 * The home win probability the ratings give a game.
 * @example ratedHomeProbability(ratings, 'KC', 'DEN') // 0.71
 */
export const ratedHomeProbability = (
  ratings: ReturnType<typeof fitRatings>,
  home: string,
  visitor: string,
): number =>
  logistic((ratings.rating.get(home) ?? 0) - (ratings.rating.get(visitor) ?? 0) + ratings.homeEdge)

/** One week's choices: every team playing that week and its win probability. */
export type SurvivorWeek = {
  readonly week: number
  readonly options: readonly { readonly team: string; readonly winProbability: number }[]
}

/** A path: one pick per week and the chance to survive them all. */
export type SurvivorPath = {
  readonly picks: readonly {
    readonly week: number
    readonly team: string
    readonly winProbability: number
  }[]
  readonly survivalProbability: number
}

/**
 * The path through `weeks` that maximises the product of win probabilities, each team used at
 * most once and never one in `used`. Empty when no path exists (more weeks than teams left).
 * @example (await optimalSurvivorPath(glpk, weeks, ['KC'])).picks.map((p) => p.team) // ['BUF', 'DET']
 */
export const optimalSurvivorPath = async (
  glpk: Glpk,
  weeks: readonly SurvivorWeek[],
  used: readonly string[],
): Promise<SurvivorPath> => {
  const usedSet = new Set(used)
  const variables = weeks.flatMap((week, w) =>
    week.options
      .filter((option) => !usedSet.has(option.team) && option.winProbability > 0)
      .map((option) => ({ name: `x${w}_${option.team}`, w, ...option })),
  )
  if (weeks.length === 0) return { picks: [], survivalProbability: 1 }
  const teams = [...new Set(variables.map((variable) => variable.team))]
  const result = await glpk.solve(
    {
      name: 'survivor',
      objective: {
        direction: glpk.GLP_MAX,
        name: 'logSurvival',
        vars: variables.map((v) => ({ name: v.name, coef: Math.log(v.winProbability) })),
      },
      subjectTo: [
        ...weeks.map((_, w) => ({
          name: `week${w}`,
          vars: variables.filter((v) => v.w === w).map((v) => ({ name: v.name, coef: 1 })),
          bnds: { type: glpk.GLP_FX, lb: 1, ub: 1 },
        })),
        ...teams.map((team) => ({
          name: `team_${team}`,
          vars: variables.filter((v) => v.team === team).map((v) => ({ name: v.name, coef: 1 })),
          bnds: { type: glpk.GLP_UP, lb: 0, ub: 1 },
        })),
      ],
      binaries: variables.map((v) => v.name),
    },
    { msglev: glpk.GLP_MSG_OFF },
  )
  const status = result.result.status
  if (status !== glpk.GLP_OPT && status !== glpk.GLP_FEAS)
    return { picks: [], survivalProbability: 0 }
  const chosen = variables.filter((v) => (result.result.vars[v.name] ?? 0) > 0.5)
  const picks = weeks.flatMap((week, w) =>
    chosen
      .filter((v) => v.w === w)
      .map((v) => ({ week: week.week, team: v.team, winProbability: v.winProbability })),
  )
  return {
    picks,
    survivalProbability: picks.reduce((product, pick) => product * pick.winProbability, 1),
  }
}
