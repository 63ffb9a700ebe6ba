import { describe, expect, it } from 'vitest'
import { fieldStatistics, quantileOf, type StatField, type StatPlayer } from './field-statistics'

const player = (overrides: Partial<StatPlayer>): StatPlayer => ({
  salary: 5000,
  projection: 10,
  position: 'WR',
  teamKey: 'AAA',
  opponentKey: 'BBB',
  ...overrides,
})

// A three-slot "NFL" format: QB, WR, FLEX. Player 0 is AAA's QB, 1 his WR, 2 BBB's WR (his
// opponent), 3 CCC's WR, 4 CCC's QB.
const players: readonly StatPlayer[] = [
  player({ position: 'QB', salary: 7000, projection: 20 }),
  player({ salary: 6000, projection: 15 }),
  player({ teamKey: 'BBB', opponentKey: 'AAA', salary: 5000, projection: 12 }),
  player({ teamKey: 'CCC', opponentKey: 'DDD', salary: 4000, projection: 8 }),
  player({ position: 'QB', teamKey: 'CCC', opponentKey: 'DDD', salary: 6000, projection: 16 }),
]

const field = (lineups: readonly (readonly number[])[]): StatField => ({
  players,
  rosterSlots: ['QB', 'WR', 'FLEX'],
  captainSalaryMultiplier: 1,
  lineups: Int32Array.from(lineups.flat()),
  optimalProjection: 50,
})

describe('fieldStatistics', () => {
  const stats = fieldStatistics(
    field([
      [0, 1, 2], // stack with a bring-back: 18 000, 47 points
      [0, 2, 1], // the same lineup in another order: a duplicate
      [0, 3, 2], // no stack (CCC's WR), 16 000
      [4, 3, 1], // CCC stack, 16 000, 39 points
    ]),
  )

  it('counts distinct lineups and entries sharing one, whatever the slot order', () => {
    expect(stats.entries).toBe(4)
    expect(stats.distinctLineups).toBe(3)
    expect(stats.duplicatedEntriesPct).toBe(50)
  })

  it('reads salary and projection share of optimal at nearest-rank quantiles', () => {
    expect(stats.salaryUsed).toEqual({ p10: 16_000, p50: 16_000, p90: 18_000 })
    // Projections 47, 47, 40, 39 of an optimal 50.
    expect(stats.projectionPctOfOptimal).toEqual({ p10: 78, p50: 80, p90: 94, p99: 94 })
  })

  it('counts QB stacks with a pass catcher and bring-backs from the QB’s opponent', () => {
    expect(stats.qbStackPct).toBe(75)
    expect(stats.bringBackPct).toBe(50)
  })

  it('lists the five highest ownerships in percent of entries', () => {
    expect(stats.top5Ownership).toEqual([75, 75, 75, 50, 25])
  })

  it('leaves stack figures null on a slate without quarterbacks', () => {
    const mlb = fieldStatistics({
      ...field([[1, 2, 3]]),
      players: players.map((p) => ({ ...p, position: 'OF' })),
    })
    expect(mlb.qbStackPct).toBeNull()
    expect(mlb.bringBackPct).toBeNull()
  })

  it('counts a captain at his salary multiplier and apart from the same player in FLEX', () => {
    const showdown = fieldStatistics({
      ...field([
        [1, 2, 3],
        [2, 1, 3],
      ]),
      rosterSlots: ['CPT', 'FLEX', 'FLEX'],
      captainSalaryMultiplier: 1.5,
    })
    expect(showdown.duplicatedEntriesPct).toBe(0)
    expect(showdown.salaryUsed.p10).toBe(1.5 * 5000 + 6000 + 4000)
    expect(showdown.salaryUsed.p90).toBe(1.5 * 6000 + 5000 + 4000)
  })
})

describe('quantileOf', () => {
  it('takes the nearest rank and 0 for an empty list', () => {
    expect(quantileOf([1, 2, 3, 4], 0.5)).toBe(2)
    expect(quantileOf([1, 2, 3, 4], 0.9)).toBe(4)
    expect(quantileOf([], 0.5)).toBe(0)
  })
})
