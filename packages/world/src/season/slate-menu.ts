/**
 * The slates a site offers on a day, as the sites cut them: a main slate, early and late
 * (turbo) slates when enough games start apart, the NFL's Sunday windows and primetime, and
 * single-game showdowns for the night's last game and every NFL primetime game. The menu is the
 * same on every site; `slateOnSite` gives a slate the site's own name.
 */
import { siteIds } from '@slatelab/domain/sites'
import type { Variant } from '@slatelab/domain/variants'
import { isoDate } from '@slatelab/domain/units'
import { weekdayOf } from './calendar-dates'

/**
 * A game as the menu sees it: its key, Eastern start (`HH:mm`), title and day.
 * @example { key: 'NBA:2026-01-15:NYK@BOS', time: '19:30', title: 'NYK @ BOS', day: '2026-01-15' }
 */
export type MenuGame = {
  readonly key: string
  readonly time: string
  readonly title: string
  readonly day: string
}

/**
 * One slate of the menu. `index` numbers the day's slates of a sport and site from 0 (main
 * first); names follow the sites (`Main`, `Early`, `Turbo`, `Showdown`).
 * @example { index: 0, variant: 'classic', displayName: 'Main (7 games)', displayNameShort: 'Main', contestSuffix: '', gameKeys: […] }
 */
export type SlateSpec = {
  readonly index: number
  readonly variant: Variant
  readonly displayName: string
  readonly displayNameShort: string
  readonly contestSuffix: string
  readonly gameKeys: readonly string[]
}

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`

const classic = (name: string, suffix: string, games: readonly MenuGame[]) => ({
  variant: 'classic' as const,
  displayName: `${name} (${plural(games.length, 'game')})`,
  displayNameShort: name,
  contestSuffix: suffix,
  gameKeys: games.map((game) => game.key),
})

const showdown = (game: MenuGame) => ({
  variant: 'showdown' as const,
  displayName: `Showdown: ${game.title}`,
  displayNameShort: game.title,
  contestSuffix: ` (${game.title})`,
  gameKeys: [game.key],
})

/**
 * A slate as a site names it: FanDuel calls a single-game slate `Single Game: BUF @ KC`, where
 * DraftKings says `Showdown: BUF @ KC`; the short name and contest suffix (the game) stay.
 * @example slateOnSite(showdownSpec, 3).displayName // 'Single Game: BUF @ KC'
 */
export const slateOnSite = (spec: SlateSpec, siteId: number): SlateSpec =>
  spec.variant === 'showdown' && siteId === siteIds.FanDuel
    ? { ...spec, displayName: `Single Game: ${spec.displayNameShort}` }
    : spec

const numbered = (specs: readonly Omit<SlateSpec, 'index'>[]): readonly SlateSpec[] =>
  specs.map((spec, index) => ({ ...spec, index }))

/**
 * The NFL menu of one day. On Sundays: Main (1:00 and 4:xx PM games), Early (1:00 PM only),
 * Afternoon (4:xx PM only), and a showdown of the night game. A day of two or more games that
 * is not a Sunday (Thanksgiving, Christmas, a December Saturday, a playoff Saturday) has one
 * main slate of all of them and a showdown of each; a lone Thursday or Monday night game is a
 * showdown.
 * @example nflMenu(sundayGames).map((slate) => slate.displayNameShort) // ['Main', 'Early', 'Afternoon', 'BUF @ KC']
 */
export const nflMenu = (games: readonly MenuGame[]): readonly SlateSpec[] => {
  const [first] = games
  if (first !== undefined && games.length >= 2 && weekdayOf(isoDate(first.day)) !== 0) {
    const inOrder = [...games].sort((a, b) => a.time.localeCompare(b.time))
    return numbered([classic('Main', '', inOrder), ...inOrder.map(showdown)])
  }
  const day = games.filter((game) => game.time < '19:00')
  const early = day.filter((game) => game.time < '16:00')
  const afternoon = day.filter((game) => game.time >= '16:00')
  const night = games.filter((game) => game.time >= '19:00')
  const specs: Omit<SlateSpec, 'index'>[] = []
  if (day.length >= 2) specs.push(classic('Main', '', day))
  else if (games.length >= 2) specs.push(classic('Main', '', games))
  if (early.length >= 2 && afternoon.length >= 2) {
    specs.push(
      classic('Early', ' (Early Only)', early),
      classic('Afternoon', ' (Afternoon Only)', afternoon),
    )
  }
  for (const game of night) specs.push(showdown(game))
  if (day.length === 1) specs.push(showdown(day[0] as MenuGame))
  return numbered(specs)
}

/**
 * The menu of a daily league (NBA, NHL, MLB): Main (games from 7:00 PM, or all games when
 * fewer than two start then), Early (games before 7:00 PM, two or more), Turbo (games from
 * 9:30 PM, two or more, when the main has at least four), and a showdown of the last game.
 * @example dailyMenu(nbaGames).map((slate) => slate.displayNameShort) // ['Main', 'Turbo', 'LAL @ GSW']
 */
export const dailyMenu = (games: readonly MenuGame[]): readonly SlateSpec[] => {
  if (games.length === 0) return []
  const sorted = [...games].sort(
    (a, b) => a.time.localeCompare(b.time) || a.key.localeCompare(b.key),
  )
  const evening = sorted.filter((game) => game.time >= '19:00')
  const early = sorted.filter((game) => game.time < '19:00')
  const main = evening.length >= 2 ? evening : sorted
  const late = sorted.filter((game) => game.time >= '21:30')
  const specs: Omit<SlateSpec, 'index'>[] = []
  if (main.length >= 2) specs.push(classic('Main', '', main))
  if (early.length >= 2 && main !== sorted) specs.push(classic('Early', ' (Early Only)', early))
  if (late.length >= 2 && main.length >= 4) specs.push(classic('Turbo', ' (Turbo)', late))
  specs.push(showdown(sorted[sorted.length - 1] as MenuGame))
  return numbered(specs)
}

/**
 * The PGA menu: one classic slate of the whole tournament, on its first day.
 * @example golfMenu(tournament).map((slate) => slate.displayName) // ['Main (1 tournament)']
 */
export const golfMenu = (tournament: MenuGame): readonly SlateSpec[] =>
  numbered([
    {
      variant: 'classic',
      displayName: 'Main (1 tournament)',
      displayNameShort: 'Main',
      contestSuffix: '',
      gameKeys: [tournament.key],
    },
  ])
