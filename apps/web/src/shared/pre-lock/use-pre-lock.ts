import type { Contest } from '@slatelab/domain/entities/contest'
import { useEffect, useState } from 'react'
import { isPreLock } from './pre-lock'

/** setTimeout's longest delay (about 24.8 days); a later lock is waited for in steps. */
const maxTimerMs = 2 ** 31 - 1

/**
 * Whether the slate of `contests` has not locked, by the page's clock; turns false at the
 * lock itself, so a page left open switches from its pre-lock view when the slate locks.
 */
export function useIsPreLock(contests: readonly Contest[]): boolean {
  const [nowMs, setNowMs] = useState(() => Date.now())
  const lockMs = contests.reduce<number | undefined>((first, contest) => {
    const ms = Date.parse(contest.date)
    return first === undefined || ms < first ? ms : first
  }, undefined)
  useEffect(() => {
    if (lockMs === undefined || nowMs >= lockMs) return
    const timer = setTimeout(() => setNowMs(Date.now()), Math.min(lockMs - nowMs, maxTimerMs))
    return () => clearTimeout(timer)
  }, [lockMs, nowMs])
  return isPreLock(contests, nowMs)
}
