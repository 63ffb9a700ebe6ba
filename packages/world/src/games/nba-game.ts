/**
 * The NBA game model, shot by shot. A game-wide pace and scoring factor and each team's form set
 * the team's attempts and its shooting level (solved so the expected score meets the implied
 * total times those factors). Minutes follow depth and skill; each shot goes to a player by
 * minutes × usage, is a two or a three by position, and when made may be assisted; each miss is
 * rebounded by either team and may be blocked; turnovers may be steals. Player points are
 * 2 × twos + 3 × threes + free throws, and the team's score is the sum of its players' points.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { Rng } from '@slatelab/engine/rng'
import type { BoxScore, GameInput, GamePlayer, TeamBox } from './game-schema'
import { add, playerBox, statOf, usageOf, varianceOf, type Tally } from './player-lines'
import { clamp, meanOneFactor, poisson, weightedIndex } from './sampling'

/** Per-position rates: share of shots that are threes, and relative weights of each event. */
type Role = {
  readonly threeShare: number
  readonly rebound: number
  readonly assist: number
  readonly steal: number
  readonly block: number
  readonly freeThrowDraw: number
  readonly freeThrow: number
}

// A small forward: also the role of a position the table does not know.
const wing: Role = {
  threeShare: 0.4,
  rebound: 1.1,
  assist: 1,
  steal: 1.1,
  block: 1,
  freeThrowDraw: 1,
  freeThrow: 0.78,
}

const roles: Readonly<Record<string, Role>> = {
  PG: {
    threeShare: 0.42,
    rebound: 0.7,
    assist: 3,
    steal: 1.3,
    block: 0.4,
    freeThrowDraw: 1,
    freeThrow: 0.82,
  },
  SG: {
    threeShare: 0.45,
    rebound: 0.8,
    assist: 1.3,
    steal: 1.2,
    block: 0.5,
    freeThrowDraw: 1,
    freeThrow: 0.8,
  },
  SF: wing,
  PF: {
    threeShare: 0.3,
    rebound: 1.7,
    assist: 0.8,
    steal: 0.9,
    block: 2,
    freeThrowDraw: 1.1,
    freeThrow: 0.74,
  },
  C: {
    threeShare: 0.12,
    rebound: 2.3,
    assist: 0.7,
    steal: 0.8,
    block: 3,
    freeThrowDraw: 1.3,
    freeThrow: 0.68,
  },
}

const model = {
  regulationMinutes: 48,
  overtimeMinutes: 5,
  /** Minutes a starter and a reserve play before skill, usage and noise; scaled to 240. */
  starterMinutes: 34,
  benchMinutes: 17,
  maxMinutes: 44,
  fieldGoalAttempts: 88,
  freeThrowAttempts: 22,
  turnovers: 13.5,
  paceSd: 0.04,
  gameSd: 0.03,
  formSd: 0.035,
  usageSd: 0.15,
  twoMade: 0.53,
  threeMade: 0.36,
  assisted: 0.62,
  offensiveRebound: 0.24,
  blockedTwo: 0.2,
  stolenTurnover: 0.55,
} as const

/** One team in the game: its players, their running lines and this game's event weights. */
type Side = {
  readonly players: readonly GamePlayer[]
  readonly roles: readonly Role[]
  readonly lines: readonly Tally[]
  readonly minutes: readonly number[]
  readonly shots: readonly number[]
  readonly rebounds: readonly number[]
  readonly assists: readonly number[]
  readonly steals: readonly number[]
  readonly blocks: readonly number[]
  readonly freeThrows: readonly number[]
  readonly turnovers: readonly number[]
  /** Made-shot chance multiplier that meets the team's scoring level. */
  shooting: number
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0)

const pick = (weights: readonly number[], rng: Rng, excluded = -1): number => {
  let total = sum(weights)
  if (excluded >= 0) total -= weights[excluded] ?? 0
  if (!(total > 0)) return -1
  let remaining = rng.next() * total
  for (let index = 0; index < weights.length; index += 1) {
    if (index === excluded) continue
    remaining -= weights[index] ?? 0
    if (remaining < 0) return index
  }
  return weightedIndex(rng, weights, total)
}

/**
 * Scales the raw minutes to `total`, no player above the cap: the minutes a capped player
 * loses go to the others in proportion, so the team's minutes always fill five spots.
 */
const capMinutes = (raw: readonly number[], total: number): number[] => {
  const capped = raw.map(() => false)
  for (;;) {
    const cappedTotal = capped.filter(Boolean).length * model.maxMinutes
    const scale = (total - cappedTotal) / sum(raw.filter((_, index) => !capped[index]))
    const minutes = raw.map((value, index) => (capped[index] ? model.maxMinutes : value * scale))
    const over = minutes.findIndex((value, index) => !capped[index] && value > model.maxMinutes)
    if (over < 0) return minutes
    minutes.forEach((value, index) => {
      if (value > model.maxMinutes) capped[index] = true
    })
  }
}

const newSide = (players: readonly GamePlayer[], rng: Rng): Side => {
  const sideRoles = players.map((player) => roles[player.position] ?? wing)
  const raw = players.map(
    (player) =>
      (player.depth === 1 ? model.starterMinutes : model.benchMinutes) *
      Math.exp(0.12 * player.skill) *
      Math.sqrt(usageOf(player)) *
      meanOneFactor(rng, 0.1 * varianceOf(player)),
  )
  const minutes = capMinutes(raw, 5 * model.regulationMinutes)
  const weigh = (rate: (role: Role) => number, skillSlope: number, noiseSd: number) =>
    players.map(
      (player, index) =>
        (minutes[index] ?? 0) *
        rate(sideRoles[index] ?? wing) *
        Math.exp(skillSlope * player.skill) *
        meanOneFactor(rng, noiseSd * varianceOf(player)),
    )
  const shots = players.map(
    (player, index) =>
      (minutes[index] ?? 0) *
      Math.exp(0.6 * player.skill) *
      usageOf(player) *
      meanOneFactor(rng, model.usageSd * varianceOf(player)),
  )
  return {
    players,
    roles: sideRoles,
    lines: players.map(() => ({})),
    minutes,
    shots,
    rebounds: weigh((role) => role.rebound, 0.15, 0.2),
    assists: weigh((role) => role.assist, 0.3, 0.2),
    steals: weigh((role) => role.steal, 0.15, 0.2),
    blocks: weigh((role) => role.block, 0.2, 0.25),
    freeThrows: shots.map((shot, index) => shot * (sideRoles[index]?.freeThrowDraw ?? 1)),
    turnovers: shots.map((shot, index) => shot * (players[index]?.position === 'PG' ? 1.5 : 1)),
    shooting: 1,
  }
}

// The multiplier of everyone's make chances that makes the expected score equal `level`.
const solveShooting = (side: Side, attempts: number, freeThrows: number, level: number): number => {
  const shotTotal = sum(side.shots)
  const freeThrowTotal = sum(side.freeThrows)
  let fieldGoalPoints = 0
  let freeThrowPoints = 0
  side.players.forEach((player, index) => {
    const role = side.roles[index] ?? wing
    const share = (side.shots[index] ?? 0) / shotTotal
    fieldGoalPoints +=
      share *
      ((1 - role.threeShare) * 2 * (model.twoMade + 0.02 * player.skill) +
        role.threeShare * 3 * (model.threeMade + 0.01 * player.skill))
    freeThrowPoints += ((side.freeThrows[index] ?? 0) / freeThrowTotal) * role.freeThrow
  })
  return clamp((level - freeThrows * freeThrowPoints) / (attempts * fieldGoalPoints), 0.6, 1.5)
}

const rebound = (offense: Side, defense: Side, rng: Rng): void => {
  if (rng.next() < model.offensiveRebound) {
    const index = pick(offense.rebounds, rng)
    const line = offense.lines[index]
    if (line) {
      add(line, 'rebounds')
      add(line, 'offensiveRebounds')
    }
  } else {
    const line = defense.lines[pick(defense.rebounds, rng)]
    if (line) add(line, 'rebounds')
  }
}

const shoot = (offense: Side, defense: Side, rng: Rng): void => {
  const shooter = pick(offense.shots, rng)
  const player = offense.players[shooter]
  const line = offense.lines[shooter]
  if (!player || !line) return
  const role = offense.roles[shooter] ?? wing
  const isThree = rng.next() < role.threeShare
  const chance = isThree
    ? model.threeMade + 0.01 * player.skill
    : model.twoMade + 0.02 * player.skill
  add(line, 'fieldGoalsAttempted')
  if (isThree) add(line, 'threePointersAttempted')
  if (rng.next() < chance * offense.shooting) {
    add(line, 'fieldGoalsMade')
    add(line, 'points', isThree ? 3 : 2)
    if (isThree) add(line, 'threePointersMade')
    if (rng.next() < model.assisted) {
      const passer = offense.lines[pick(offense.assists, rng, shooter)]
      if (passer) add(passer, 'assists')
    }
    return
  }
  if (!isThree && rng.next() < model.blockedTwo) {
    const blocker = defense.lines[pick(defense.blocks, rng)]
    if (blocker) add(blocker, 'blocks')
  }
  rebound(offense, defense, rng)
}

const shootFreeThrow = (offense: Side, rng: Rng): void => {
  const shooter = pick(offense.freeThrows, rng)
  const player = offense.players[shooter]
  const line = offense.lines[shooter]
  if (!player || !line) return
  add(line, 'freeThrowsAttempted')
  const chance = (offense.roles[shooter] ?? wing).freeThrow + 0.03 * player.skill
  if (rng.next() < chance) {
    add(line, 'freeThrowsMade')
    add(line, 'points')
  }
}

const playStretch = (
  offense: Side,
  defense: Side,
  attempts: number,
  freeThrows: number,
  turnovers: number,
  rng: Rng,
): void => {
  for (let shot = 0; shot < attempts; shot += 1) shoot(offense, defense, rng)
  for (let shot = 0; shot < freeThrows; shot += 1) shootFreeThrow(offense, rng)
  for (let turnover = 0; turnover < turnovers; turnover += 1) {
    const line = offense.lines[pick(offense.turnovers, rng)]
    if (line) add(line, 'turnovers')
    if (rng.next() < model.stolenTurnover) {
      const thief = defense.lines[pick(defense.steals, rng)]
      if (thief) add(thief, 'steals')
    }
  }
}

const scoreOf = (side: Side): number =>
  side.lines.reduce((total, line) => total + statOf(line, 'points'), 0)

const boxOf = (side: Side, minutesPlayed: number): TeamBox => {
  const scale = minutesPlayed / model.regulationMinutes
  const stats: Tally = { points: scoreOf(side) }
  const players = side.players.map((player, index) => {
    const line = side.lines[index] ?? {}
    line.minutes = Math.round((side.minutes[index] ?? 0) * scale)
    for (const stat of [
      'rebounds',
      'assists',
      'steals',
      'blocks',
      'turnovers',
      'threePointersMade',
    ]) {
      add(stats, stat, statOf(line, stat))
    }
    return playerBox(sportIds.NBA, 'player', player, line)
  })
  return { score: stats.points ?? 0, stats, players, bullpen: null }
}

/**
 * Simulates one NBA game into a full box score (see the module comment for the model).
 * Tied after regulation, the teams play five-minute overtimes until one leads.
 * @example simulateNbaGame({ home, visitor, impliedTotals: { home: 116.5, visitor: 110 }, rng }).home.score // 119
 */
export const simulateNbaGame = ({ home, visitor, impliedTotals, rng }: GameInput): BoxScore => {
  const pace = meanOneFactor(rng, model.paceSd)
  const gameFactor = meanOneFactor(rng, model.gameSd)
  const sides = [newSide(home, rng), newSide(visitor, rng)] as const
  const levels = [impliedTotals.home, impliedTotals.visitor].map(
    (total) => total * gameFactor * meanOneFactor(rng, model.formSd),
  )
  const playPeriod = (minutes: number): void => {
    const share = (pace * minutes) / model.regulationMinutes
    sides.forEach((offense, index) => {
      const defense = index === 0 ? sides[1] : sides[0]
      const attempts = Math.round(model.fieldGoalAttempts * share)
      const freeThrows = poisson(rng, model.freeThrowAttempts * share)
      offense.shooting = solveShooting(offense, attempts, freeThrows, (levels[index] ?? 0) * share)
      playStretch(
        offense,
        defense,
        attempts,
        freeThrows,
        poisson(rng, model.turnovers * share),
        rng,
      )
    })
  }
  playPeriod(model.regulationMinutes)
  let overtimes = 0
  while (scoreOf(sides[0]) === scoreOf(sides[1])) {
    overtimes += 1
    playPeriod(model.overtimeMinutes)
  }
  const minutesPlayed = model.regulationMinutes + overtimes * model.overtimeMinutes
  return {
    home: boxOf(sides[0], minutesPlayed),
    visitor: boxOf(sides[1], minutesPlayed),
    periods: 4 + overtimes,
    overtime: overtimes > 0,
  }
}
