/**
 * Deterministic ids of the starter world's slates and site player ids, derived from the date,
 * the sport and the site so that the same day always gets the same ids and different days,
 * sports and sites never share one (within ten years for slates, ~21 years for DK player ids).
 */
import type { SiteId } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'

const msPerDay = 86_400_000

const dateParts = (today: IsoDate): readonly [number, number, number] => {
  const [year = 0, month = 0, day = 0] = today.split('-').map(Number)
  return [year, month, day]
}

/**
 * The slate ids of one sport's main slate on one site and day:
 * `contestGroupId = (yyyymmdd mod 100000) × 10⁴ + sportId × 100 + siteId` (so it reads
 * `ymmdd·ss·tt`: last digit of the year, month, day, two-digit sport, two-digit site) and
 * `draftGroupId = contestGroupId + 10⁹`. Both stay below 2³¹ (at most 1,912,312,599).
 * @example slateIdsOf(isoDate('2025-09-07'), 2, 4) // { contestGroupId: 509070204, draftGroupId: 1509070204 }
 */
export const slateIdsOf = (
  today: IsoDate,
  sportId: SportId,
  siteId: SiteId,
): { readonly contestGroupId: number; readonly draftGroupId: number } => {
  const [year, month, day] = dateParts(today)
  const dateKey = (year * 10_000 + month * 100 + day) % 100_000
  const contestGroupId = dateKey * 10_000 + sportId * 100 + siteId
  return { contestGroupId, draftGroupId: contestGroupId + 1_000_000_000 }
}

/**
 * Most players one sport's DraftKings slate may hold on one day (the id block per sport).
 * @example draftKingsIdsPerSport // 400
 */
export const draftKingsIdsPerSport = 400

/**
 * A DraftKings-looking 8-digit player id:
 * `10⁷ + (days since 1970-01-01 mod 8000) × 10⁴ + (sportId − 1) × 400 + index`, where `index`
 * (0–399) is the player's place in his slate. Sport ids up to 25 fit the day's block of 10⁴.
 * @example draftKingsPlayerId(isoDate('2025-09-07'), 2, 0) // '53380400' (day 20338)
 */
export const draftKingsPlayerId = (today: IsoDate, sportId: SportId, index: number): string => {
  if (!Number.isInteger(index) || index < 0 || index >= draftKingsIdsPerSport) {
    throw new RangeError(`DraftKings player index out of 0..${draftKingsIdsPerSport - 1}: ${index}`)
  }
  const [year, month, day] = dateParts(today)
  const dayNumber = Date.UTC(year, month - 1, day) / msPerDay
  const dayBlock = ((dayNumber % 8000) + 8000) % 8000
  return String(10_000_000 + dayBlock * 10_000 + (sportId - 1) * draftKingsIdsPerSport + index)
}

/**
 * A FanDuel-looking player id `<draftGroupId>-<playerNumber>`, as FD's `Id` column writes
 * `<fixtureListId>-<playerId>`. `playerNumber` is the player's own number, the same on every
 * slate.
 * @example fanDuelPlayerId(1509070203, 20045) // '1509070203-20045'
 */
export const fanDuelPlayerId = (draftGroupId: number, playerNumber: number): string =>
  `${draftGroupId}-${playerNumber}`
