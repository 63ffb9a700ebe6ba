import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { buildSlate } from '../testing/slate-builders'
import {
  dayLabel,
  instantLabel,
  parseIsoDateOr,
  parseTypedDate,
  slateLabel,
  slateStartLabel,
  slateToday,
  toPathDate,
  toPickerDate,
} from './navbar-dates'

const today = isoDate('2026-11-22')

describe('slate day in ET', () => {
  it('is still the previous day at 11:59 PM ET, though UTC has moved on', () => {
    expect(slateToday(new Date('2026-11-23T04:59:00Z'))).toBe('2026-11-22')
  })

  it('turns over at midnight ET', () => {
    expect(slateToday(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23')
  })

  it('turns over at midnight EDT in summer (UTC-4)', () => {
    expect(slateToday(new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03')
    expect(slateToday(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04')
  })
})

describe('dates in the URL and the path', () => {
  it('a date that fails to parse falls back to today', () => {
    for (const bad of ['11/22/2026', '2026-02-30', 'yesterday', '', null]) {
      expect(parseIsoDateOr(bad, today)).toBe(today)
    }
  })

  it('keeps a valid date', () => {
    expect(parseIsoDateOr('2026-02-28', today)).toBe('2026-02-28')
  })

  it('writes the sourcedata date as MM_DD_YYYY', () => {
    expect(toPathDate(isoDate('2027-01-05'))).toBe('01_05_2027')
  })
})

describe('typed dates (MM/dd/yyyy)', () => {
  it('reads MM/dd/yyyy, leading zeros optional', () => {
    expect(parseTypedDate('11/22/2026')).toBe('2026-11-22')
    expect(parseTypedDate('1/5/2027')).toBe('2027-01-05')
  })

  it('refuses dates that do not exist and other formats', () => {
    expect(parseTypedDate('02/30/2027')).toBeNull()
    expect(parseTypedDate('2027-01-05')).toBeNull()
    expect(parseTypedDate('13/01/2027')).toBeNull()
  })

  it('shows a date as MM/dd/yyyy with leading zeros, as the picker does', () => {
    expect(toPickerDate(isoDate('2027-01-05'))).toBe('01/05/2027')
    expect(parseTypedDate(toPickerDate(isoDate('2026-11-22')))).toBe('2026-11-22')
  })
})

describe('slate labels', () => {
  it('names a slate by short name, ET start and games', () => {
    expect(slateLabel(buildSlate(), today)).toBe('Main · 7:00 PM ET · 6 games')
  })

  it('writes the time in ET whatever offset the start carries', () => {
    expect(slateStartLabel('2026-11-23T00:30:00Z', today)).toBe('7:30 PM ET')
  })

  it('adds the weekday for a slate on another day of the window (NFL, PGA)', () => {
    expect(slateStartLabel('2026-11-23T20:15:00-05:00', today)).toBe('Mon 8:15 PM ET')
  })

  it('a slate at five past midnight ET belongs to its own day', () => {
    expect(slateStartLabel('2026-11-23T05:05:00Z', today)).toBe('Mon 12:05 AM ET')
  })

  it('says "1 game" for a single game', () => {
    expect(slateLabel(buildSlate({ gameCount: 1, displayNameShort: 'Showdown' }), today)).toBe(
      'Showdown · 7:00 PM ET · 1 game',
    )
  })
})

describe('days and instants a card names', () => {
  const thanksgiving = isoDate('2026-11-26')

  it('names a day by weekday and month/day, with the year only for another year', () => {
    expect(dayLabel(isoDate('2026-11-22'), thanksgiving)).toBe('Sun 11/22')
    expect(dayLabel(isoDate('2025-06-13'), thanksgiving)).toBe('Fri 6/13/2025')
  })

  it('gives today’s story its time alone and an older one its day, never a bare weekday', () => {
    expect(instantLabel('2026-11-26T12:15:00-05:00', thanksgiving)).toBe('12:15 PM ET')
    expect(instantLabel('2026-06-12T12:15:00-04:00', thanksgiving)).toBe('Fri 6/12 12:15 PM ET')
  })

  it('reads the day in ET: 11:30 PM ET is still that day', () => {
    expect(instantLabel('2026-11-26T04:30:00Z', thanksgiving)).toBe('Wed 11/25 11:30 PM ET')
  })
})
