import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { easternTimeToUtc } from './schedule'

describe('easternTimeToUtc', () => {
  it.each([
    ['2025-01-15', '19:00', '2025-01-16T00:00:00Z'],
    ['2025-07-15', '19:00', '2025-07-15T23:00:00Z'],
    ['2025-09-07', '13:00', '2025-09-07T17:00:00Z'],
    ['2025-12-07', '16:25', '2025-12-07T21:25:00Z'],
    // The US switch days: 7 AM is after the 2 AM change on both.
    ['2025-03-09', '07:00', '2025-03-09T11:00:00Z'],
    ['2025-11-02', '07:00', '2025-11-02T12:00:00Z'],
  ])('puts %s %s ET at %s', (day, time, utc) => {
    expect(easternTimeToUtc(isoDate(day), time)).toBe(utc)
  })
})
