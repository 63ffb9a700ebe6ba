import { describe, expect, it } from 'vitest'
import { chosenEventId, withEvent } from './game-links'

describe('game links', () => {
  it('reads the game from the query and refuses what is not an id', () => {
    expect(chosenEventId(new URLSearchParams('eventId=8101'))).toBe(8101)
    for (const value of ['', 'abc', '0', '-3', '1.5', '99999999999']) {
      expect(chosenEventId(new URLSearchParams({ eventId: value }))).toBeNull()
    }
  })

  it('moves to another game keeping the navbar’s parameters and closing the player card', () => {
    expect(withEvent('?date=2026-11-22&eventId=1&player=501', 8101)).toBe(
      '?date=2026-11-22&eventId=8101',
    )
  })
})
