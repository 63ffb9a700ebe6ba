/**
 * The demo world's pitches. A game stores its plate appearances (`mlb-plate-log.ts`: batter,
 * starter or bullpen, outcome, pitch count); the pitches of each are drawn here when asked for,
 * from a generator keyed by the game, team and plate appearance, so they are the same on every
 * call and every machine, and agree with the box score: the last pitch ends the plate
 * appearance with its outcome (strike three, ball four, the ball in play), the count never
 * passes three balls or two strikes before it, and the pitch count is the logged one.
 *
 * A pitcher's repertoire (throwing hand, pitch types, usage, velocity, spin, whiff tendency) and a
 * batter's profile (side, exit-velocity and launch-angle lean, pull rate) come from generators
 * keyed by the player alone, so they hold across games.
 */
import {
  paEvents,
  pitchResults,
  type PaEvent,
  type PitchResult,
  type StatcastPitch,
} from '@slatelab/engine/statcast/statcast-metrics'
import { createRng, type Rng } from '@slatelab/engine/rng'
import { outcomes, type Outcome } from './mlb-plate-appearance'
import type { LoggedPlateAppearance } from './mlb-plate-log'

/** One pitch of a repertoire: its share of pitches and what it does. */
type ArsenalPitch = {
  readonly pitchType: string
  readonly usage: number
  readonly velocity: number
  readonly spin: number
  /** Swinging strikes per swing against the league's 1. */
  readonly whiff: number
}

/** A pitcher's hand and repertoire (usage sums to 1). */
export type Arsenal = {
  readonly throws: 'L' | 'R'
  readonly pitches: readonly ArsenalPitch[]
}

/** A batter's side (`S` switch-hits, batting opposite the pitcher's hand) and contact lean. */
export type BatterProfile = {
  readonly bats: 'L' | 'R' | 'S'
  readonly exitVelocityShift: number
  readonly launchAngleShift: number
  readonly pullRate: number
}

// Against the four-seamer: velocity (mph), spin (rpm) and league whiff tendency per type.
const pitchTypes = {
  FF: { velocity: 0, spin: 2280, whiff: 0.85 },
  SI: { velocity: -0.7, spin: 2170, whiff: 0.6 },
  FC: { velocity: -4.5, spin: 2380, whiff: 0.95 },
  SL: { velocity: -8, spin: 2430, whiff: 1.3 },
  ST: { velocity: -11, spin: 2560, whiff: 1.4 },
  CU: { velocity: -14, spin: 2550, whiff: 1.2 },
  CH: { velocity: -8.5, spin: 1780, whiff: 1.3 },
  FS: { velocity: -7.5, spin: 1350, whiff: 1.45 },
} as const
type PitchType = keyof typeof pitchTypes
const secondaryTypes: readonly PitchType[] = ['SL', 'CH', 'CU', 'FC', 'ST', 'FS']

const drawArsenal = (rng: Rng, throws: 'L' | 'R', velocityBoost: number): Arsenal => {
  const primary: PitchType = rng.next() < 0.7 ? 'FF' : 'SI'
  const count = rng.int(2, 4)
  const pool = [...secondaryTypes, primary === 'FF' ? 'SI' : 'FF'] as PitchType[]
  const chosen: PitchType[] = [primary]
  while (chosen.length <= count) {
    const next = rng.pick(pool.filter((type) => !chosen.includes(type)))
    chosen.push(next)
  }
  const fastballShare = 0.35 + rng.next() * 0.2
  const weights = chosen.slice(1).map(() => 0.3 + rng.next())
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  const fourSeam = rng.normal(93.8 + velocityBoost, 1.6)
  const whiffSkill = Math.exp(rng.normal(0, 0.15))
  return {
    throws,
    pitches: chosen.map((pitchType, index) => {
      const facts = pitchTypes[pitchType]
      return {
        pitchType,
        usage:
          index === 0
            ? fastballShare
            : ((weights[index - 1] ?? 0) / weightSum) * (1 - fastballShare),
        velocity: fourSeam + facts.velocity + rng.normal(0, 0.8),
        spin: facts.spin + rng.normal(0, 120),
        whiff: facts.whiff * whiffSkill * Math.exp(rng.normal(0, 0.1)),
      }
    }),
  }
}

/**
 * A starting pitcher's repertoire, the same for every game (keyed by `playerKey`, e.g. his id).
 * 72 % throw right-handed; a four-seamer (70 %) or a sinker leads 35–55 % of pitches, with two to
 * four secondaries.
 * @example pitcherArsenal('pitcher:812').pitches[0] // { pitchType: 'FF', usage: 0.46, velocity: 94.1, … }
 */
export const pitcherArsenal = (playerKey: string): Arsenal => {
  const rng = createRng(`arsenal:${playerKey}`)
  return drawArsenal(rng, rng.next() < 0.72 ? 'R' : 'L', 0)
}

/**
 * A team's bullpen as one repertoire (relievers are not listed players): a little harder
 * throwing than starters; its hand is drawn per plate appearance (70 % right).
 * @example bullpenArsenal('bullpen:17').throws // 'R'
 */
export const bullpenArsenal = (teamKey: string): Arsenal =>
  drawArsenal(createRng(`arsenal:${teamKey}`), 'R', 1.5)

/**
 * A batter's profile, the same for every game: 58 % bat right, 32 % left, 10 % switch-hit.
 * @example batterProfile('batter:455') // { bats: 'L', exitVelocityShift: 1.2, launchAngleShift: -3.1, pullRate: 0.41 }
 */
export const batterProfile = (playerKey: string): BatterProfile => {
  const rng = createRng(`profile:${playerKey}`)
  const side = rng.next()
  return {
    bats: side < 0.58 ? 'R' : side < 0.9 ? 'L' : 'S',
    exitVelocityShift: rng.normal(0, 2),
    launchAngleShift: rng.normal(0, 4),
    pullRate: Math.min(0.55, Math.max(0.28, rng.normal(0.4, 0.05))),
  }
}

const pickPitch = (arsenal: Arsenal, rng: Rng): ArsenalPitch => {
  let draw = rng.next()
  for (const pitch of arsenal.pitches) {
    draw -= pitch.usage
    if (draw < 0) return pitch
  }
  return arsenal.pitches[0] as ArsenalPitch
}

const inZone = (rng: Rng) => rng.int(1, 9)
const outOfZone = (rng: Rng) => rng.int(11, 14)

const zoneFor = (result: PitchResult, rng: Rng): number => {
  switch (result) {
    case pitchResults.ball:
    case pitchResults.hitByPitch:
      return outOfZone(rng)
    case pitchResults.calledStrike:
      return inZone(rng)
    case pitchResults.swingingStrike:
      return rng.next() < 0.6 ? outOfZone(rng) : inZone(rng)
    case pitchResults.foul:
      return rng.next() < 0.75 ? inZone(rng) : outOfZone(rng)
    case pitchResults.inPlay:
      return rng.next() < 0.8 ? inZone(rng) : outOfZone(rng)
  }
}

/** A ball-in-play outcome's exit velocity and launch angle (before the batter's lean). */
const battedBall = (outcome: Outcome, rng: Rng): { speed: number; angle: number } => {
  switch (outcome) {
    case outcomes.homeRun:
      return { speed: rng.normal(104, 3.5), angle: rng.normal(28, 5) }
    case outcomes.triple:
      return { speed: rng.normal(97, 5), angle: rng.normal(18, 8) }
    case outcomes.double:
      return { speed: rng.normal(97, 6), angle: rng.normal(16, 10) }
    case outcomes.single: {
      const kind = rng.next()
      if (kind < 0.45) return { speed: rng.normal(93, 6), angle: rng.normal(14, 4) }
      if (kind < 0.9) return { speed: rng.normal(88, 8), angle: rng.normal(-4, 7) }
      return { speed: rng.normal(75, 8), angle: rng.normal(32, 6) }
    }
    default: {
      const kind = rng.next()
      if (kind < 0.45) return { speed: rng.normal(85, 9), angle: rng.normal(-6, 9) }
      if (kind < 0.8) return { speed: rng.normal(89, 8), angle: rng.normal(38, 8) }
      if (kind < 0.9) return { speed: rng.normal(95, 5), angle: rng.normal(15, 4) }
      return { speed: rng.normal(75, 8), angle: rng.normal(58, 7) }
    }
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
const tenth = (value: number) => Math.round(value * 10) / 10

const eventOf: Record<Outcome, PaEvent> = {
  [outcomes.strikeout]: paEvents.strikeout,
  [outcomes.walk]: paEvents.walk,
  [outcomes.hitByPitch]: paEvents.hitByPitch,
  [outcomes.homeRun]: paEvents.homeRun,
  [outcomes.triple]: paEvents.triple,
  [outcomes.double]: paEvents.double,
  [outcomes.single]: paEvents.single,
  [outcomes.inPlayOut]: paEvents.fieldOut,
}

/** A pitch before the count: `ball`, a strike (`called`/`swinging`) or a `foul`. */
const drawNonFinal = (balls: number, strikes: number, whiff: number, rng: Rng): PitchResult => {
  const options: [PitchResult, number][] = [[pitchResults.foul, 0.18]]
  if (balls < 3) options.push([pitchResults.ball, 0.37])
  if (strikes < 2) {
    options.push([pitchResults.calledStrike, 0.17], [pitchResults.swingingStrike, 0.11 * whiff])
  }
  let draw = rng.next() * options.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [result, weight] of options) {
    draw -= weight
    if (draw < 0) return result
  }
  return pitchResults.foul
}

/**
 * The pitches of one logged plate appearance. `rng` should be keyed by the game, team and the
 * plate appearance's index; `throws` overrides the arsenal's hand (a bullpen's pitcher).
 * @example plateAppearancePitches({ slot: 0, bullpen: false, outcome: 0, pitches: 5 }, arsenal, profile, 'R', rng).at(-1)?.event // 'strikeout'
 */
export const plateAppearancePitches = (
  pa: LoggedPlateAppearance,
  arsenal: Arsenal,
  profile: BatterProfile,
  throws: 'L' | 'R',
  rng: Rng,
): readonly StatcastPitch[] => {
  const stands = profile.bats === 'S' ? (throws === 'R' ? 'L' : 'R') : profile.bats
  const needBalls = pa.outcome === outcomes.walk ? 3 : 0
  const needStrikes = pa.outcome === outcomes.strikeout ? 2 : 0
  const pitches: StatcastPitch[] = []
  let balls = 0
  let strikes = 0
  const pitchOf = (kind: ArsenalPitch, result: PitchResult, final: boolean): StatcastPitch => {
    const inPlay = result === pitchResults.inPlay
    const contact = inPlay ? battedBall(pa.outcome, rng) : null
    const isHomeRun = pa.outcome === outcomes.homeRun
    const speed =
      contact === null
        ? null
        : clamp(contact.speed + profile.exitVelocityShift, isHomeRun ? 96 : 40, 120)
    const angle =
      contact === null
        ? null
        : clamp(contact.angle + profile.launchAngleShift, isHomeRun ? 18 : -80, isHomeRun ? 45 : 85)
    return {
      pitchType: kind.pitchType,
      releaseSpeed: tenth(kind.velocity + rng.normal(0, 0.9)),
      spinRate: Math.round(kind.spin + rng.normal(0, 60)),
      zone: zoneFor(result, rng),
      result,
      event: final ? eventOf[pa.outcome] : null,
      launchSpeed: speed === null ? null : tenth(speed),
      launchAngle: angle === null ? null : Math.round(angle),
      pulled: inPlay ? rng.next() < profile.pullRate + (isHomeRun ? 0.25 : 0) : null,
      batterStands: stands,
      pitcherThrows: throws,
    }
  }
  for (let index = 0; index < pa.pitches - 1; index += 1) {
    const kind = pickPitch(arsenal, rng)
    const remaining = pa.pitches - 1 - index
    const missingBalls = Math.max(0, needBalls - balls)
    const missingStrikes = Math.max(0, needStrikes - strikes)
    const result =
      missingBalls + missingStrikes >= remaining
        ? missingBalls > 0 && (missingStrikes === 0 || rng.next() < 0.5)
          ? pitchResults.ball
          : rng.next() < 0.4 * kind.whiff
            ? pitchResults.swingingStrike
            : pitchResults.calledStrike
        : drawNonFinal(balls, strikes, kind.whiff, rng)
    if (result === pitchResults.ball) balls += 1
    else if (strikes < 2) strikes += 1
    pitches.push(pitchOf(kind, result, false))
  }
  const last = pickPitch(arsenal, rng)
  const finalResult: PitchResult =
    pa.outcome === outcomes.strikeout
      ? rng.next() < Math.min(0.95, 0.75 * last.whiff)
        ? pitchResults.swingingStrike
        : pitchResults.calledStrike
      : pa.outcome === outcomes.walk
        ? pitchResults.ball
        : pa.outcome === outcomes.hitByPitch
          ? pitchResults.hitByPitch
          : pitchResults.inPlay
  pitches.push(pitchOf(last, finalResult, true))
  return pitches
}
