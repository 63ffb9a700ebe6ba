/**
 * Eastern wall-clock times of the demo world's games turned into UTC instants (daylight saving
 * time included).
 */
import { slateTimeZone } from '@slatelab/domain/constants'
import { isoDateTime, type IsoDate, type IsoDateTime } from '@slatelab/domain/units'
import { fromZonedTime } from 'date-fns-tz'

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

/**
 * Tee time of the demo world's golf events (Eastern).
 * @example golfStartTime // '07:00'
 */
export const golfStartTime = '07:00'
