import { buildSimPlayer } from '@slatelab/engine/simlabs/sim-builders'
import { fitOutcome, outcomeAt } from '@slatelab/engine/simlabs/player-outcomes'
import { createRng } from '@slatelab/engine/rng'
import type { Points, Probability } from '@slatelab/domain'
import { describe, expect, it } from 'vitest'
import { addTails } from './player-tails'
import {
  addGroupSpreads,
  noGroupSpreads,
  placeSlateResults,
  type SpreadCounts,
} from './slate-placement'

const player = buildSimPlayer({
  projection: 15 as Points,
  floor: 6 as Points,
  ceiling: 26 as Points,
})
// Twenty players of four teams in two games, held by a tenth of the field each.
const players = Array.from({ length: 20 }, () => player)
const grouped = players.map((_, index) => ({
  teamKey: `T${index % 4}`,
  eventKey: `G${index % 2}`,
  held: 0.1,
}))
const ratio = (counts: SpreadCounts) => counts.squaredMisses / counts.simulatedVariance
// Two lineups of five: one of a team's and a game's players, one across teams.
const lineups = { ours: [[0, 4, 8, 12, 16]], field: [[0, 1, 2, 3, 4]] }
const noLineups = { ours: [], field: [] }

// Slates whose players follow their own distributions, every player moved by `shared` points
// times one normal draw per slate.
const slates = (count: number, shared: number, seed: string) => {
  const rng = createRng(seed)
  const outcome = fitOutcome(player)
  let total = noGroupSpreads
  for (let slate = 0; slate < count; slate += 1) {
    const shift = shared * rng.normal(0, 1)
    const actual = players.map(() => outcomeAt(outcome, rng.normal(0, 1)) + shift)
    total = addGroupSpreads(
      total,
      placeSlateResults(players, [], grouped, lineups, actual, 400, `${seed}:${slate}`).spreads,
    )
  }
  return total
}

const held = { teamKey: 'T', eventKey: 'G', held: 1 }

describe('players past the ends of their distributions', () => {
  const scorer = buildSimPlayer({
    projection: 12 as Points,
    floor: 4 as Points,
    ceiling: 22 as Points,
    zeroChance: 0.1 as Probability,
  })

  it('counts a boom, a bust and a middling game where they fall', () => {
    const { tails } = placeSlateResults(
      [scorer, scorer, scorer],
      [],
      [held, held, held],
      noLineups,
      [60, 12, 0],
      2000,
      'tails',
    )
    // 60 is past every draw; 12 is about the middle; 0 ties the 10 % of zeros, so it sits at
    // 5 %, not below it.
    expect(tails).toEqual({ players: 3, above95: 1, above99: 1, below5: 0 })
  })

  it('finds about 5 % and 1 % of players past the 95th and 99th percentiles when they follow their distribution', () => {
    const rng = createRng('calibrated')
    const outcome = fitOutcome(scorer)
    const many = Array.from({ length: 2000 }, () => scorer)
    const actual = many.map(() => outcomeAt(outcome, rng.normal(0, 1)))
    const { tails } = placeSlateResults(
      many,
      [],
      // Held by no lineup: placed as players, in no group.
      many.map(() => ({ ...held, held: 0 })),
      noLineups,
      actual,
      500,
      'calibrated',
    )
    expect(tails.above95 / tails.players).toBeGreaterThan(0.035)
    expect(tails.above95 / tails.players).toBeLessThan(0.065)
    expect(tails.above99 / tails.players).toBeGreaterThan(0.004)
    expect(tails.above99 / tails.players).toBeLessThan(0.02)
  })

  it('adds counts over slates', () => {
    const one = { players: 10, above95: 1, above99: 0, below5: 2 }
    expect(addTails(one, one)).toEqual({ players: 20, above95: 2, above99: 0, below5: 4 })
  })
})

describe('players, teams, games and the slate placed together', () => {
  it('counts each player, team, game, the slate and each lineup of a slate once', () => {
    const one = slates(1, 0, 'count')
    expect([
      one.player.groups,
      one.team.groups,
      one.game.groups,
      one.slate.groups,
      one.lineup.groups,
      one.fieldLineup.groups,
    ]).toEqual([20, 4, 2, 1, 1, 1])
  })

  it('places a 0 among simulated zeros in their middle, not outside its interval', () => {
    const hitter = buildSimPlayer({
      projection: 6 as Points,
      floor: 2 as Points,
      ceiling: 12 as Points,
      zeroChance: 0.3 as Probability,
    })
    const zero = placeSlateResults([hitter], [], [held], noLineups, [0], 400, 'zero')
    expect(zero.spreads.player).toMatchObject({ groups: 1, outside90: 0 })
    expect(zero.tails).toEqual({ players: 1, above95: 0, above99: 0, below5: 0 })
  })

  it('finds a variance ratio near 1 at every level when players miss apart, as simulated', () => {
    const total = slates(150, 0, 'apart')
    for (const level of [total.player, total.team, total.game, total.slate, total.lineup]) {
      expect(ratio(level)).toBeGreaterThan(0.75)
      expect(ratio(level)).toBeLessThan(1.3)
    }
    expect(total.team.outside90 / total.team.groups).toBeGreaterThan(0.05)
    expect(total.team.outside90 / total.team.groups).toBeLessThan(0.16)
  })

  it('shows a miss the whole slate shares growing from players to the slate', () => {
    const total = slates(150, 4, 'shared')
    expect(ratio(total.player)).toBeLessThan(1.5)
    expect(ratio(total.team)).toBeGreaterThan(1.4 * ratio(total.player))
    expect(ratio(total.slate)).toBeGreaterThan(1.8 * ratio(total.team))
    expect(ratio(total.lineup)).toBeGreaterThan(1.4 * ratio(total.player))
  })

  it('finds a lineup whose players play closer together than simulated below a ratio of 1', () => {
    // The lineup's five players, simulated apart, miss in opposite pairs: a sum that barely moves.
    const rng = createRng('hedged')
    const outcome = fitOutcome(player)
    let total = noGroupSpreads
    for (let slate = 0; slate < 60; slate += 1) {
      const z = rng.normal(0, 1)
      const actual = players.map((_, index) => outcomeAt(outcome, index % 2 === 0 ? z : -z))
      const placed = placeSlateResults(
        players,
        [],
        grouped,
        { ours: [[0, 1, 2, 3]], field: [] },
        actual,
        400,
        `hedged:${slate}`,
      )
      total = addGroupSpreads(total, placed.spreads)
    }
    expect(ratio(total.lineup)).toBeLessThan(0.5)
  })
})
