/** When a slate's contests lock and settle. */
import type { ContestStatus } from './entities/contest'
import { sportIds, type SportId } from './sports'

const hourMs = 3_600_000

/** Hours from a sport's last start until its games are final (PGA: the four rounds). */
const hoursToFinal: Readonly<Partial<Record<SportId, number>>> = {
  [sportIds.NFL]: 4,
  [sportIds.NBA]: 3,
  [sportIds.MLB]: 4,
  [sportIds.NHL]: 3,
  [sportIds.PGA]: 4 * 24,
}
const defaultHoursToFinal = 4

/**
 * A contest's status at `nowMs`: upcoming before the slate's first start (lock), live until
 * the last game is final, completed after. Times are epoch milliseconds.
 * @example contestStatusAt(2, Date.parse('2026-11-23T00:00Z'), Date.parse('2026-11-23T03:00Z'), Date.parse('2026-11-23T01:00Z')) // 'live'
 */
export const contestStatusAt = (
  sportId: SportId,
  firstStartMs: number,
  lastStartMs: number,
  nowMs: number,
): ContestStatus => {
  if (nowMs < firstStartMs) return 'upcoming'
  return nowMs < finalAtMs(sportId, lastStartMs) ? 'live' : 'completed'
}

const finalAtMs = (sportId: SportId, lastStartMs: number) =>
  lastStartMs + (hoursToFinal[sportId] ?? defaultHoursToFinal) * hourMs

/**
 * When the status `contestStatusAt` gives at `nowMs` next changes (epoch ms), or `undefined`
 * once it is completed for good.
 * @example contestStatusChangesAtMs(2, Date.parse('2026-11-23T00:00Z'), Date.parse('2026-11-23T03:00Z'), Date.parse('2026-11-23T01:00Z')) // Date.parse('2026-11-23T06:00Z')
 */
export const contestStatusChangesAtMs = (
  sportId: SportId,
  firstStartMs: number,
  lastStartMs: number,
  nowMs: number,
): number | undefined => {
  if (nowMs < firstStartMs) return firstStartMs
  const finalMs = finalAtMs(sportId, lastStartMs)
  return nowMs < finalMs ? finalMs : undefined
}
