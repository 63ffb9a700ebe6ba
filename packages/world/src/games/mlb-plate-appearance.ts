/**
 * How a plate appearance ends: league rates per plate appearance, tilted by the batter's and
 * the pitcher's skill and by the game's run environment (the implied total against the league's
 * average, so a 5.5-run team reaches base and hits for power more often than a 3.5-run one).
 */
import type { Rng } from '@slatelab/engine/rng'

/** The ways a plate appearance ends, in the order the draw checks them. */
export const outcomes = {
  strikeout: 0,
  walk: 1,
  hitByPitch: 2,
  homeRun: 3,
  triple: 4,
  double: 5,
  single: 6,
  /** A ball in play turned into an out (ground ball, fly ball, line drive). */
  inPlayOut: 7,
} as const
export type Outcome = (typeof outcomes)[keyof typeof outcomes]

// League rates per plate appearance (MLB 2023), strikeout to single; the rest are outs in play.
const leagueRates = [0.224, 0.085, 0.011, 0.031, 0.004, 0.045, 0.142] as const

/** Skill slopes: how much one league sd of batter (or pitcher) skill moves each rate, log scale. */
const batterSlope = [-0.12, 0.1, 0, 0.2, 0.05, 0.1, 0.07] as const
const pitcherSlope = [0.16, -0.1, 0, -0.14, -0.08, -0.08, -0.07] as const
/** How each rate follows the run environment (runs factor to this power). */
const environmentPower = [-0.35, 0.35, 0, 0.7, 0.4, 0.45, 0.3] as const

/**
 * The league's average runs per team per game, the level the base rates produce.
 * @example leagueRunsPerTeam // 4.2
 */
export const leagueRunsPerTeam = 4.2

/**
 * The cumulative chances of each outcome (strikeout first) for one matchup, written into
 * `into` (length 7) to spare allocations. `runsFactor` is the team's run level over the league's.
 * @example matchupOdds(0.8, -0.2, 1.1, new Float64Array(7))[0] // ≈ 0.19 (strikeout)
 */
export const matchupOdds = (
  batterSkill: number,
  pitcherSkill: number,
  runsFactor: number,
  into: Float64Array,
): Float64Array => {
  let cumulative = 0
  for (let index = 0; index < leagueRates.length; index += 1) {
    const tilt =
      (batterSlope[index] ?? 0) * batterSkill +
      (pitcherSlope[index] ?? 0) * pitcherSkill +
      (environmentPower[index] ?? 0) * Math.log(runsFactor)
    cumulative += (leagueRates[index] ?? 0) * Math.exp(tilt)
    into[index] = cumulative
  }
  return into
}

/**
 * Draws an outcome from cumulative odds (`matchupOdds`).
 * @example drawOutcome(odds, rng) // outcomes.single
 */
export const drawOutcome = (odds: Float64Array, rng: Rng): Outcome => {
  const draw = rng.next()
  for (let index = 0; index < odds.length; index += 1) {
    if (draw < (odds[index] ?? 0)) return index as Outcome
  }
  return outcomes.inPlayOut
}

// Pitches a plate appearance takes on average, by outcome (strikeout to out in play).
const pitchesByOutcome = [4.8, 5.7, 3.5, 3.3, 3.4, 3.4, 3.3, 3.3] as const

/**
 * Pitches thrown in a plate appearance with this outcome: the outcome's average ±1.
 * @example pitchesFor(outcomes.walk, rng) // 6
 */
export const pitchesFor = (outcome: Outcome, rng: Rng): number =>
  Math.max(1, Math.round((pitchesByOutcome[outcome] ?? 3.5) + rng.next() * 2 - 1))
