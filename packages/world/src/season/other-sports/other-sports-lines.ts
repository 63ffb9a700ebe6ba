/**
 * The books' markets for the other sports. College games reuse the NFL and NBA line models
 * (`drawGameLines`) rescaled to college scoring; soccer has a three-way moneyline and a goals
 * total from a Poisson model of each side's goals; MMA fights have moneylines only; NASCAR races
 * have a win price per driver.
 */
import type { Rng } from '@slatelab/engine/rng'
import { americanOdds, drawGameLines, type GameLines, type LineSnapshot } from '../vegas-lines'

/**
 * The win probability American odds imply (the book's margin included).
 * @example impliedProbability(-150) // 0.6
 * @example impliedProbability(250) // 0.2857…
 */
export const impliedProbability = (american: number): number =>
  american < 0 ? -american / (100 - american) : 100 / (american + 100)

// Book ladders: long prices are quoted in coarser steps.
const ladderStep = (odds: number): number =>
  odds < 1000 ? 5 : odds < 5000 ? 50 : odds < 20_000 ? 500 : 5000

/**
 * American odds of a priced probability (the book's margin already in it), on the books'
 * ladder and without a floor, so a 300-to-1 long shot keeps his price; favourites stop at
 * −3233 (97 %).
 * @example americanOfPriced(0.0032) // 31000
 * @example americanOfPriced(0.55) // -122
 */
export const americanOfPriced = (priced: number): number => {
  if (priced >= 0.5)
    return -Math.round((100 * Math.min(0.97, priced)) / (1 - Math.min(0.97, priced)))
  const odds = (100 * (1 - priced)) / priced
  const step = ladderStep(odds)
  return Math.round(odds / step) * step
}

const roundTo = (value: number, step: number): number =>
  Math.round(Math.round(value / step) * step * 100) / 100

/** How a college sport's lines relate to its pro model's: margins scale, totals scale and shift. */
type CollegeScaling = {
  readonly pro: 'NFL' | 'NBA'
  readonly marginScale: number
  readonly totalScale: number
  readonly totalShift: number
}

// FBS games average about 55 points with a margin sd near 17 (NFL 44.5 and 13.5); Division I
// basketball about 142 with a margin sd near 10.5 (NBA 228 and 12).
const collegeScalings: Readonly<Record<'CFB' | 'CBB', CollegeScaling>> = {
  CFB: { pro: 'NFL', marginScale: 1.25, totalScale: 1, totalShift: 11 },
  CBB: { pro: 'NBA', marginScale: 0.875, totalScale: 0.623, totalShift: 0 },
}

/**
 * Lines for a college game: the pro model's lines with margins and totals rescaled. Spreads
 * and the margin's spread scale together, so the moneylines stay as the pro model priced them.
 * @example drawCollegeLines('CFB', 1.2, -0.4, rng).snapshots.at(-1)?.total // 57.5
 */
export const drawCollegeLines = (
  sport: 'CFB' | 'CBB',
  homeStrength: number,
  visitorStrength: number,
  rng: Rng,
): GameLines => {
  const scaling = collegeScalings[sport]
  const pro = drawGameLines(scaling.pro, homeStrength, visitorStrength, rng)
  const scaleTotal = (total: number): number =>
    roundTo(total * scaling.totalScale + scaling.totalShift, 0.5)
  const snapshots = pro.snapshots.map((snapshot) => {
    const homeSpread = roundTo(snapshot.homeSpread * scaling.marginScale, 0.5)
    return {
      ...snapshot,
      homeSpread: homeSpread === 0 ? 0 : homeSpread,
      total: scaleTotal(snapshot.total),
    }
  })
  const close = snapshots[snapshots.length - 1] as LineSnapshot
  const margin = (pro.homeImpliedTotal - pro.visitorImpliedTotal) * scaling.marginScale
  const homeImpliedTotal = Math.max(0, roundTo((close.total + margin) / 2, 0.01))
  return {
    snapshots,
    homeImpliedTotal,
    visitorImpliedTotal: Math.max(0, roundTo(close.total - homeImpliedTotal, 0.01)),
  }
}

/**
 * A soccer match's three-way market (home, draw, away) and goals total, closing prices.
 * @example { homeMoneyline: 120, drawMoneyline: 240, visitorMoneyline: 230, total: 2.5, overPrice: -115, underPrice: -105 }
 */
export type ThreeWayMarket = {
  readonly homeMoneyline: number
  readonly drawMoneyline: number
  readonly visitorMoneyline: number
  readonly total: number
  readonly overPrice: number
  readonly underPrice: number
}

/**
 * A soccer match's lines: the two-way snapshots (Asian handicap as the spread, goals total,
 * draw-no-bet moneylines), the closing three-way market, and the expected goals of the close.
 */
export type SoccerLines = GameLines & { readonly threeWay: ThreeWayMarket }

const poisson = (lambda: number, maxGoals: number): readonly number[] => {
  const probabilities: number[] = [Math.exp(-lambda)]
  for (let goals = 1; goals <= maxGoals; goals += 1) {
    probabilities.push(((probabilities[goals - 1] as number) * lambda) / goals)
  }
  return probabilities
}

type MatchOutcome = { readonly home: number; readonly draw: number; readonly visitor: number }

const outcomeOf = (homeGoals: number, visitorGoals: number): MatchOutcome => {
  const home = poisson(homeGoals, 10)
  const visitor = poisson(visitorGoals, 10)
  let homeWin = 0
  let draw = 0
  home.forEach((p, h) =>
    visitor.forEach((q, v) => {
      if (h > v) homeWin += p * q
      else if (h === v) draw += p * q
    }),
  )
  return { home: homeWin, draw, visitor: 1 - homeWin - draw }
}

// The half-goal total whose over is closest to even money.
const goalsTotalOf = (expectedGoals: number): { total: number; over: number } => {
  const goals = poisson(expectedGoals, 15)
  return [1.5, 2.5, 3.5, 4.5]
    .map((total) => ({
      total,
      over: 1 - goals.slice(0, Math.ceil(total)).reduce((sum, p) => sum + p, 0),
    }))
    .reduce((best, line) => (Math.abs(line.over - 0.5) < Math.abs(best.over - 0.5) ? line : best))
}

// Added to each outcome's probability: a 5 % overround that survives a capped favourite.
const threeWayMargin = 0.05 / 3
const clampPct = (value: number): number => Math.round(Math.min(95, Math.max(5, value)))

/**
 * Lines for a Premier League match from the clubs' strengths (league SDs): expected goals of
 * 1.55 at home and 1.25 away, scaled by exp(±0.2 × strength difference), a three-way market
 * with a 5 % overround, a half-goal total and an Asian handicap. The line opens two days ahead
 * with the books' error and closes 30 minutes before kickoff.
 * @example drawSoccerLines(0.8, -0.5, rng).threeWay.total // 2.5
 */
export const drawSoccerLines = (
  homeStrength: number,
  visitorStrength: number,
  rng: Rng,
): SoccerLines => {
  const edge = 0.2 * (homeStrength - visitorStrength)
  const fairHome = 1.55 * Math.exp(edge)
  const fairVisitor = 1.25 * Math.exp(-edge)
  const publicOnHome = rng.normal(edge > 0 ? 58 : 42, 8)
  const publicOnOver = rng.normal(60, 7)
  const quotes = [
    { minutesBefore: 2880, error: 0.12 },
    { minutesBefore: 30, error: 0.03 },
  ].map(({ minutesBefore, error }) => {
    const homeGoals = fairHome * Math.exp(rng.normal(0, error))
    const visitorGoals = fairVisitor * Math.exp(rng.normal(0, error))
    const outcome = outcomeOf(homeGoals, visitorGoals)
    const goals = goalsTotalOf(homeGoals + visitorGoals)
    const handicap = roundTo(visitorGoals - homeGoals, 0.25)
    const overPrice = americanOdds(goals.over, 0.045)
    const snapshot: LineSnapshot = {
      minutesBefore,
      homeSpread: handicap === 0 ? 0 : handicap,
      spreadPrice: -110 + rng.int(-1, 1) * 5,
      total: goals.total,
      overPrice,
      underPrice: americanOdds(1 - goals.over, 0.045),
      homeMoneyline: americanOdds(outcome.home / (outcome.home + outcome.visitor), 0.045),
      visitorMoneyline: americanOdds(outcome.visitor / (outcome.home + outcome.visitor), 0.045),
      homeSpreadBetPct: clampPct(publicOnHome + rng.normal(0, 3)),
      homeSpreadMoneyPct: clampPct(publicOnHome + rng.normal(0, 12)),
      overBetPct: clampPct(publicOnOver + rng.normal(0, 3)),
      overMoneyPct: clampPct(publicOnOver + rng.normal(0, 12)),
    }
    return { snapshot, outcome, homeGoals, visitorGoals }
  })
  const close = quotes[quotes.length - 1] as (typeof quotes)[number]
  return {
    snapshots: quotes.map((quote) => quote.snapshot),
    homeImpliedTotal: roundTo(close.homeGoals, 0.01),
    visitorImpliedTotal: roundTo(close.visitorGoals, 0.01),
    threeWay: {
      homeMoneyline: americanOfPriced(close.outcome.home + threeWayMargin),
      drawMoneyline: americanOfPriced(close.outcome.draw + threeWayMargin),
      visitorMoneyline: americanOfPriced(close.outcome.visitor + threeWayMargin),
      total: close.snapshot.total,
      overPrice: close.snapshot.overPrice,
      underPrice: close.snapshot.underPrice,
    },
  }
}

/**
 * A fight's moneylines at the open (a week ahead) and the close, in the order of the title's
 * fighters.
 * @example { openMoneylines: [-180, 150], closeMoneylines: [-210, 172] }
 */
export type FightLines = {
  readonly openMoneylines: readonly [number, number]
  readonly closeMoneylines: readonly [number, number]
}

/**
 * Moneylines of a fight from the fighters' skills (SDs): the first wins with probability
 * logistic(1.1 × skill difference), which the books see with noise that shrinks by the close;
 * 4.5 % hold.
 * @example drawFightLines(1.1, -0.3, rng).closeMoneylines // [-290, 235]
 */
export const drawFightLines = (skillA: number, skillB: number, rng: Rng): FightLines => {
  const moneylines = (noise: number): readonly [number, number] => {
    const pA = 1 / (1 + Math.exp(-(1.1 * (skillA - skillB) + rng.normal(0, noise))))
    return [americanOdds(pA, 0.045), americanOdds(1 - pA, 0.045)]
  }
  return { openMoneylines: moneylines(0.35), closeMoneylines: moneylines(0.1) }
}

/** What a track rewards: on superspeedways the pack makes the winner close to a lottery. */
export const trackKinds = {
  /** Drafting tracks (2.5 miles and more): skill counts least. */
  superspeedway: 'superspeedway',
  /** 1.5–2 mile ovals: skill counts most. */
  intermediate: 'intermediate',
  /** Ovals under a mile. */
  short: 'short',
  /** Road and street courses. */
  road: 'road',
} as const
export type TrackKind = (typeof trackKinds)[keyof typeof trackKinds]

const skillWeight: Readonly<Record<TrackKind, number>> = {
  superspeedway: 0.5,
  intermediate: 1.5,
  short: 1.2,
  road: 1.3,
}

/**
 * A driver's price to win a race.
 * @example { playerKey: 'NAS:24', carNumber: 24, winProbability: 0.121, americanOdds: 700 }
 */
export type DriverOdds = {
  readonly playerKey: string
  readonly carNumber: number
  readonly winProbability: number
  readonly americanOdds: number
}

const raceOverround = 1.06

/**
 * Win prices for a race's field, shortest first: win probabilities proportional to
 * exp(track weight × skill + noise), a 6 % overround, long prices on the books' ladder.
 * @example drawRaceOdds(drivers, 'intermediate', rng)[0]?.americanOdds // 450
 */
export const drawRaceOdds = (
  drivers: readonly { readonly key: string; readonly carNumber: number; readonly skill: number }[],
  kind: TrackKind,
  rng: Rng,
): readonly DriverOdds[] => {
  const weights = drivers.map((driver) =>
    Math.exp(skillWeight[kind] * driver.skill + rng.normal(0, 0.3)),
  )
  const sum = weights.reduce((total, weight) => total + weight, 0)
  return drivers
    .map((driver, index) => {
      const winProbability = (weights[index] as number) / sum
      return {
        playerKey: driver.key,
        carNumber: driver.carNumber,
        winProbability: Math.round(winProbability * 10_000) / 10_000,
        americanOdds: americanOfPriced(winProbability * raceOverround),
      }
    })
    .sort((a, b) => b.winProbability - a.winProbability)
}
