/** What a slate shows before it locks: the rule that says it has not, and its lock label. */
import type { Contest } from '@slatelab/domain/entities/contest'
import { contestStatuses } from '@slatelab/domain/entities/contest'
import { slateTimeZone } from '@slatelab/domain/constants'

/**
 * Whether a slate has not locked: none of its contests has entries, and each is upcoming by the
 * server or starts after `nowMs` by the page's clock (the clock the navbar's today comes from).
 * Before lock a slate has no field, so the pages show its lobby and projected ownership
 * instead. No contests is not pre-lock.
 * @example isPreLock([{ status: 'upcoming', date: '2026-11-22T13:00:00-05:00', players: [] }], Date.now()) // true
 */
export const isPreLock = (
  contests: readonly Pick<Contest, 'status' | 'date' | 'players'>[],
  nowMs: number,
): boolean =>
  contests.length > 0 &&
  contests.every(
    (contest) =>
      contest.players.length === 0 &&
      (contest.status === contestStatuses.upcoming || nowMs < Date.parse(contest.date)),
  )

/**
 * The ET wall-clock time of a slate's lock, with its weekday, from the contests' start.
 * @example lockLabel('2026-11-22T13:00:00-05:00') // 'Sun 1:00 PM ET'
 */
export const lockLabel = (contestDate: string): string =>
  `${new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: slateTimeZone,
  })
    .format(new Date(contestDate))
    .replace(',', '')} ET`

/**
 * How the one-click offer names a finished slate: its name and ET day.
 * @example finishedSlateLabel({ displayName: 'Main (7 games)', date: '2026-11-21' }) // 'Main (7 games), Sat 11/21'
 */
export const finishedSlateLabel = (slate: {
  readonly displayName: string
  readonly date: string
}) => {
  const [year, month, day] = slate.date.split('-').map(Number)
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  )
  return `${slate.displayName}, ${weekday} ${month}/${day}`
}
