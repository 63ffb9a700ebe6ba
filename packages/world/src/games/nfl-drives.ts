/**
 * The scoring half of the NFL model: each offense's drives end in a touchdown, a field goal, a
 * turnover, a safety or a punt, with chances set so the expected points meet the team's
 * realised scoring level (its implied total times a game-wide shootout factor and its own form).
 * Players are filled in afterwards (`nfl-game.ts`), so team points are exact by construction.
 */
import type { Rng } from '@slatelab/engine/rng'
import { binomial, clamp, poisson } from './sampling'

/**
 * What one team's drives produced, before players are named. Return touchdowns are scored by
 * this team's defense and special teams; `safeties` are safeties this team's defense scored.
 */
export type NflScoring = {
  passTouchdowns: number
  rushTouchdowns: number
  /** Interception or fumble returns for a touchdown (against the other offense). */
  turnoverReturnTouchdowns: number
  /** Points of those returns with their conversions: scored against the other offense. */
  turnoverReturnPoints: number
  /** Punt and kick returns for a touchdown (against the other special teams). */
  kickReturnTouchdowns: number
  fieldGoals: number
  fieldGoalsMissed: number
  extraPoints: number
  extraPointsMissed: number
  twoPointPasses: number
  twoPointRushes: number
  safeties: number
  /** Turnovers this offense gave away. */
  interceptionsThrown: number
  fumblesLost: number
  sacksAllowed: number
  blockedKicks: number
}

// League shape per drive at 2.0 points a drive (22 points over 11 drives).
const baseline = {
  pointsPerDrive: 2,
  fieldGoal: 0.155,
  missedFieldGoal: 0.03,
  interception: 0.07,
  fumble: 0.04,
  safety: 0.004,
  sacksPerGame: 2.4,
  touchdownPoints: 6.96,
  /** Expected points a team scores off returns and safeties, outside its offense's drives. */
  returnPoints: 1.2,
} as const
const passShareOfTouchdowns = 0.6
const twoPointTry = 0.08
const twoPointSuccess = 0.48
const extraPointMade = 0.94
const fieldGoalMade = 3
const returnTouchdownPerTurnover = 0.08
const kickReturnTouchdownsPerGame = 0.06
const blockedKicksPerGame = 0.05

/**
 * A team's points from its scoring: 6 per touchdown, 3 per field goal, 1 per extra point,
 * 2 per two-point conversion and per safety.
 * @example nflPoints({ ...scoring, passTouchdowns: 2, extraPoints: 2, fieldGoals: 1 }) // 17
 */
export const nflPoints = (scoring: NflScoring): number =>
  6 * touchdownsOf(scoring) +
  fieldGoalMade * scoring.fieldGoals +
  scoring.extraPoints +
  2 * (scoring.twoPointPasses + scoring.twoPointRushes + scoring.safeties)

/**
 * All of a team's touchdowns: offensive, turnover returns and kick returns.
 * @example touchdownsOf({ ...scoring, passTouchdowns: 2, kickReturnTouchdowns: 1 }) // 3
 */
export const touchdownsOf = (scoring: NflScoring): number =>
  scoring.passTouchdowns +
  scoring.rushTouchdowns +
  scoring.turnoverReturnTouchdowns +
  scoring.kickReturnTouchdowns

/**
 * Points the other team's defense gave up while on the field: everything this team scored but
 * its turnover returns, which came against the other offense (dfs-rules.md, NFL DST).
 * @example pointsAgainstDefense(scoring) // 21
 */
export const pointsAgainstDefense = (scoring: NflScoring): number =>
  nflPoints(scoring) - scoring.turnoverReturnPoints

// The try after a touchdown; returns the points it added. Only offenses go for two.
const convert = (scoring: NflScoring, offensive: boolean, isPass: boolean, rng: Rng): number => {
  if (offensive && rng.next() < twoPointTry) {
    if (rng.next() >= twoPointSuccess) return 0
    if (isPass) scoring.twoPointPasses += 1
    else scoring.twoPointRushes += 1
    return 2
  }
  if (rng.next() < extraPointMade) {
    scoring.extraPoints += 1
    return 1
  }
  scoring.extraPointsMissed += 1
  return 0
}

const scoreTouchdown = (scoring: NflScoring, passShare: number, rng: Rng): void => {
  const isPass = rng.next() < passShare
  if (isPass) scoring.passTouchdowns += 1
  else scoring.rushTouchdowns += 1
  convert(scoring, true, isPass, rng)
}

/**
 * One offense's drives against one defense, added to both teams' scoring: what the offense
 * scored and gave away to `scoring`, the safeties it conceded and the turnovers returned against
 * it to `defense`. `expectedPoints` is the offense's realised scoring level; `passLean` (league
 * sds: the passer's skill plus the day's game plan) tilts its touchdowns toward passes.
 * @example playDrives(home, visitor, 11, 24, 0.3, rng) // home.passTouchdowns is now 2
 */
export const playDrives = (
  scoring: NflScoring,
  defense: NflScoring,
  drives: number,
  expectedPoints: number,
  passLean: number,
  rng: Rng,
): void => {
  const offensePoints = expectedPoints - baseline.returnPoints
  const ratio = Math.max(0.1, offensePoints / drives / baseline.pointsPerDrive)
  const fieldGoal = clamp(baseline.fieldGoal * ratio ** 0.4, 0.05, 0.3)
  const touchdown = clamp(
    (ratio * baseline.pointsPerDrive - fieldGoalMade * fieldGoal) / baseline.touchdownPoints,
    0.02,
    0.6,
  )
  const interception = baseline.interception / Math.sqrt(ratio)
  const fumble = baseline.fumble / ratio ** 0.3
  const passShare = clamp(passShareOfTouchdowns + 0.12 * passLean, 0.3, 0.9)
  // Cumulative chances of the drive outcomes, in this order; the rest are punts and downs.
  const cutTouchdown = touchdown
  const cutFieldGoal = cutTouchdown + fieldGoal
  const cutMissed = cutFieldGoal + baseline.missedFieldGoal
  const cutInterception = cutMissed + interception
  const cutFumble = cutInterception + fumble
  const cutSafety = cutFumble + baseline.safety
  for (let drive = 0; drive < drives; drive += 1) {
    const draw = rng.next()
    if (draw < cutTouchdown) scoreTouchdown(scoring, passShare, rng)
    else if (draw < cutFieldGoal) scoring.fieldGoals += 1
    else if (draw < cutMissed) scoring.fieldGoalsMissed += 1
    else if (draw < cutInterception) scoring.interceptionsThrown += 1
    else if (draw < cutFumble) scoring.fumblesLost += 1
    else if (draw < cutSafety) defense.safeties += 1
  }
  const returns = binomial(
    rng,
    scoring.interceptionsThrown + scoring.fumblesLost,
    returnTouchdownPerTurnover,
  )
  for (let score = 0; score < returns; score += 1) {
    defense.turnoverReturnTouchdowns += 1
    defense.turnoverReturnPoints += 6 + convert(defense, false, false, rng)
  }
  scoring.sacksAllowed = poisson(rng, baseline.sacksPerGame / ratio ** 0.3)
  const kickReturns = poisson(rng, kickReturnTouchdownsPerGame)
  for (let score = 0; score < kickReturns; score += 1) {
    scoring.kickReturnTouchdowns += 1
    convert(scoring, false, false, rng)
  }
  scoring.blockedKicks = poisson(rng, blockedKicksPerGame)
}

/**
 * A fresh, empty scoring record.
 * @example newNflScoring().fieldGoals // 0
 */
export const newNflScoring = (): NflScoring => ({
  passTouchdowns: 0,
  rushTouchdowns: 0,
  turnoverReturnTouchdowns: 0,
  turnoverReturnPoints: 0,
  kickReturnTouchdowns: 0,
  fieldGoals: 0,
  fieldGoalsMissed: 0,
  extraPoints: 0,
  extraPointsMissed: 0,
  twoPointPasses: 0,
  twoPointRushes: 0,
  safeties: 0,
  interceptionsThrown: 0,
  fumblesLost: 0,
  sacksAllowed: 0,
  blockedKicks: 0,
})

/**
 * Settles a tie after regulation: one side scores once in overtime, a field goal more often
 * than a touchdown. The side is drawn from the teams' scoring levels.
 * @example overtimeScore(home, visitor, 24, 20, rng) // home.fieldGoals + 1
 */
export const overtimeScore = (
  home: NflScoring,
  visitor: NflScoring,
  homeLevel: number,
  visitorLevel: number,
  rng: Rng,
): void => {
  const winner = rng.next() < homeLevel / (homeLevel + visitorLevel) ? home : visitor
  if (rng.next() < 0.55) winner.fieldGoals += 1
  else scoreTouchdown(winner, passShareOfTouchdowns, rng)
}
