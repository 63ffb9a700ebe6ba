import { expect, it } from 'vitest'
import { injuryStatusSort } from './injury-status'

it.each([
  ['Probable', 1],
  ['Questionable', 2],
  ['Day-to-day', 3],
  ['Doubtful', 4],
  ['Inactive', 5],
  ['Out', 6],
  ['IR', 7],
  ['', 7],
])('sorts injury status %j as %i (SPEC §5)', (status, sort) => {
  expect(injuryStatusSort(status)).toBe(sort)
})

it('ignores letter case, surrounding spaces and day-to-day spelling', () => {
  expect(injuryStatusSort(' questionable ')).toBe(2)
  expect(injuryStatusSort('Day-To-Day')).toBe(3)
  expect(injuryStatusSort('day to day')).toBe(3)
  expect(injuryStatusSort('OUT')).toBe(6)
})

it('sorts a missing status last', () => {
  expect(injuryStatusSort(null)).toBe(7)
  expect(injuryStatusSort(undefined)).toBe(7)
})
