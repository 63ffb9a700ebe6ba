/**
 * Where a slate's results fall among their simulated draws, in one pass of draws: each player
 * (how often players land past the ends of their distributions, player-tails.ts), and whether
 * players miss together as often as simulated. A field's lineups hold a team's or a
 * game's players together, so a miss that a whole team, game or slate shares (a projector who
 * misread a game's pace, a slate projected too high) moves the field's top more than the same
 * misses apart. Each group's sum, weighed by the share of the field's lineups that hold each
 * player, is placed among its simulated sums: calibrated, its squared misses add up to its
 * simulated variance (a ratio of 1 at every level) and 10 % of groups land outside their 90 %
 * interval. A ratio that grows from players to teams to the slate asks for a shared error term.
 * Whole lineups are placed too, the optimizer's and some of the field's: a lineup's spread is
 * what decides how often it reaches a tournament's top, and a ratio below 1 there says its
 * total is simulated wider than it plays.
 */
import type { CorrelationPair } from '@slatelab/engine/simlabs/correlation-targets'
import { createOutcomeSampler } from '@slatelab/engine/simlabs/outcome-sampler'
import type { SimPlayer } from '@slatelab/engine/simlabs/player-outcomes'
import { tailsOf, type TailCounts } from './player-tails'

/** One level's groups: their squared misses of the simulated mean, and the simulated variance. */
export type SpreadCounts = {
  readonly groups: number
  readonly squaredMisses: number
  readonly simulatedVariance: number
  /** Groups below their simulated 5th percentile or above their 95th. */
  readonly outside90: number
}

export const spreadLevels = ['player', 'team', 'game', 'slate', 'lineup', 'fieldLineup'] as const
export type SpreadLevel = (typeof spreadLevels)[number]
export type GroupSpreads = Readonly<Record<SpreadLevel, SpreadCounts>>

const none: SpreadCounts = { groups: 0, squaredMisses: 0, simulatedVariance: 0, outside90: 0 }
// Every level at once, from the list: a level added there is counted everywhere.
const eachLevel = (counts: (level: SpreadLevel) => SpreadCounts): GroupSpreads =>
  Object.fromEntries(spreadLevels.map((level) => [level, counts(level)])) as GroupSpreads

export const noGroupSpreads: GroupSpreads = eachLevel(() => none)

/** A player's team and game, and the share of the field's lineups holding him (0–1). */
export type GroupedPlayer = {
  readonly teamKey: string
  readonly eventKey: string
  readonly held: number
}

/** Lineups as player indices, one per roster slot. */
export type PlacedLineups = {
  readonly ours: readonly (readonly number[])[]
  readonly field: readonly (readonly number[])[]
}

// A group's sum is Σ weights[k] × points[members[k]].
type Group = {
  readonly level: SpreadLevel
  readonly members: readonly number[]
  readonly weights: readonly number[]
}

const groupsOf = (grouped: readonly GroupedPlayer[], lineups: PlacedLineups): readonly Group[] => {
  const byKey = new Map<string, { level: SpreadLevel; members: number[]; weights: number[] }>()
  const join = (level: SpreadLevel, key: string, index: number, held: number) => {
    const group = byKey.get(`${level}:${key}`) ?? { level, members: [], weights: [] }
    group.members.push(index)
    group.weights.push(held)
    byKey.set(`${level}:${key}`, group)
  }
  grouped.forEach((player, index) => {
    if (!(player.held > 0)) return
    join('team', player.teamKey, index, player.held)
    join('game', player.eventKey, index, player.held)
    join('slate', '', index, player.held)
  })
  const whole = (level: SpreadLevel) => (lineup: readonly number[]) => ({
    level,
    members: lineup,
    weights: lineup.map(() => 1),
  })
  return [
    ...byKey.values(),
    ...lineups.ours.map(whole('lineup')),
    ...lineups.field.map(whole('fieldLineup')),
  ]
}

// Where a realised value falls among simulated ones: the share below it (ties count half, so
// a 0 among simulated zeros sits in their middle, not below them all), and the simulated mean
// and variance.
const placementOf = (simulated: Float64Array, realised: number) => {
  let sum = 0
  let below = 0
  for (const value of simulated) {
    sum += value
    below += value < realised ? 1 : value === realised ? 0.5 : 0
  }
  const mean = sum / simulated.length
  let squares = 0
  for (const value of simulated) squares += (value - mean) ** 2
  return { below: below / simulated.length, mean, variance: squares / simulated.length }
}

// One group's realised sum against its simulated sums.
const countsOf = (
  { below, mean, variance }: ReturnType<typeof placementOf>,
  realised: number,
): SpreadCounts =>
  variance > 0
    ? {
        groups: 1,
        squaredMisses: (realised - mean) ** 2,
        simulatedVariance: variance,
        outside90: below < 0.05 || below > 0.95 ? 1 : 0,
      }
    : none

const added = (a: SpreadCounts, b: SpreadCounts): SpreadCounts => ({
  groups: a.groups + b.groups,
  squaredMisses: a.squaredMisses + b.squaredMisses,
  simulatedVariance: a.simulatedVariance + b.simulatedVariance,
  outside90: a.outside90 + b.outside90,
})

/** A slate's results placed: the players' tails, and every level's spreads. */
export type SlatePlacement = { readonly tails: TailCounts; readonly spreads: GroupSpreads }

/**
 * Every player, the held sums of each team, game and the slate, and each lineup's points,
 * placed among `draws` of their simulated points (`actual` by player index).
 * @example placeSlateResults(players, correlations, grouped, lineups, actual, 1000, 'slate-1').spreads.team.groups // 22
 */
export const placeSlateResults = (
  players: readonly SimPlayer[],
  correlations: readonly CorrelationPair[],
  grouped: readonly GroupedPlayer[],
  lineups: PlacedLineups,
  actual: ArrayLike<number>,
  draws: number,
  seed: string,
): SlatePlacement => {
  const sampler = createOutcomeSampler(players, correlations, seed)
  const groups = groupsOf(grouped, lineups)
  const groupSum = ({ members, weights }: Group, points: ArrayLike<number>) =>
    members.reduce((sum, index, at) => sum + (weights[at] ?? 0) * (points[index] ?? 0), 0)
  const playerDraws = players.map(() => new Float64Array(draws))
  const groupDraws = groups.map(() => new Float64Array(draws))
  const points = new Float64Array(players.length)
  for (let draw = 0; draw < draws; draw += 1) {
    sampler.draw(draw, points)
    points.forEach((value, index) => {
      const own = playerDraws[index]
      if (own !== undefined) own[draw] = value
    })
    groups.forEach((group, at) => {
      const own = groupDraws[at]
      if (own !== undefined) own[draw] = groupSum(group, points)
    })
  }
  const levels: Record<SpreadLevel, SpreadCounts> = { ...noGroupSpreads }
  const count = (level: SpreadLevel, counts: SpreadCounts) => {
    levels[level] = added(levels[level], counts)
  }
  const shares = playerDraws.map((simulated, index) => {
    const realised = actual[index] ?? 0
    const placement = placementOf(simulated, realised)
    count('player', countsOf(placement, realised))
    return placement.below
  })
  groups.forEach((group, at) => {
    const simulated = groupDraws[at]
    if (simulated === undefined) return
    const realised = groupSum(group, actual)
    count(group.level, countsOf(placementOf(simulated, realised), realised))
  })
  return { tails: tailsOf(shares), spreads: levels }
}

/**
 * Counts added up over slates, level by level.
 * @example addGroupSpreads(a, b).slate.groups // a.slate.groups + b.slate.groups
 */
export const addGroupSpreads = (a: GroupSpreads, b: GroupSpreads): GroupSpreads =>
  eachLevel((level) => added(a[level], b[level]))
