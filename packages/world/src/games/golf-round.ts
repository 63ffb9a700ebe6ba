/**
 * One round of golf, hole by hole, on a par-72 course (four par 3s, ten par 4s, four par 5s).
 * Each hole's score against par is drawn from tour rates for its par, tilted by the golfer's
 * ability that day (skill, his form and the day's course conditions): a better day shifts
 * chances from bogeys toward birdies. Counts per round are consistent with the strokes by
 * construction.
 */
import type { Rng } from '@slatelab/engine/rng'

/**
 * The course's par per hole, front nine then back nine.
 * @example coursePars.reduce((sum, par) => sum + par, 0) // 72
 */
export const coursePars = [4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5] as const

/**
 * The course's par.
 * @example coursePar // 72
 */
export const coursePar = 72

// Tour chances of each score against par, from −3 (double eagle, or an ace on a par 4) to +3
// (a triple bogey, the worst the model plays: worse holes are rare enough to fold in), by the
// hole's par. On a par 3 the −2 is a hole in one.
const lowestScore = -3
const tourRates: Readonly<Record<number, readonly number[]>> = {
  3: [0, 0.0004, 0.135, 0.69, 0.155, 0.018, 0.002],
  4: [0.00005, 0.002, 0.16, 0.66, 0.158, 0.018, 0.002],
  5: [0.0003, 0.02, 0.39, 0.5, 0.075, 0.01, 0.002],
}
const categories = 7

/** One round's card: strokes and the holes by score against par. */
export type RoundCard = {
  readonly strokes: number
  readonly doubleEagles: number
  readonly eagles: number
  readonly birdies: number
  readonly pars: number
  readonly bogeys: number
  /** Double bogeys or worse (DraftKings' category). */
  readonly doubleBogeys: number
  /** Of those, triple bogeys. */
  readonly tripleBogeys: number
  readonly holesInOne: number
  /** 1 when the round had three or more birdies (or better) in a row, else 0. */
  readonly birdieStreak: number
  /** 1 when the round had no bogey or worse, else 0. */
  readonly bogeyFree: number
}

const cumulativeOdds = (ability: number, into: Float64Array): Float64Array => {
  let offset = 0
  for (const par of [3, 4, 5]) {
    const rates = tourRates[par] ?? []
    let total = 0
    for (let index = 0; index < categories; index += 1) {
      total += (rates[index] ?? 0) * Math.exp(-ability * (index + lowestScore))
      into[offset + index] = total
    }
    for (let index = 0; index < categories; index += 1) {
      into[offset + index] = (into[offset + index] ?? 0) / total
    }
    offset += categories
  }
  return into
}

const drawScore = (odds: Float64Array, par: number, rng: Rng): number => {
  const offset = (par - 3) * categories
  const draw = rng.next()
  for (let index = 0; index < categories; index += 1) {
    if (draw < (odds[offset + index] ?? 1)) return index + lowestScore
  }
  return categories - 1 + lowestScore
}

/**
 * Plays one round. `ability` is the day's tilt toward lower scores (about 0.12 per league sd
 * of skill; 0 is a tour-average day). `odds` is scratch space of 21 numbers.
 * @example playRound(0.2, new Float64Array(21), rng).strokes // 69
 */
export const playRound = (ability: number, odds: Float64Array, rng: Rng): RoundCard => {
  cumulativeOdds(ability, odds)
  const counts = [0, 0, 0, 0, 0, 0, 0]
  let strokes = 0
  let holesInOne = 0
  let run = 0
  let birdieStreak = 0
  for (const par of coursePars) {
    const score = drawScore(odds, par, rng)
    strokes += par + score
    const index = score - lowestScore
    counts[index] = (counts[index] ?? 0) + 1
    if (par + score === 1) holesInOne += 1
    run = score < 0 ? run + 1 : 0
    if (run >= 3) birdieStreak = 1
  }
  const [
    doubleEagles = 0,
    eagles = 0,
    birdies = 0,
    pars = 0,
    bogeys = 0,
    doubles = 0,
    triples = 0,
  ] = counts
  const doubleBogeys = doubles + triples
  return {
    strokes,
    doubleEagles,
    eagles,
    birdies,
    pars,
    bogeys,
    doubleBogeys,
    tripleBogeys: triples,
    holesInOne,
    birdieStreak,
    bogeyFree: bogeys + doubleBogeys === 0 ? 1 : 0,
  }
}
