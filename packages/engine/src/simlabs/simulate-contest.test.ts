import type { Dollars, Points } from '@slatelab/domain'
import { describe, expect, it } from 'vitest'
import { buildSimPlayer, buildSimulationInput } from './sim-builders'
import {
  mergeTallies,
  simulateContest,
  simulateShard,
  summarizeSimulation,
} from './simulate-contest'
import { simulationInputSchema } from './simulation-input'

// Every player always scores his projection.
const fixedPlayers = (projections: readonly number[]) =>
  projections.map((projection) =>
    buildSimPlayer({
      projection: projection as Points,
      floor: projection as Points,
      ceiling: projection as Points,
    }),
  )

describe('simulateContest', () => {
  it('lets the highest projected lineup win every iteration when no player varies', () => {
    const input = buildSimulationInput({ players: fixedPlayers([12, 10, 9, 8, 7, 6]) })
    const result = simulateContest(input)
    // User lineup 0 (players 0 and 1: 22 points) beats every field lineup (at most 18).
    expect(result.lineups[0]).toMatchObject({
      meanPoints: 22,
      sdPoints: 0,
      winPct: 100,
      top1Pct: 100,
      cashPct: 100,
      expectedPayout: 30,
      roiPct: 200,
    })
    expect(result.lineups[1]).toMatchObject({
      meanPoints: 13,
      winPct: 0,
      cashPct: 0,
      expectedPayout: 0,
    })
    expect(result.players.map((player) => player.simOptimalPct)).toEqual([100, 100, 0, 0, 0, 0])
    // No captain slot: nothing is reported as captain.
    expect(result.players[0]).toMatchObject({
      simOptimalCaptainPct: null,
      top1CaptainOwnershipPct: null,
      fieldCaptainOwnershipPct: null,
    })
  })

  it('splits the prizes of the places a tie covers, as the sites do', () => {
    // Two user lineups tie for first with 22 points and share $30 + $15.
    const input = buildSimulationInput({
      players: fixedPlayers([12, 10, 9, 8, 7, 6]),
      userLineups: Int32Array.of(0, 1, 1, 0, 2, 3),
    })
    const result = simulateContest(input)
    expect(result.lineups.map((lineup) => lineup.expectedPayout)).toEqual([22.5, 22.5, 0])
    expect(result.lineups.map((lineup) => lineup.winPct)).toEqual([100, 100, 0])
  })

  it('scores a captain slot at the multiplier', () => {
    const input = buildSimulationInput({
      players: fixedPlayers([12, 10, 9, 8, 7, 6]),
      rosterSlots: ['CPT', 'FLEX'],
      fieldLineups: Int32Array.of(0, 1),
      userLineups: Int32Array.of(1, 0),
    })
    const result = simulateContest(input)
    // The user's 1.5 × 10 + 12 = 27 finishes second to the field's 1.5 × 12 + 10 = 28.
    expect(result.lineups[0]).toMatchObject({ meanPoints: 27, winPct: 0, expectedPayout: 15 })
  })

  it('reports the captain apart: sim-optimal and top-1 % as captain, and the field’s captain share', () => {
    const field = [
      ...Array.from({ length: 6 }, () => [2, 3, 4]),
      ...Array.from({ length: 4 }, () => [3, 2, 5]),
    ].flat()
    const result = simulateContest(
      buildSimulationInput({
        players: fixedPlayers([12, 10, 9, 8, 7, 6]),
        rosterSlots: ['CPT', 'FLEX', 'FLEX'],
        fieldLineups: Int32Array.from(field),
        // Two lineups tie for first (1.5 × 12 + 10 + 9 = 37), both captained by player 0.
        userLineups: Int32Array.of(0, 1, 2, 0, 2, 1),
      }),
    )
    const captainOf = result.players.map((player) => ({
      optimal: player.simOptimalPct,
      optimalCaptain: player.simOptimalCaptainPct,
      top1Captain: player.top1CaptainOwnershipPct,
      fieldCaptain: player.fieldCaptainOwnershipPct,
    }))
    // Counted once an iteration on the tie.
    expect(captainOf[0]).toEqual({
      optimal: 100,
      optimalCaptain: 100,
      top1Captain: 100,
      fieldCaptain: 0,
    })
    expect(captainOf[1]).toEqual({
      optimal: 100,
      optimalCaptain: 0,
      top1Captain: 0,
      fieldCaptain: 0,
    })
    // Six of the ten field entries captain player 2, four player 3.
    expect(captainOf[2]?.fieldCaptain).toBe(60)
    expect(captainOf[3]?.fieldCaptain).toBe(40)
    expect(captainOf[5]).toEqual({ optimal: 0, optimalCaptain: 0, top1Captain: 0, fieldCaptain: 0 })
  })

  it('pays out the whole prize pool in every iteration, ties included', () => {
    // No field: the user's lineups are the contest, duplicates among them force ties.
    const userLineups = Int32Array.of(0, 1, 0, 1, 2, 3, 4, 5, 3, 2, 1, 4, 5, 0, 2, 3)
    const input = buildSimulationInput({ fieldLineups: new Int32Array(0), userLineups })
    const result = simulateContest(input)
    const paid = result.lineups.reduce((sum, lineup) => sum + lineup.expectedPayout, 0)
    expect(result.prizePool).toBe(50)
    // Each payout is kept to a ten-thousandth of a dollar.
    expect(Math.abs(paid - 50)).toBeLessThan(8 / 10_000)
    expect(result.lineups[0]?.expectedPayout).toBe(result.lineups[1]?.expectedPayout)
  })

  it('merges shards, split anywhere, into exactly the single run with the same seed', () => {
    const input = buildSimulationInput({ iterations: 2500 })
    const single = simulateShard(input, 0, 2500)
    const sharded = [
      [1500, 2500],
      [0, 137],
      [137, 1500],
    ]
      .map(([from, to]) =>
        simulateShard(buildSimulationInput({ iterations: 2500 }), from ?? 0, to ?? 0),
      )
      .reduce(mergeTallies)
    expect(sharded).toEqual(single)
    expect(summarizeSimulation(input, sharded)).toEqual(summarizeSimulation(input, single))
  })

  it('gives a lineup the mean of its players and a spread when they vary', () => {
    const result = simulateContest(buildSimulationInput({ iterations: 10_000 }))
    // Lineup 0 holds players projected 12 and 10.
    expect(Math.abs((result.lineups[0]?.meanPoints ?? 0) - 22) / 22).toBeLessThan(0.01)
    expect(result.lineups[0]?.sdPoints).toBeGreaterThan(2)
    const wins = result.lineups.map((lineup) => lineup.winPct)
    expect(wins[0]).toBeGreaterThan(wins[1] ?? 100)
  })

  it('bins every iteration of a lineup in its score histogram around its mean', () => {
    const result = simulateContest(buildSimulationInput({ iterations: 2_000 }))
    const { fromPoints, binPoints, count } = result.scoreBins
    for (const lineup of result.lineups) {
      expect(lineup.scoreHistogram).toHaveLength(count)
      expect(lineup.scoreHistogram.reduce((sum, n) => sum + n, 0)).toBe(2_000)
      const mean =
        lineup.scoreHistogram.reduce(
          (sum, n, bin) => sum + n * (fromPoints + (bin + 0.5) * binPoints),
          0,
        ) / 2_000
      expect(Math.abs(mean - lineup.meanPoints)).toBeLessThan(binPoints)
    }
  })

  it('reports top-1 % ownership and leverage against projected ownership', () => {
    // 100 entries: the top 1 % is the single best entry.
    const field = Int32Array.from({ length: 99 * 2 }, (_, slot) => (slot % 2 === 0 ? 2 : 3))
    const players = fixedPlayers([12, 10, 9, 8, 7, 6]).map((player) => ({
      ...player,
      projectedOwnership: 25 as (typeof player)['projectedOwnership'],
    }))
    const result = simulateContest(
      buildSimulationInput({ players, fieldLineups: field, userLineups: Int32Array.of(0, 1) }),
    )
    expect(result.entryCount).toBe(100)
    expect(result.players[0]).toMatchObject({ top1OwnershipPct: 100, leveragePct: 75 })
    expect(result.players[2]).toMatchObject({ top1OwnershipPct: 0, leveragePct: -25 })
    expect(result.lineups[0]?.fieldDuplicates).toBe(0)
  })

  it('counts the field entries that duplicate a user lineup, in any slot order', () => {
    const result = simulateContest(buildSimulationInput({ userLineups: Int32Array.of(2, 1, 0, 4) }))
    // The field holds 1–2 once; nobody plays 0–4.
    expect(result.lineups.map((lineup) => lineup.fieldDuplicates)).toEqual([1, 0])
  })

  it('rejects lineups that name unknown players or are not whole', () => {
    const input = buildSimulationInput()
    expect(
      simulationInputSchema.safeParse({ ...input, userLineups: Int32Array.of(0, 9) }).success,
    ).toBe(false)
    expect(
      simulationInputSchema.safeParse({ ...input, fieldLineups: Int32Array.of(0) }).success,
    ).toBe(false)
    expect(simulationInputSchema.safeParse(input).success).toBe(true)
    expect(simulationInputSchema.safeParse({ ...input, entryFee: -1 as Dollars }).success).toBe(
      false,
    )
  })
})
