/** NHL seasons as the GAR tables key them: by the year the season starts. */
import type { IsoDate } from '@slatelab/domain/units'

/**
 * The season a day belongs to, as the year it starts: a season runs from the autumn into the
 * next summer, so a day before July is of the season that started the year before.
 * @example nhlSeasonOf('2026-11-22') // 2026
 * @example nhlSeasonOf('2027-03-01') // 2026
 */
export const nhlSeasonOf = (date: IsoDate): number => {
  const year = Number(date.slice(0, 4))
  return Number(date.slice(5, 7)) >= 7 ? year : year - 1
}

/**
 * A season as hockey writes it, from the year it starts.
 * @example seasonLabel(2023) // '2023-24'
 */
export const seasonLabel = (start: number): string =>
  `${start}-${String((start + 1) % 100).padStart(2, '0')}`
