/**
 * The NFL game model. A game-wide shootout factor and each team's form set how many points the
 * offenses score (`nfl-drives.ts`); then the plays are handed out: pass attempts and carries
 * follow the game script (a leading team runs, a trailing one throws), targets and carries go to
 * players by position, depth, skill and usage with per-game noise, and every touchdown, catch
 * and yard is credited to both the passer and the receiver. So passing yards equal receiving
 * yards, passing touchdowns equal receiving touchdowns, and a defense's interceptions, fumble
 * recoveries, sacks and points allowed are the other offense's.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { Rng } from '@slatelab/engine/rng'
import type { BoxScore, GameInput, GamePlayer, TeamBox } from './game-schema'
import {
  newNflScoring,
  nflPoints,
  overtimeScore,
  playDrives,
  pointsAgainstDefense,
  touchdownsOf,
  type NflScoring,
} from './nfl-drives'
import { add, playerBox, playersAt, usageOf, varianceOf, type Tally } from './player-lines'
import { clamp, meanOneFactor, weightedIndex } from './sampling'

/** Shares by position and depth (index 0 = depth 1); players deeper than the list get none. */
type Shares = Readonly<Record<string, readonly number[]>>

const targetShares: Shares = {
  WR: [0.18, 0.15, 0.1, 0.05],
  TE: [0.15, 0.05],
  RB: [0.1, 0.06],
}
const carryShares: Shares = { RB: [0.5, 0.3], QB: [0.12], WR: [0.02] }
const rushTouchdownShares: Shares = { RB: [0.45, 0.22], QB: [0.18], WR: [0.01] }
const fumbleShares: Shares = { RB: [0.35, 0.12], QB: [0.35], WR: [0.1, 0.05], TE: [0.03] }
const catchRateEdge: Readonly<Record<string, number>> = { WR: 0, TE: 0.04, RB: 0.1 }
const yardsPerCatch: Readonly<Record<string, number>> = { WR: 11.8, TE: 9.8, RB: 7 }

const model = {
  drivesMean: 11,
  drivesSd: 0.8,
  /** Log-sd of the game-wide scoring factor both offenses share (shootouts, slogs). */
  gameSd: 0.2,
  /** Log-sd of a team's own scoring form. */
  formSd: 0.2,
  shareSd: 0.28,
  passAttempts: 34,
  rushAttempts: 26,
  /** Extra passes per point trailing (fewer when leading), up to three scores either way. */
  scriptPerPoint: 0.2,
  /** Passes added and carries taken away per sd of a team's game plan (its lean to the pass). */
  planPasses: 4,
  planCarries: 3,
  leaguePoints: 22,
  completion: 0.64,
  catchYardsSd: 0.7,
  rushYardsMean: 3.3,
  rushYardsSd: 3,
  breakawayChance: 0.07,
  breakawayYards: 16,
} as const

/** A team's listed players with their running lines; plays by unlisted players go to `sink`. */
type Side = {
  readonly players: readonly GamePlayer[]
  readonly tallies: ReadonlyMap<string, Tally>
  readonly sink: Tally
  readonly team: Tally
  /** The starting QB's line (the sink when none is listed): every pass is his. */
  readonly passer: Tally
}

const newSide = (players: readonly GamePlayer[]): Side => {
  const tallies = new Map<string, Tally>(players.map((player) => [player.key, {}]))
  const sink: Tally = {}
  const qb = playersAt(players, 'QB')[0]
  const passer = (qb && tallies.get(qb.key)) ?? sink
  return { players, tallies, sink, team: {}, passer }
}

const tallyOf = (side: Side, player: GamePlayer | undefined): Tally =>
  (player && side.tallies.get(player.key)) ?? side.sink

/** Players in a share table with their weights for this game (skill, usage, per-game noise). */
type Pool = { readonly players: readonly GamePlayer[]; readonly weights: readonly number[] }

const poolOf = (side: Side, shares: Shares, rng: Rng, noisy: boolean): Pool => {
  const players: GamePlayer[] = []
  const weights: number[] = []
  for (const [position, byDepth] of Object.entries(shares)) {
    playersAt(side.players, position).forEach((player, index) => {
      const share = byDepth[index]
      if (share === undefined) return
      const noise = noisy ? meanOneFactor(rng, model.shareSd * varianceOf(player)) : 1
      players.push(player)
      weights.push(share * Math.exp(0.2 * player.skill) * usageOf(player) * noise)
    })
  }
  return { players, weights }
}

const draw = (pool: Pool, rng: Rng): GamePlayer | undefined => {
  let total = 0
  for (const weight of pool.weights) total += weight
  return total > 0 ? pool.players[weightedIndex(rng, pool.weights, total)] : undefined
}

const catchYards = (receiver: GamePlayer | undefined, efficiency: number, rng: Rng): number => {
  const mean = (yardsPerCatch[receiver?.position ?? 'WR'] ?? 0) * efficiency
  return Math.round(
    mean * Math.exp(0.08 * (receiver?.skill ?? 0)) * meanOneFactor(rng, model.catchYardsSd),
  )
}

const carryYards = (rusher: GamePlayer | undefined, efficiency: number, rng: Rng): number => {
  const base = rng.normal(
    model.rushYardsMean * efficiency + 0.3 * (rusher?.skill ?? 0),
    model.rushYardsSd,
  )
  const breakaway =
    rng.next() < model.breakawayChance ? -Math.log(1 - rng.next()) * model.breakawayYards : 0
  return Math.round(base + breakaway)
}

const passLeanOf = (players: readonly GamePlayer[]): number =>
  playersAt(players, 'QB')[0]?.skill ?? 0

const completePass = (side: Side, receiver: GamePlayer | undefined, yards: number): void => {
  const catcher = tallyOf(side, receiver)
  add(catcher, 'receptions')
  add(catcher, 'receivingYards', yards)
  add(side.passer, 'completions')
  add(side.passer, 'passingYards', yards)
}

const throwPasses = (
  side: Side,
  scoring: NflScoring,
  attempts: number,
  efficiency: number,
  rng: Rng,
): void => {
  const targets = poolOf(side, targetShares, rng, true)
  const qb = playersAt(side.players, 'QB')[0]
  const completion = model.completion + 0.03 * (qb?.skill ?? 0)
  const target = (): GamePlayer | undefined => {
    const receiver = draw(targets, rng)
    add(tallyOf(side, receiver), 'targets')
    return receiver
  }
  for (let score = 0; score < scoring.passTouchdowns; score += 1) {
    const receiver = target()
    completePass(side, receiver, catchYards(receiver, efficiency, rng))
    add(tallyOf(side, receiver), 'receivingTouchdowns')
  }
  const open = attempts - scoring.passTouchdowns - scoring.interceptionsThrown
  for (let pass = 0; pass < open; pass += 1) {
    const receiver = target()
    const chance =
      completion + (catchRateEdge[receiver?.position ?? 'WR'] ?? 0) + 0.02 * (receiver?.skill ?? 0)
    if (rng.next() < chance) completePass(side, receiver, catchYards(receiver, efficiency, rng))
  }
  for (let conversion = 0; conversion < scoring.twoPointPasses; conversion += 1) {
    add(tallyOf(side, draw(targets, rng)), 'twoPointConversions')
    add(side.passer, 'twoPointConversions')
  }
  add(side.passer, 'passAttempts', attempts)
  add(side.passer, 'passingTouchdowns', scoring.passTouchdowns)
  add(side.passer, 'interceptions', scoring.interceptionsThrown)
  for (let pass = 0; pass < scoring.interceptionsThrown; pass += 1) target()
}

const runBall = (
  side: Side,
  scoring: NflScoring,
  carries: number,
  efficiency: number,
  rng: Rng,
): void => {
  const rushers = poolOf(side, carryShares, rng, true)
  const scorers = poolOf(side, rushTouchdownShares, rng, false)
  const carry = (rusher: GamePlayer | undefined, yards: number): void => {
    add(tallyOf(side, rusher), 'rushAttempts')
    add(tallyOf(side, rusher), 'rushingYards', yards)
  }
  for (let score = 0; score < scoring.rushTouchdowns; score += 1) {
    const rusher = draw(scorers, rng)
    carry(rusher, Math.max(1, carryYards(rusher, efficiency, rng)))
    add(tallyOf(side, rusher), 'rushingTouchdowns')
  }
  for (let run = scoring.rushTouchdowns; run < carries; run += 1) {
    const rusher = draw(rushers, rng)
    carry(rusher, carryYards(rusher, efficiency, rng))
  }
  for (let conversion = 0; conversion < scoring.twoPointRushes; conversion += 1) {
    add(tallyOf(side, draw(scorers, rng)), 'twoPointConversions')
  }
  const fumblers = poolOf(side, fumbleShares, rng, false)
  for (let fumble = 0; fumble < scoring.fumblesLost; fumble += 1) {
    add(tallyOf(side, draw(fumblers, rng)), 'fumblesLost')
  }
}

const fillSpecialTeams = (side: Side, own: NflScoring, opponent: NflScoring): void => {
  const kicker = tallyOf(side, playersAt(side.players, 'K')[0])
  add(kicker, 'fieldGoalsMade', own.fieldGoals)
  add(kicker, 'fieldGoalsAttempted', own.fieldGoals + own.fieldGoalsMissed)
  add(kicker, 'extraPointsMade', own.extraPoints)
  add(kicker, 'extraPointsAttempted', own.extraPoints + own.extraPointsMissed)
  const defense = tallyOf(side, playersAt(side.players, 'DST')[0])
  add(defense, 'sacks', opponent.sacksAllowed)
  add(defense, 'interceptions', opponent.interceptionsThrown)
  add(defense, 'fumbleRecoveries', opponent.fumblesLost)
  add(defense, 'defensiveTouchdowns', own.turnoverReturnTouchdowns + own.kickReturnTouchdowns)
  add(defense, 'safeties', own.safeties)
  add(defense, 'blockedKicks', own.blockedKicks)
  add(defense, 'pointsAllowed', pointsAgainstDefense(opponent))
}

const teamTotals = (
  side: Side,
  scoring: NflScoring,
  passAttempts: number,
  rushAttempts: number,
): void => {
  let passingYards = 0
  let rushingYards = 0
  for (const line of [...side.tallies.values(), side.sink]) {
    passingYards += line.receivingYards ?? 0
    rushingYards += line.rushingYards ?? 0
  }
  Object.assign(side.team, {
    points: nflPoints(scoring),
    touchdowns: touchdownsOf(scoring),
    fieldGoals: scoring.fieldGoals,
    extraPoints: scoring.extraPoints,
    twoPointConversions: scoring.twoPointPasses + scoring.twoPointRushes,
    safeties: scoring.safeties,
    turnoverReturnPoints: scoring.turnoverReturnPoints,
    passAttempts,
    passingYards,
    passingTouchdowns: scoring.passTouchdowns,
    rushAttempts,
    rushingYards,
    rushingTouchdowns: scoring.rushTouchdowns,
    interceptionsThrown: scoring.interceptionsThrown,
    fumblesLost: scoring.fumblesLost,
    sacksAllowed: scoring.sacksAllowed,
  })
}

const playSide = (
  side: Side,
  own: NflScoring,
  opponent: NflScoring,
  plan: number,
  rng: Rng,
): void => {
  const points = nflPoints(own)
  const margin = clamp(points - nflPoints(opponent), -21, 21)
  const efficiency = clamp(points / model.leaguePoints, 0.4, 2.2) ** 0.5
  const minimumPasses = own.passTouchdowns + own.interceptionsThrown + 8
  const passAttempts = Math.max(
    minimumPasses,
    Math.round(
      rng.normal(model.passAttempts + model.planPasses * plan - model.scriptPerPoint * margin, 5),
    ),
  )
  const rushAttempts = Math.max(
    own.rushTouchdowns + 10,
    Math.round(
      rng.normal(model.rushAttempts - model.planCarries * plan + model.scriptPerPoint * margin, 4),
    ),
  )
  throwPasses(side, own, passAttempts, efficiency, rng)
  runBall(side, own, rushAttempts, efficiency, rng)
  fillSpecialTeams(side, own, opponent)
  teamTotals(side, own, passAttempts, rushAttempts)
}

/**
 * A kicker's line carries no DFS points: no classic slot takes him (dfs-rules.md §1) and we
 * have no kicker table (field goals by distance), so the offense table would score him a false
 * 0 in projections, game logs and correlations. Season-long scores his stat line itself.
 */
const nflLineOf = (player: GamePlayer, stats: Tally) =>
  player.position === 'K'
    ? { ...playerBox(sportIds.NFL, 'player', player, stats), fantasyPoints: {} }
    : playerBox(sportIds.NFL, player.position === 'DST' ? 'defense' : 'player', player, stats)

const boxOf = (side: Side): TeamBox => ({
  score: side.team.points ?? 0,
  stats: side.team,
  players: side.players.map((player) => nflLineOf(player, side.tallies.get(player.key) ?? {})),
  bullpen: null,
})

/**
 * Simulates one NFL game into a full box score (see the module comment for the model).
 * Listed players missing from a team (no QB, no kicker) leave their plays to an unlisted
 * teammate: team totals stay whole, only that share of the lines is not shown.
 * @example simulateNflGame({ home, visitor, impliedTotals: { home: 24.5, visitor: 20.5 }, rng }).home.score // 27
 */
export const simulateNflGame = ({ home, visitor, impliedTotals, rng }: GameInput): BoxScore => {
  const gameFactor = meanOneFactor(rng, model.gameSd)
  const drives = Math.max(8, Math.round(rng.normal(model.drivesMean, model.drivesSd)))
  const homeLevel = impliedTotals.home * gameFactor * meanOneFactor(rng, model.formSd)
  const visitorLevel = impliedTotals.visitor * gameFactor * meanOneFactor(rng, model.formSd)
  const homeScoring = newNflScoring()
  const visitorScoring = newNflScoring()
  // Each team's game plan (sd 1): how much it leans on the pass today, beyond its QB's skill.
  const homePlan = rng.normal(0, 1)
  const visitorPlan = rng.normal(0, 1)
  playDrives(homeScoring, visitorScoring, drives, homeLevel, passLeanOf(home) + homePlan, rng)
  playDrives(
    visitorScoring,
    homeScoring,
    drives,
    visitorLevel,
    passLeanOf(visitor) + visitorPlan,
    rng,
  )
  const overtime = nflPoints(homeScoring) === nflPoints(visitorScoring)
  if (overtime) overtimeScore(homeScoring, visitorScoring, homeLevel, visitorLevel, rng)
  const homeSide = newSide(home)
  const visitorSide = newSide(visitor)
  playSide(homeSide, homeScoring, visitorScoring, homePlan, rng)
  playSide(visitorSide, visitorScoring, homeScoring, visitorPlan, rng)
  return {
    home: boxOf(homeSide),
    visitor: boxOf(visitorSide),
    periods: overtime ? 5 : 4,
    overtime,
  }
}
