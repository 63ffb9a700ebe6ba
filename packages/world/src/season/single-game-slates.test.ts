import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import { requireSingleGameFormat } from '../single-game-format'
import {
  captainAndFlexRows,
  listSingleGameRows,
  priceSingleGame,
  singleGamePricing,
  type SingleGameRow,
} from './single-game-slates'

const flexRow = (playerKey: string, salary: number, mean: number) => ({
  playerKey,
  salary,
  positions: ['WR'],
  projection: { mean, floor: mean / 2, ceiling: mean * 2 },
  actualPoints: 10,
  injuryStatus: null,
  madeCut: null,
})

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

describe('single-game rows', () => {
  it('prices an NFL MVP row as his FLEX on FanDuel, at 1.5× in the NBA and on DraftKings', () => {
    const salaryOf = (siteId: 3 | 4, sportId: 1 | 2) => {
      const [captain] = captainAndFlexRows(
        flexRow('a', 10_000, 12),
        requireSingleGameFormat(siteId, sportId),
      )
      return [captain?.rosterPositions[0], captain?.salary, captain?.projection.mean]
    }
    expect(salaryOf(3, 1)).toEqual(['MVP', 10_000, 18])
    expect(salaryOf(3, 2)).toEqual(['MVP', 15_000, 18])
    expect(salaryOf(4, 1)).toEqual(['CPT', 15_000, 18])
  })

  it('folds FanDuel rows into one per player, owned 100 % as MVP and 100 % per FLEX slot', () => {
    const format = requireSingleGameFormat(3, 1)
    const means = [30, 25, 20, 15, 12, 10, 8, 6, 4, 2]
    const rows = means.flatMap((mean, index) =>
      captainAndFlexRows(flexRow(`p${index}`, 6000 + mean * 300, mean), format),
    )
    // A star the raw model over-owns: 60 % as MVP and 90 % as FLEX.
    const owned = rows.map((row: SingleGameRow, index) => ({
      ...row,
      projectedOwnership: index === 0 ? 60 : index === 1 ? 90 : index % 2 === 0 ? 6 : 45,
    }))
    const listed = listSingleGameRows(owned, format)
    expect(listed.map((row) => row.playerKey)).toEqual(means.map((_, index) => `p${index}`))
    expect(listed.every((row) => row.rosterPositions.join() === 'MVP,FLEX')).toBe(true)
    expect(sum(listed.map((row) => row.projectedCaptainOwnership ?? 0))).toBeCloseTo(100, 1)
    expect(sum(listed.map((row) => row.projectedOwnership))).toBeCloseTo(500, 0)
    expect(Math.max(...listed.map((row) => row.projectedOwnership))).toBeLessThanOrEqual(95)
  })

  it('keeps DraftKings captain rows apart, a player’s captain and flex rows within 95 % together', () => {
    const format = requireSingleGameFormat(4, 1)
    const means = [30, 25, 20, 15, 12, 10, 8, 6, 4, 2]
    const rows = means.flatMap((mean, index) =>
      captainAndFlexRows(flexRow(`p${index}`, 6000 + mean * 300, mean), format),
    )
    // The star as the raw model owns him: 60 % as captain and 90 % as flex.
    const owned = rows.map((row: SingleGameRow, index) => ({
      ...row,
      projectedOwnership: index === 0 ? 60 : index === 1 ? 90 : index % 2 === 0 ? 6 : 45,
    }))
    const listed = listSingleGameRows(owned, format)
    expect(listed.map((row) => row.rosterPositions.join())).toEqual(
      rows.map((row) => row.rosterPositions.join()),
    )
    const captains = listed.filter((row) => row.rosterPositions[0] === 'CPT')
    const flexes = listed.filter((row) => row.rosterPositions[0] !== 'CPT')
    expect(sum(captains.map((row) => row.projectedOwnership))).toBeCloseTo(100, 0)
    expect(sum(flexes.map((row) => row.projectedOwnership))).toBeCloseTo(500, 0)
    const star = listed.filter((row) => row.playerKey === 'p0')
    expect(sum(star.map((row) => row.projectedOwnership))).toBeLessThanOrEqual(95.01)
  })

  it('prices FanDuel NFL single games from $6,000 up to $17,000, in the order of projection', () => {
    const means = [24, 20, 16, 13, 11, 9, 7, 5, 3, 1, 0]
    const pricing = singleGamePricing[3].NFL
    if (pricing === undefined) throw new Error('no FanDuel NFL single-game pricing')
    const salaries = priceSingleGame(means, pricing, createRng('fd'))
    expect(Math.min(...salaries)).toBe(6000)
    expect(Math.max(...salaries)).toBeLessThanOrEqual(17_000)
    expect(Math.max(...salaries)).toBeGreaterThan(14_000)
    expect(salaries[0]).toBeGreaterThan(salaries[5] ?? Infinity)
  })
})
