import { describe, expect, it } from 'vitest'
import { parseGameInfo } from './game-info'

describe('parseGameInfo', () => {
  it('reads a current matchup with date and 24-hour ET time', () => {
    expect(parseGameInfo('IND@HOU 01/05/2019 04:35PM ET', false)).toEqual({
      kind: 'game',
      visitor: 'IND',
      home: 'HOU',
      date: '2019-01-05',
      time: '16:35',
    })
    expect(parseGameInfo('NYG@DAL 09/10/2017 12:30AM ET', false)).toMatchObject({ time: '00:30' })
  })

  it('reads the 2017 matchup without a date', () => {
    expect(parseGameInfo('PIT@CLE 01:00PM ET', false)).toEqual({
      kind: 'game',
      visitor: 'PIT',
      home: 'CLE',
      date: undefined,
      time: '13:00',
    })
  })

  it('treats a postponed game as no game and a golf tournament as a named event', () => {
    expect(parseGameInfo('Postponed', false)).toEqual({ kind: 'none', reason: 'Postponed' })
    expect(parseGameInfo('Masters Tournament', true)).toEqual({
      kind: 'event',
      title: 'Masters Tournament',
    })
  })

  it('refuses what is neither', () => {
    expect(parseGameInfo('Masters Tournament', false)).toBeUndefined()
    expect(parseGameInfo('IND@HOU 13/45/2019 04:35PM ET', false)).toBeUndefined()
    expect(parseGameInfo('IND@HOU 01/05/2019 14:35PM ET', false)).toBeUndefined()
  })
})
