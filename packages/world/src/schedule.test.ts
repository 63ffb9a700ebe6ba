import { createRng } from '@slatelab/engine/rng'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { easternTimeToUtc, gameTimes } from './schedule'

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

describe('gameTimes', () => {
  it.each([
    [4, ['13:00', '13:00', '16:05', '16:25']],
    [6, ['13:00', '13:00', '13:00', '13:00', '16:05', '16:25']],
  ])('fills the NFL Sunday windows for %i games', (count, times) => {
    expect(gameTimes('NFL', count, createRng('nfl'))).toEqual(times)
  })

  it('draws evening games in order from each league’s slots', () => {
    const slots = {
      NBA: ['19:00', '19:30', '20:00', '20:30', '21:00', '22:00'],
      NHL: ['19:00', '19:30', '20:00', '21:00', '22:00'],
      MLB: ['18:40', '19:05', '19:10', '19:40', '20:10', '21:40', '22:10'],
    } as const
    for (const sport of ['NBA', 'NHL', 'MLB'] as const) {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const times = gameTimes(sport, 6, createRng(seed))
        expect(times).toHaveLength(6)
        expect(times).toEqual([...times].sort())
        for (const time of times) expect(slots[sport]).toContain(time)
      }
    }
  })

  it('refuses more games than a league has slots', () => {
    expect(() => gameTimes('NHL', 10, createRng('x'))).toThrow(RangeError)
  })
})
