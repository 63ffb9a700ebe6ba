/**
 * What a betting line says about a game: the win probability of American odds, both sides'
 * probabilities with the book's margin (vig) taken out, and each team's implied total from
 * the game total and the spread.
 */

/**
 * The break-even probability of American odds (vig included).
 * @example impliedProbability(-150) // 0.6
 * @example impliedProbability(130) // 0.4348
 */
export const impliedProbability = (americanOdds: number): number =>
  americanOdds < 0 ? -americanOdds / (-americanOdds + 100) : 100 / (americanOdds + 100)

/**
 * Both sides' win probabilities with the vig removed proportionally, so they sum to 1.
 * @example noVigProbabilities(-150, 130) // { home: 0.5798, visitor: 0.4202 }
 */
export const noVigProbabilities = (
  homeMoneyline: number,
  visitorMoneyline: number,
): { readonly home: number; readonly visitor: number } => {
  const home = impliedProbability(homeMoneyline)
  const visitor = impliedProbability(visitorMoneyline)
  return { home: home / (home + visitor), visitor: visitor / (home + visitor) }
}

/**
 * A field's probabilities of one market with the vig removed proportionally: the break-even
 * probabilities scaled to sum to `places`, the number of selections that win (1 for the
 * winner, 5 for a top-5 finish: every golfer's chance of a top 5 sums to 5).
 * @example noVigFieldProbabilities([150, 150, 300], 1) // [0.381, 0.381, 0.2381]
 */
export const noVigFieldProbabilities = (
  prices: readonly number[],
  places: number,
): readonly number[] => {
  const implied = prices.map(impliedProbability)
  const sum = implied.reduce((total, probability) => total + probability, 0)
  return implied.map((probability) => (sum === 0 ? 0 : (probability * places) / sum))
}

/**
 * Each team's implied total: half the game total, moved by half the spread. `homeSpread` is
 * the home team's (negative = home favoured), so the two totals sum to the game total and
 * differ by the spread.
 * @example impliedTeamTotals(47.5, -3.5) // { home: 25.5, visitor: 22 }
 */
export const impliedTeamTotals = (
  total: number,
  homeSpread: number,
): { readonly home: number; readonly visitor: number } => ({
  home: (total - homeSpread) / 2,
  visitor: (total + homeSpread) / 2,
})

// Abramowitz and Stegun 7.1.26 (error below 1.5e-7): enough for a line quoted in half points.
const normalCdf = (z: number): number => {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-x * x)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * The home team's expected margin that gives it `homeWinProbability` when margins are normal
 * with `marginSd`: how run-line and puck-line sports (whose spread stops at 1.5) turn a
 * moneyline into a margin.
 * @example marginOfWinProbability(0.6, 4.3) // 1.089
 */
export const marginOfWinProbability = (homeWinProbability: number, marginSd: number): number => {
  const p = Math.min(0.999, Math.max(0.001, homeWinProbability))
  let low = -4
  let high = 4
  for (let step = 0; step < 50; step += 1) {
    const mid = (low + high) / 2
    if (normalCdf(mid) < p) low = mid
    else high = mid
  }
  return ((low + high) / 2) * marginSd
}

/**
 * How far a moneyline moved, in cents, as bettors count it: the gap between −100 and +100 is
 * no move at all (+104 → −101 is 5 cents toward the team, not 205).
 * @example moneylineChange(104, -101) // -5
 * @example moneylineChange(-130, -145) // -15
 */
export const moneylineChange = (open: number, current: number): number => {
  const cents = (americanOdds: number) =>
    americanOdds > 0 ? americanOdds - 100 : americanOdds + 100
  return cents(current) - cents(open)
}
