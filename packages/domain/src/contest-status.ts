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
 * When a game (a golf event: its four rounds) that starts at `startMs` is final, epoch ms: the
 * same hours as a slate's last game, so a slate is completed exactly when its last game is final.
 * @example gameFinalAtMs(2, Date.parse('2026-11-23T00:00Z')) // Date.parse('2026-11-23T03:00Z')
 */
export const gameFinalAtMs = (sportId: SportId, startMs: number): number =>
  finalAtMs(sportId, startMs)

/**
 * How much of a game has been played at `nowMs`: 0 before its start, 1 once final
 * (`gameFinalAtMs`), the elapsed share of its expected length in between.
 * @example gameProgressAt(2, Date.parse('2026-11-23T00:00Z'), Date.parse('2026-11-23T01:30Z')) // 0.5
 */
export const gameProgressAt = (sportId: SportId, startMs: number, nowMs: number): number => {
  if (nowMs <= startMs) return 0
  const finalMs = gameFinalAtMs(sportId, startMs)
  return nowMs >= finalMs ? 1 : (nowMs - startMs) / (finalMs - startMs)
}

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
