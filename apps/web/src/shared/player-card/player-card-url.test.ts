import { describe, expect, it } from 'vitest'
import { openEventId, openPlayerId, withPlayer } from './player-card-url'

describe('the player card in the URL', () => {
  it('reads the open player id and ignores what is not an id', () => {
    expect(openPlayerId(new URLSearchParams('player=501'))).toBe(501)
    for (const value of ['', 'player=0', 'player=abc', 'player=1.5', 'player=-3']) {
      expect(openPlayerId(new URLSearchParams(value))).toBeNull()
    }
  })

  it('opens and closes the card keeping the other parameters', () => {
    expect(withPlayer('?sportId=2', 501)).toBe('?sportId=2&player=501')
    expect(withPlayer('?sportId=2&player=501', 7)).toBe('?sportId=2&player=7')
    expect(withPlayer('?sportId=2&player=501', null)).toBe('?sportId=2')
    expect(withPlayer('?player=501', null)).toBe('')
  })

  it('carries the event a card was opened from, and drops it with the card or another player', () => {
    expect(withPlayer('?date=2026-11-19', 9101, 9300)).toBe(
      '?date=2026-11-19&player=9101&event=9300',
    )
    expect(openEventId(new URLSearchParams('player=9101&event=9300'))).toBe(9300)
    expect(openEventId(new URLSearchParams('player=9101&event=x'))).toBeNull()
    expect(withPlayer('?player=9101&event=9300', null)).toBe('')
    expect(withPlayer('?player=9101&event=9300', 12)).toBe('?player=12')
  })
})
