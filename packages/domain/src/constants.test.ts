import { describe, expect, it } from 'vitest'
import {
  cacheTtlSeconds,
  contestNameMaxChars,
  correlationTimeZone,
  defaultCorrelationSettings,
  maxCustomFilters,
  maxRulesPerSettings,
  pgaSlateWindowDays,
  playerCardDefaults,
  popupCloseMs,
  projectionsDefaults,
  slateTimeZone,
  slateTimeZoneLabel,
  truncateContestName,
} from './constants'

describe('business constants (SPEC §9)', () => {
  it('caches for 300 s, cuts contest names at 40 and widens PGA slates by 4 days', () => {
    expect(cacheTtlSeconds).toBe(300)
    expect(contestNameMaxChars).toBe(40)
    expect(pgaSlateWindowDays).toBe(4)
  })

  it('puts slates in New York time (ET) and correlation dates in Chicago time', () => {
    expect(slateTimeZone).toBe('America/New_York')
    expect(slateTimeZoneLabel).toBe('ET')
    expect(correlationTimeZone).toBe('America/Chicago')
  })

  it('defaults correlations to DraftKings NFL from 2011-07-02', () => {
    expect(defaultCorrelationSettings).toEqual({ sourceId: 4, sportId: 1, startDate: '2011-07-02' })
  })

  it('defaults the player card to DraftKings NFL over 30 days and projections to DraftKings NBA', () => {
    expect(playerCardDefaults).toEqual({ sourceId: 4, sportId: 1, rangeDays: 30 })
    expect(projectionsDefaults).toEqual({ sportId: 2, sourceId: 4 })
  })

  it('allows 3 custom filters and 100 rules, and closes popups after 100 ms', () => {
    expect(maxCustomFilters).toBe(3)
    expect(maxRulesPerSettings).toBe(100)
    expect(popupCloseMs).toBe(100)
  })
})

describe('contest name display (SPEC §5)', () => {
  it('cuts a name longer than 40 characters to 40 plus an ellipsis', () => {
    const name = 'NFL $5M Fantasy Football Millionaire [$2M to 1st]'
    expect(truncateContestName(name)).toBe('NFL $5M Fantasy Football Millionaire [$2...')
  })

  it('keeps a name of 40 characters or fewer', () => {
    const forty = 'x'.repeat(40)
    expect(truncateContestName(forty)).toBe(forty)
    expect(truncateContestName(`${forty}y`)).toBe(`${forty}...`)
  })
})
