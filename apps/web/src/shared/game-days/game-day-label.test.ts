import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { gameDayLabel, isSeasonOver } from './game-day-label'

describe('gameDayLabel', () => {
  it('names the weekday of the calendar date, whatever the machine’s zone', () => {
    expect(gameDayLabel(isoDate('2026-11-26'))).toBe('Thu 11/26/2026')
    expect(gameDayLabel(isoDate('2027-01-03'))).toBe('Sun 01/03/2027')
  })
})

describe('isSeasonOver', () => {
  const november = isoDate('2026-11-26')
  it('is over with no later game and the last one more than two weeks back', () => {
    expect(isSeasonOver(isoDate('2026-09-27'), null, november)).toBe(true)
  })
  it('is not over between game days, in a short break or with nothing stored', () => {
    expect(isSeasonOver(isoDate('2026-11-25'), isoDate('2026-11-27'), november)).toBe(false)
    expect(isSeasonOver(isoDate('2026-11-20'), null, november)).toBe(false)
    expect(isSeasonOver(null, null, november)).toBe(false)
  })
})
