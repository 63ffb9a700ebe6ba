/**
 * Start times of the starter world's games: realistic Eastern wall-clock slots per sport,
 * turned into UTC instants for the day (daylight saving time included).
 */
import type { Rng } from '@slatelab/engine/rng'
import { slateTimeZone } from '@slatelab/domain/constants'
import { isoDateTime, type IsoDate, type IsoDateTime } from '@slatelab/domain/units'
import { fromZonedTime } from 'date-fns-tz'
import { shuffled } from './shuffled'
import type { TeamSportCode } from './team-catalogue'

/**
 * The UTC instant of an Eastern wall-clock time on a day, as ISO 8601 with `Z` and no
 * milliseconds.
 * @example easternTimeToUtc(isoDate('2025-01-15'), '19:00') // '2025-01-16T00:00:00Z' (EST, UTC−5)
 * @example easternTimeToUtc(isoDate('2025-07-15'), '19:00') // '2025-07-15T23:00:00Z' (EDT, UTC−4)
 */
export const easternTimeToUtc = (today: IsoDate, time: string): IsoDateTime =>
  isoDateTime(
    fromZonedTime(`${today}T${time}:00`, slateTimeZone).toISOString().replace('.000Z', 'Z'),
  )

// Slots a league uses on a busy night, earliest first; a day's games take some of them.
const eveningSlots: Readonly<Record<Exclude<TeamSportCode, 'NFL'>, readonly string[]>> = {
  NBA: ['19:00', '19:00', '19:30', '19:30', '20:00', '20:00', '20:30', '21:00', '22:00', '22:00'],
  NHL: ['19:00', '19:00', '19:00', '19:30', '19:30', '20:00', '21:00', '22:00', '22:00'],
  MLB: ['18:40', '19:05', '19:05', '19:10', '19:10', '19:40', '20:10', '21:40', '22:10', '22:10'],
}

/**
 * The Eastern start times (`HH:mm`) of a day's games, earliest first. NFL games fill the
 * Sunday windows: all but two at 1:00 PM, then one at 4:05 PM and one at 4:25 PM. Other leagues
 * draw `gameCount` slots from their evening slots with `rng`.
 * @example gameTimes('NFL', 5, rng) // ['13:00', '13:00', '13:00', '16:05', '16:25']
 * @example gameTimes('NBA', 4, createRng('t')) // ['19:00', '20:00', '20:00', '21:00']
 */
export const gameTimes = (sport: TeamSportCode, gameCount: number, rng: Rng): readonly string[] => {
  if (sport === 'NFL') {
    const early = Array.from({ length: Math.max(0, gameCount - 2) }, () => '13:00')
    return [...early, '16:05', '16:25'].slice(0, gameCount)
  }
  const slots = eveningSlots[sport]
  if (gameCount > slots.length) throw new RangeError(`At most ${slots.length} ${sport} games`)
  return shuffled(slots, rng).slice(0, gameCount).sort()
}

/**
 * Tee time of the starter world's golf tournament (Eastern).
 * @example golfStartTime // '07:00'
 */
export const golfStartTime = '07:00'
