import { describe, expect, it } from 'vitest'
import { projectOwnership, type OwnershipRow } from './ownership-projection'

const row = (salary: number, mean: number, rosterPositions: readonly string[]): OwnershipRow => ({
  salary,
  mean,
  rosterPositions,
})

describe('projectOwnership', () => {
  const rows = [
    row(8000, 40, ['PG', 'G', 'UTIL']),
    row(5000, 32, ['PG', 'G', 'UTIL']),
    row(6500, 30, ['PG', 'G', 'UTIL']),
    row(4500, 22, ['PG', 'G', 'UTIL']),
    row(5200, 25, ['SG', 'G', 'UTIL']),
    row(4000, 14, ['SG', 'G', 'UTIL']),
    row(6000, 30, ['SG', 'G', 'UTIL']),
    row(3000, 16, ['SF', 'F', 'UTIL']),
    row(7000, 35, ['SF', 'F', 'UTIL']),
    row(5500, 28, ['PF', 'F', 'UTIL']),
    row(3500, 20, ['PF', 'F', 'UTIL']),
    row(9000, 45, ['C', 'UTIL']),
    row(3000, 0, ['C', 'UTIL']),
  ]
  const slots = ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'UTIL']

  it('sums to the roster size × 100 % and keeps everyone under 95 %', () => {
    const ownership = projectOwnership(rows, slots)
    expect(ownership.reduce((sum, share) => sum + share, 0)).toBeCloseTo(800, 0)
    expect(Math.max(...ownership)).toBeLessThanOrEqual(95)
  })

  it('owns value plays more than poor values at the same position', () => {
    const ownership = projectOwnership(rows, slots)
    // $5,000 for 32 points beats $6,500 for 30.
    expect(ownership[1]).toBeGreaterThan(ownership[2] ?? 0)
    // A player projected for nothing is close to unowned.
    expect(ownership[ownership.length - 1]).toBeLessThan(1)
  })

  it('follows both projection and value within a position: the best projected is not left unowned', () => {
    // The case: a 27.3-point quarterback at $8,400 among cheaper values (NFL power 7).
    const quarterbacks = [
      [8400, 27.3],
      [8000, 28.1],
      [7000, 23],
      [6500, 22],
      [6000, 21.5],
      [5600, 20],
      [5200, 19.5],
      [4800, 19.1],
      [5000, 17],
    ].map(([salary = 0, mean = 0]) => row(salary, mean, ['QB']))
    // A cap that asks for a $6,600 quarterback on average: the field trades projection for value.
    const ownership = projectOwnership(quarterbacks, ['QB'], 6700)
    expect(ownership[0]).toBeGreaterThan(8)
    const ranks = (values: readonly number[]) =>
      values.map((value) => values.filter((other) => other < value).length)
    const spearman = (a: readonly number[], b: readonly number[]) => {
      const [ra, rb] = [ranks(a), ranks(b)]
      const mean = (a.length - 1) / 2
      const dot = ra.reduce((sum, r, i) => sum + (r - mean) * ((rb[i] ?? 0) - mean), 0)
      const norm = ra.reduce((sum, r) => sum + (r - mean) ** 2, 0)
      return dot / norm
    }
    const projections = quarterbacks.map((quarterback) => quarterback.mean)
    const values = quarterbacks.map((quarterback) => quarterback.mean / quarterback.salary)
    expect(spearman(ownership, projections)).toBeGreaterThan(0.2)
    expect(spearman(ownership, values)).toBeGreaterThan(0.2)
  })

  it('tilts ownership by salary so the projected field’s lineups fit the cap', () => {
    const lineupSalary = (ownership: readonly number[]) =>
      ownership.reduce((sum, share, index) => sum + (share / 100) * (rows[index]?.salary ?? 0), 0)
    const free = projectOwnership(rows, slots)
    const capped = projectOwnership(rows, slots, 45_000)
    expect(lineupSalary(free)).toBeGreaterThan(45_000)
    expect(lineupSalary(capped)).toBeCloseTo(0.985 * 45_000, -2)
    expect(capped.reduce((sum, share) => sum + share, 0)).toBeCloseTo(800, 0)
  })
})
