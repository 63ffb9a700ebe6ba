/**
 * DraftKings' `Game Info` cell: `IND@HOU 01/05/2019 04:35PM ET` today, `PIT@CLE 01:00PM ET`
 * in 2017 (no date), `Postponed` for a game called off after pricing, and the tournament's
 * name for golf (`Masters Tournament`).
 */
import { isoDateSchema } from '@slatelab/domain/units'

/** A matchup; `date` (`YYYY-MM-DD`) and `time` (`HH:mm`, ET) when the cell gives them. */
export type GameMatchup = {
  readonly kind: 'game'
  readonly visitor: string
  readonly home: string
  readonly date: string | undefined
  readonly time: string | undefined
}

/** What a Game Info cell says: a game, a named event (a tournament), or no game at all. */
export type GameInfo =
  | GameMatchup
  | { readonly kind: 'event'; readonly title: string }
  | { readonly kind: 'none'; readonly reason: string }

const matchup =
  /^([A-Za-z0-9]{1,5})\s*@\s*([A-Za-z0-9]{1,5})(?:\s+(\d{1,2})\/(\d{1,2})\/(\d{4}))?(?:\s+(\d{1,2}):(\d{2})\s*([AP]M))?(?:\s+E[SD]?T)?$/i

const calledOff = /^(postponed|suspended|cancell?ed|delayed)$/i

const twoDigits = (value: string | undefined) => (value ?? '').padStart(2, '0')

/**
 * Reads a Game Info cell; `undefined` when it is neither a matchup, a called-off game, nor
 * (where `namedEvents`) a plain event name.
 * @example parseGameInfo('IND@HOU 01/05/2019 04:35PM ET', false) // { kind: 'game', visitor: 'IND', home: 'HOU', date: '2019-01-05', time: '16:35' }
 * @example parseGameInfo('PIT@CLE 01:00PM ET', false) // { kind: 'game', visitor: 'PIT', home: 'CLE', date: undefined, time: '13:00' }
 * @example parseGameInfo('Masters Tournament', true) // { kind: 'event', title: 'Masters Tournament' }
 */
export const parseGameInfo = (cell: string, namedEvents: boolean): GameInfo | undefined => {
  const text = cell.trim().replace(/\s+/g, ' ')
  const match = matchup.exec(text)
  if (match) {
    const [, visitor = '', home = '', month, day, year, hours, minutes, meridiem] = match
    let time: string | undefined
    if (hours !== undefined && minutes !== undefined && meridiem !== undefined) {
      const hour = Number(hours)
      if (hour < 1 || hour > 12 || Number(minutes) > 59) return undefined
      const hour24 = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0)
      time = `${twoDigits(String(hour24))}:${minutes}`
    }
    const date = year === undefined ? undefined : `${year}-${twoDigits(month)}-${twoDigits(day)}`
    if (date !== undefined && !isoDateSchema.safeParse(date).success) return undefined
    return { kind: 'game', visitor: visitor.toUpperCase(), home: home.toUpperCase(), date, time }
  }
  if (calledOff.test(text)) return { kind: 'none', reason: text }
  if (namedEvents && text !== '' && !text.includes('@')) return { kind: 'event', title: text }
  return undefined
}
