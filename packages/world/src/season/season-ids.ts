/**
 * Deterministic ids of the demo world's slates, contests and site player ids, derived from the
 * day, sport, site and the slate's place in the day's menu, so a day always gets the same ids
 * and no two slates share one.
 */
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { daysBetween } from './calendar-dates'

const idEpoch = isoDate('2015-01-01')

/**
 * The ids of a slate: `contestGroupId = 10⁸ + days since 2015-01-01 × 10⁵ + sportId × 10³ +
 * siteId × 10² + slate index × 10`, `draftGroupId = contestGroupId + 10⁹` (both below 2³¹
 * until 2043). The last digit stays 0 for the slate's contests.
 * @example seasonSlateIds(isoDate('2026-11-22'), 1, 4, 1) // { contestGroupId: 534301410, draftGroupId: 1534301410 }
 */
export const seasonSlateIds = (
  day: IsoDate,
  sportId: number,
  siteId: number,
  slateIndex: number,
): { readonly contestGroupId: number; readonly draftGroupId: number } => {
  if (slateIndex < 0 || slateIndex > 9)
    throw new RangeError(`Slate index out of 0..9: ${slateIndex}`)
  const contestGroupId =
    100_000_000 +
    daysBetween(idEpoch, day) * 100_000 +
    sportId * 1_000 +
    siteId * 100 +
    slateIndex * 10
  return { contestGroupId, draftGroupId: contestGroupId + 1_000_000_000 }
}

/**
 * A DraftKings-looking 8-digit player id for row `row` (0–999) of a slate's file: unique within
 * the slate, different between slates.
 * @example draftKingsRowId(534301400, 0) // '44400000'
 */
export const draftKingsRowId = (contestGroupId: number, row: number): string => {
  if (row < 0 || row > 999) throw new RangeError(`DraftKings row out of 0..999: ${row}`)
  return String(10_000_000 + (contestGroupId % 89_000) * 1_000 + row)
}

/**
 * A contest id: the slate's draft group id + 1 + the contest's place in the slate's menu
 * (0–8), so it reads like its slate's ids and never equals one.
 * @example seasonContestId(534301410, 2) // 1534301413
 */
export const seasonContestId = (contestGroupId: number, place: number): number => {
  if (place < 0 || place > 8) throw new RangeError(`Contest place out of 0..8: ${place}`)
  return contestGroupId + 1_000_000_000 + 1 + place
}
