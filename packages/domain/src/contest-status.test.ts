import { describe, expect, it } from 'vitest'
import {
  contestStatusAt,
  contestStatusChangesAtMs,
  gameFinalAtMs,
  gameProgressAt,
} from './contest-status'

const at = (iso: string) => Date.parse(iso)

describe('contestStatusAt', () => {
  const first = at('2026-11-23T00:00:00Z')
  const last = at('2026-11-23T03:00:00Z')

  it('is upcoming until the first game locks the slate', () => {
    expect(contestStatusAt(2, first, last, first - 1)).toBe('upcoming')
    expect(contestStatusAt(2, first, last, first)).toBe('live')
  })

  it('is live until the last game is final (NBA: 3 hours after its start)', () => {
    expect(contestStatusAt(2, first, last, last + 3 * 3_600_000 - 1)).toBe('live')
    expect(contestStatusAt(2, first, last, last + 3 * 3_600_000)).toBe('completed')
  })

  it('keeps a golf slate live through its four rounds', () => {
    expect(contestStatusAt(5, first, first, first + 3 * 86_400_000)).toBe('live')
    expect(contestStatusAt(5, first, first, first + 4 * 86_400_000)).toBe('completed')
  })
})

describe('contestStatusChangesAtMs', () => {
  const first = at('2026-11-23T00:00:00Z')
  const last = at('2026-11-23T03:00:00Z')

  it('is the moment contestStatusAt next gives another status, and undefined once completed', () => {
    for (const now of [first - 60_000, first, last + 60_000]) {
      const change = contestStatusChangesAtMs(2, first, last, now)
      if (change === undefined) throw new Error(`no change after ${now}`)
      expect(contestStatusAt(2, first, last, change - 1)).toBe(contestStatusAt(2, first, last, now))
      expect(contestStatusAt(2, first, last, change)).not.toBe(contestStatusAt(2, first, last, now))
    }
    expect(contestStatusChangesAtMs(2, first, last, last + 3 * 3_600_000)).toBeUndefined()
  })
})

describe('gameProgressAt', () => {
  const start = at('2026-11-23T00:00:00Z')

  it('is 0 before the start, the elapsed share while playing, 1 once final', () => {
    expect(gameProgressAt(2, start, start - 1)).toBe(0)
    expect(gameProgressAt(2, start, start + 1.5 * 3_600_000)).toBeCloseTo(0.5, 9)
    expect(gameProgressAt(2, start, gameFinalAtMs(2, start))).toBe(1)
  })

  it('finals a game when a slate ending with it is completed', () => {
    const finalMs = gameFinalAtMs(1, start)
    expect(contestStatusAt(1, start, start, finalMs - 1)).toBe('live')
    expect(contestStatusAt(1, start, start, finalMs)).toBe('completed')
  })
})
