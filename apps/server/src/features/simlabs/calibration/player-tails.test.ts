import { buildSimPlayer } from '@slatelab/engine/simlabs/sim-builders'
import { fitOutcome, outcomeAt } from '@slatelab/engine/simlabs/player-outcomes'
import { createRng } from '@slatelab/engine/rng'
import type { Points, Probability } from '@slatelab/domain'
import { describe, expect, it } from 'vitest'
import { addTails, playerTails } from './player-tails'

const player = buildSimPlayer({
  projection: 12 as Points,
  floor: 4 as Points,
  ceiling: 22 as Points,
  zeroChance: 0.1 as Probability,
})

describe('players past the ends of their distributions', () => {
  it('counts a boom, a bust and a middling game where they fall', () => {
    const tails = playerTails([player, player, player], [], [60, 12, 0], 2000, 'tails')
    // 60 is past every draw; 12 is about the middle; 0 ties the 10 % of zeros, so it sits at
    // 5 %, not below it.
    expect(tails).toEqual({ players: 3, above95: 1, above99: 1, below5: 0 })
  })

  it('finds about 5 % and 1 % of players past the 95th and 99th percentiles when they follow their distribution', () => {
    const rng = createRng('calibrated')
    const outcome = fitOutcome(player)
    const players = Array.from({ length: 4000 }, () => player)
    const actual = players.map(() => outcomeAt(outcome, rng.normal(0, 1)))
    const tails = playerTails(players, [], actual, 500, 'calibrated')
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
