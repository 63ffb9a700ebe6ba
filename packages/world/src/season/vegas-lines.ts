/**
 * The books' view of a game: a fair margin and total from the teams' strength, an opening line
 * with the books' error, and the moves to the closing line as money comes in, with the share of
 * bets and of money on each side: the line moves toward the money, which is where most bets are
 * except in a sharp game (docs/vegas.md "Public betting").
 */
import type { Rng } from '@slatelab/engine/rng'
import { normalCdf } from '../salaries'
import type { TeamSport } from './league-schedule'

/**
 * One snapshot of a game's line, from the home team's side. Spreads are the home team's
 * (negative = home favoured), prices American odds.
 * @example { minutesBefore: 1440, homeSpread: -3.5, spreadPrice: -110, total: 47.5, overPrice: -110, underPrice: -110, homeMoneyline: -175, visitorMoneyline: 150, homeSpreadBetPct: 58, homeSpreadMoneyPct: 44, overBetPct: 62, overMoneyPct: 51 }
 */
export type LineSnapshot = {
  readonly minutesBefore: number
  readonly homeSpread: number
  readonly spreadPrice: number
  readonly total: number
  readonly overPrice: number
  readonly underPrice: number
  readonly homeMoneyline: number
  readonly visitorMoneyline: number
  readonly homeSpreadBetPct: number
  readonly homeSpreadMoneyPct: number
  readonly overBetPct: number
  readonly overMoneyPct: number
}

/**
 * A game's line from open to close (earliest first) and the implied team totals of the close.
 * @example gameLines.snapshots[0].minutesBefore // 10080 (an NFL line opens a week ahead)
 */
export type GameLines = {
  readonly snapshots: readonly LineSnapshot[]
  readonly homeImpliedTotal: number
  readonly visitorImpliedTotal: number
}

type LineModel = {
  /** League mean game total and its spread between games, in points / runs / goals. */
  readonly totalMean: number
  readonly totalSd: number
  /** Total points per unit of the teams' summed offensive strength. */
  readonly totalPerStrength: number
  /** Margin per unit of strength difference, home edge, and the sd of a game's margin. */
  readonly marginPerStrength: number
  readonly homeEdge: number
  readonly marginSd: number
  /**
   * The step books quote spreads and totals in; hours the line is up before the game (NBA, MLB
   * and NHL lines post the morning before, so tomorrow's goalie cards carry moneylines).
   */
  readonly step: number
  readonly openHours: number
  /** Largest spread books hang (the rest goes to the moneyline). */
  readonly maxSpread: number
  /**
   * MLB's run line and the NHL's puck line: the spread is always this, the favourite giving it,
   * and its price carries the margin (never a pick'em or a half run).
   */
  readonly fixedSpread?: number
}

const lineModels: Readonly<Record<TeamSport, LineModel>> = {
  NFL: {
    totalMean: 44.5,
    totalSd: 3.5,
    totalPerStrength: 6,
    marginPerStrength: 14,
    homeEdge: 1.8,
    marginSd: 13.5,
    step: 0.5,
    openHours: 168,
    maxSpread: 20,
  },
  NBA: {
    totalMean: 228,
    totalSd: 6,
    totalPerStrength: 10,
    marginPerStrength: 18,
    homeEdge: 2.5,
    marginSd: 12,
    step: 0.5,
    openHours: 36,
    maxSpread: 20,
  },
  MLB: {
    totalMean: 8.6,
    totalSd: 0.7,
    totalPerStrength: 1.5,
    marginPerStrength: 2.5,
    homeEdge: 0.2,
    marginSd: 4.3,
    step: 0.5,
    openHours: 36,
    maxSpread: 1.5,
    fixedSpread: 1.5,
  },
  NHL: {
    totalMean: 6.1,
    totalSd: 0.3,
    totalPerStrength: 0.8,
    marginPerStrength: 1.6,
    homeEdge: 0.2,
    marginSd: 2.4,
    step: 0.5,
    openHours: 36,
    maxSpread: 1.5,
    fixedSpread: 1.5,
  },
}

const roundTo = (value: number, step: number): number =>
  Math.round(Math.round(value / step) * step * 100) / 100

/**
 * American odds of a win probability with the book's margin (vig) added.
 * @example americanOdds(0.6, 0.022) // -157
 */
export const americanOdds = (probability: number, vig: number): number => {
  const priced = Math.min(0.97, Math.max(0.03, probability + vig / 2))
  return priced >= 0.5
    ? -Math.round((100 * priced) / (1 - priced))
    : Math.round((100 * (1 - priced)) / priced)
}

const clampPct = (value: number): number => Math.round(Math.min(95, Math.max(5, value)))

/** The shares of bets and of money on the home side (or the over), percent. */
type BettingShares = Pick<
  LineSnapshot,
  'homeSpreadBetPct' | 'homeSpreadMoneyPct' | 'overBetPct' | 'overMoneyPct'
>

/**
 * Games whose line moves against most of the bets: a few large (sharp) bets on the other side
 * outweigh the public's many small ones.
 * @example sharpShare // 0.2
 */
export const sharpShare = 0.2

/**
 * The bet and money shares (percent) on the side a line moved toward (`direction` 1: home or
 * over, −1: visitor or under, 0: no move) from the public's lean (`publicLean`, percent on that
 * side as drawn). The line follows the money: in a public game most bets and most money are on
 * the side it moved to; in a sharp game most bets are on the other side, the money is not.
 * @example bettingSides(1, 58, false) // { bets: 63, money: 68 }
 */
export const bettingSides = (
  direction: number,
  publicLean: number,
  sharp: boolean,
): { readonly bets: number; readonly money: number } => {
  if (direction === 0) return { bets: publicLean, money: publicLean }
  const lean = Math.min(30, Math.abs(publicLean - 50) + 5)
  return sharp
    ? { bets: 50 - direction * lean, money: 50 + direction * (8 + lean / 2) }
    : { bets: 50 + direction * lean, money: 50 + direction * (lean + 5) }
}

/**
 * Lines for one game. `homeStrength` and `visitorStrength` are the teams' mean latent skill
 * on the day (injuries and form included); the books see them with noise, and the line then
 * moves 2–4 times toward the fair line (sharp money) or away from it (public money).
 * @example drawGameLines('NBA', 0.3, -0.1, rng).homeImpliedTotal // 117.25
 */
export const drawGameLines = (
  sport: TeamSport,
  homeStrength: number,
  visitorStrength: number,
  rng: Rng,
): GameLines => {
  const model = lineModels[sport]
  const fairMargin = (homeStrength - visitorStrength) * model.marginPerStrength + model.homeEdge
  const fairTotal =
    model.totalMean +
    (homeStrength + visitorStrength) * model.totalPerStrength +
    rng.normal(0, model.totalSd)
  const moves = rng.int(2, 4)
  let closingMargin = 0
  let margin = fairMargin + rng.normal(0, model.marginSd * 0.08)
  let total = fairTotal + rng.normal(0, model.totalSd * 0.3)
  const publicOnHome = rng.normal(fairMargin > 0 ? 58 : 42, 8)
  const publicOnOver = rng.normal(60, 7)
  const quotes: (Omit<LineSnapshot, keyof BettingShares> & { readonly noise: BettingShares })[] = []
  const margins: number[] = []
  const totals: number[] = []
  for (let move = 0; move <= moves; move += 1) {
    const minutesBefore =
      Math.round((model.openHours * 60 * (moves - move)) / moves) + (move === moves ? 30 : 0)
    const spread =
      model.fixedSpread === undefined
        ? Math.max(-model.maxSpread, Math.min(model.maxSpread, roundTo(-margin, model.step)))
        : margin >= 0
          ? -model.fixedSpread
          : model.fixedSpread
    const quotedTotal = roundTo(total, model.step)
    const homeWin = normalCdf(margin / model.marginSd)
    // A fixed line's price is the home side's chance to cover it; the draw stays either way,
    // so the draws after it are the same.
    const priceStep = rng.int(-1, 1) * 5
    const spreadPrice =
      model.fixedSpread === undefined
        ? -110 + priceStep
        : americanOdds(1 - normalCdf((spread * -1 - margin) / model.marginSd), 0.045)
    const overPrice = -110 + rng.int(-2, 2) * 5
    quotes.push({
      minutesBefore,
      homeSpread: spread === 0 ? 0 : spread,
      spreadPrice,
      total: quotedTotal,
      overPrice,
      underPrice: -220 - overPrice,
      homeMoneyline: americanOdds(homeWin, 0.045),
      visitorMoneyline: americanOdds(1 - homeWin, 0.045),
      noise: {
        homeSpreadBetPct: rng.normal(0, 3),
        homeSpreadMoneyPct: rng.normal(0, 12),
        overBetPct: rng.normal(0, 3),
        overMoneyPct: rng.normal(0, 12),
      },
    })
    margins.push(margin)
    totals.push(total)
    closingMargin = margin
    // Sharp money pulls the line toward the fair number; noise keeps it honest.
    margin += (fairMargin - margin) * 0.4 + rng.normal(0, model.marginSd * 0.03)
    total += (fairTotal - total) * 0.4 + rng.normal(0, model.totalSd * 0.1)
  }
  // A fork: the shares' own draws leave the line's (and every draw after it) where they were.
  const betting = rng.fork('betting')
  const sides = {
    spread: bettingSides(
      Math.sign(closingMargin - (margins[0] ?? closingMargin)),
      publicOnHome,
      betting.next() < sharpShare,
    ),
    total: bettingSides(
      Math.sign((totals.at(-1) ?? 0) - (totals[0] ?? 0)),
      publicOnOver,
      betting.next() < sharpShare,
    ),
  }
  const snapshots: LineSnapshot[] = quotes.map(({ noise, ...quote }) => ({
    ...quote,
    homeSpreadBetPct: clampPct(sides.spread.bets + noise.homeSpreadBetPct),
    homeSpreadMoneyPct: clampPct(sides.spread.money + noise.homeSpreadMoneyPct / 3),
    overBetPct: clampPct(sides.total.bets + noise.overBetPct),
    overMoneyPct: clampPct(sides.total.money + noise.overMoneyPct / 3),
  }))
  // From the books' margin, not the spread: run and puck lines stop at 1.5.
  const close = snapshots[snapshots.length - 1] as LineSnapshot
  const homeImpliedTotal = roundTo(close.total / 2 + closingMargin / 2, 0.01)
  return {
    snapshots,
    homeImpliedTotal: Math.max(0, homeImpliedTotal),
    visitorImpliedTotal: Math.max(0, roundTo(close.total - homeImpliedTotal, 0.01)),
  }
}
