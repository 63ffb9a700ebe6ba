import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { etDateTimeSchema, sportEventSchema } from './event'

const game = {
  eventId: 9001,
  sportId: 1,
  eventTitle: 'BUF @ KC',
  eventDateTime: '2025-09-07T17:00:00Z',
  eventTime: '2025-09-07T13:00:00',
  homeTeamId: 12,
  visitorTeamId: 3,
  homeTeamShort: 'KC',
  visitorTeamShort: 'BUF',
  homeTeamName: 'Kansas City Chiefs',
  visitorTeamName: 'Buffalo Bills',
  homeProjectedScore: 27.25,
  visitorProjectedScore: 24.25,
  vegasUnits: 'Points',
}

const issuePaths = (value: unknown): string[] =>
  sportEventSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('sportEventSchema', () => {
  it('accepts a game and serialises it unchanged', () => {
    expect(z.encode(sportEventSchema, sportEventSchema.parse(game))).toEqual(game)
  })

  it('accepts a game without a line and a golf event without teams', () => {
    const noLine = {
      ...game,
      homeProjectedScore: null,
      visitorProjectedScore: null,
      vegasUnits: null,
    }
    expect(sportEventSchema.safeParse(noLine).success).toBe(true)
    const golf = {
      ...noLine,
      sportId: 5,
      homeTeamId: null,
      visitorTeamId: null,
      homeTeamShort: null,
      visitorTeamShort: null,
      homeTeamName: null,
      visitorTeamName: null,
    }
    expect(sportEventSchema.safeParse(golf).success).toBe(true)
  })

  it('rejects a start instant without a zone, naming the field', () => {
    expect(issuePaths({ ...game, eventDateTime: '2025-09-07T17:00:00' })).toEqual(['eventDateTime'])
  })

  it('rejects an ET wall-clock time that carries a zone, naming the field', () => {
    expect(issuePaths({ ...game, eventTime: '2025-09-07T13:00:00Z' })).toEqual(['eventTime'])
  })

  it('rejects a negative projected score, naming the field', () => {
    expect(issuePaths({ ...game, homeProjectedScore: -1 })).toEqual(['homeProjectedScore'])
  })
})

describe('etDateTimeSchema', () => {
  it('takes whole seconds and no zone', () => {
    expect(etDateTimeSchema.safeParse('2025-09-07T13:00:00').success).toBe(true)
    expect(etDateTimeSchema.safeParse('2025-09-07T13:00').success).toBe(false)
    expect(etDateTimeSchema.safeParse('2025-09-07T13:00:00-04:00').success).toBe(false)
  })
})
