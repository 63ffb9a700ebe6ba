import { describe, expect, it } from 'vitest'
import { buildContest } from '../testing/slate-builders'
import { finishedSlateLabel, isPreLock, lockLabel } from './pre-lock'

const lock = '2026-11-22T13:00:00-05:00'
const beforeLock = Date.parse('2026-11-22T17:00:00Z')
const afterLock = Date.parse('2026-11-22T18:30:00Z')
const contest = (status: 'upcoming' | 'live' | 'completed', owned = false) =>
  buildContest({
    status,
    date: lock,
    players: owned ? [{ contestId: 1, playerId: 7, isCaptain: false, ownership: 12 }] : [],
  })

describe('isPreLock', () => {
  it('holds while no contest has entries and the slate has not started by either clock', () => {
    expect(isPreLock([contest('upcoming'), contest('upcoming')], beforeLock)).toBe(true)
    // The server already calls it completed, the page's clock is still before lock (the suite).
    expect(isPreLock([contest('completed')], beforeLock)).toBe(true)
    expect(isPreLock([contest('upcoming')], afterLock)).toBe(true)
  })

  it('ends with the lock, or as soon as a contest has entries', () => {
    expect(isPreLock([contest('live')], afterLock)).toBe(false)
    expect(isPreLock([contest('upcoming'), contest('upcoming', true)], beforeLock)).toBe(false)
  })

  it('is not pre-lock without contests', () => {
    expect(isPreLock([], beforeLock)).toBe(false)
  })
})

describe('labels', () => {
  it('names the lock in ET with its weekday, whatever the machine’s zone', () => {
    expect(lockLabel(lock)).toBe('Sun 1:00 PM ET')
    expect(lockLabel('2026-11-23T01:15:00Z')).toBe('Sun 8:15 PM ET')
  })

  it('names a finished slate by its name and ET day', () => {
    expect(finishedSlateLabel({ displayName: 'Main (7 games)', date: '2026-11-21' })).toBe(
      'Main (7 games), Sat 11/21',
    )
  })
})
