/** The options every salary import shares: the sport override and the slate date. */
import { slateTimeZone } from '@slatelab/domain/constants'
import type { SiteId } from '@slatelab/domain/sites'
import { findSportByCode, type SportId } from '@slatelab/domain/sports'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { formatInTimeZone } from 'date-fns-tz'
import { ImportError } from '../../csv/import-error'
import { inferSport } from '../../csv/roster-positions'
import type { SlateGame } from './slate-file'

/**
 * The sport of a `--sport` code, `undefined` when none is given; refuses an unknown code.
 * @example sportOption('cfb') // 11
 */
export const sportOption = (code: string | undefined): SportId | undefined => {
  if (code === undefined || code === '') return undefined
  const sport = findSportByCode(code)
  if (sport === undefined)
    throw new ImportError(`unknown sport ${JSON.stringify(code)}`, { field: 'sport' })
  return sport.sportId
}

/**
 * A position cell's positions, upper case.
 * @example splitPositions('rb/flex') // ['RB', 'FLEX']
 */
export const splitPositions = (cell: string): string[] =>
  cell
    .toUpperCase()
    .split('/')
    .map((position) => position.trim())

/**
 * The sport of a salary file: the one given, else the one its positions tell; refuses a file
 * whose positions fit no sport.
 * @example resolveSport(4, undefined, ['QB', 'RB', 'DST']) // 1 (NFL)
 */
export const resolveSport = (
  siteId: SiteId,
  code: string | undefined,
  positions: readonly string[],
): SportId => {
  const sportId = sportOption(code) ?? inferSport(siteId, positions)
  if (sportId === undefined) {
    throw new ImportError(
      'cannot tell the sport from the positions: give it (--sport NFL, or ?sport=NFL)',
      { field: 'Position' },
    )
  }
  return sportId
}

/**
 * The slate's date: the ET day its first game starts, else the given date; a slate with
 * neither (every game called off, no `--date`) is refused.
 * @example slateDateOf([], isoDate('2017-09-10')) // '2017-09-10'
 */
export const slateDateOf = (games: readonly SlateGame[], date: IsoDate | undefined): IsoDate => {
  const first = games.reduce<Date | undefined>(
    (min, game) => (min === undefined || game.startsAt < min ? game.startsAt : min),
    undefined,
  )
  if (first !== undefined) return isoDate(formatInTimeZone(first, slateTimeZone, 'yyyy-MM-dd'))
  if (date !== undefined) return date
  throw new ImportError('no game of the file has a date: give the slate date (--date YYYY-MM-DD)', {
    field: 'date',
  })
}
