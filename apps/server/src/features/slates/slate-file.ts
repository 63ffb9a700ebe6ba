/**
 * A salary file as the store needs it, whatever the site and layout: the slate's sport, site,
 * variant, its games with start instants and its players with salaries and slots. The DK and
 * FD parsers produce it; `storeSlate` writes it.
 */
import { slateTimeZone } from '@slatelab/domain/constants'
import type { SiteId } from '@slatelab/domain/sites'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import type { Variant } from '@slatelab/domain/variants'
import { fromZonedTime } from 'date-fns-tz'
import type { GameInfo } from './game-info'
import { ImportError, shown } from '../../csv/import-error'
import type { ImportReport } from '../../csv/import-report'

/** A game or named event of the slate. `timeKnown` is false where the file gives no time. */
export type SlateGame = {
  readonly key: string
  readonly title: string
  /** Canonical team abbreviations; absent for a tournament. */
  readonly visitor: string | undefined
  readonly home: string | undefined
  readonly startsAt: Date
  readonly timeKnown: boolean
}

/** One salary row: a player at one price and slot set (a showdown lists a captain row too). */
export type SlateFilePlayer = {
  readonly line: number
  readonly sitePlayerId: string
  readonly name: string
  /** Canonical abbreviation; absent in sports without teams. */
  readonly team: string | undefined
  readonly positions: readonly string[]
  readonly rosterPositions: readonly string[]
  readonly salary: number
  /** Key of the player's game in `games`; absent when it was called off. */
  readonly gameKey: string | undefined
}

/** The parsed slate. `layout` names the variant of the format the file was in. */
export type SlateFile = {
  readonly siteId: SiteId
  readonly sportId: SportId
  readonly variant: Variant
  readonly layout: string
  /** The slate date (ET): the first game's, or the `--date` given for files without dates. */
  readonly date: IsoDate
  /** The site's own draft group (FanDuel's fixture list id), when the file carries it. */
  readonly draftGroupId: number | undefined
  readonly games: readonly SlateGame[]
  readonly players: readonly SlateFilePlayer[]
}

/** Start time given to games whose file has none (FanDuel lists, golf): noon ET. */
export const unknownStartTime = '12:00'

/** The instant of an ET wall-clock date and time. */
export const easternInstant = (date: string, time: string): Date =>
  fromZonedTime(`${date}T${time}:00`, slateTimeZone)

/** Where a Game Info came from, for the message when it lacks a date. */
type GameSource = { readonly line: number; readonly field: string; readonly cell: string }

/**
 * Collects the distinct games of a file, dating those without a date on `fallbackDate`;
 * refuses a dateless game when there is no fallback. Returns the games and, per source, the
 * key of its game (`undefined` for a called-off game).
 */
export const collectGames = (
  infos: readonly { readonly info: GameInfo; readonly source: GameSource }[],
  fallbackDate: IsoDate | undefined,
): { readonly games: readonly SlateGame[]; readonly keys: readonly (string | undefined)[] } => {
  const games = new Map<string, SlateGame>()
  const keys = infos.map(({ info, source }) => {
    if (info.kind === 'none') return undefined
    const date = (info.kind === 'game' ? info.date : undefined) ?? fallbackDate
    if (date === undefined) {
      throw new ImportError(
        `${shown(source.cell)} has no date: give the slate's date (--date YYYY-MM-DD, or ?date= when uploading)`,
        { line: source.line, field: source.field },
      )
    }
    const time = info.kind === 'game' ? info.time : undefined
    const key =
      info.kind === 'game'
        ? `${info.visitor}@${info.home} ${date} ${time ?? ''}`
        : `${info.title} ${date}`
    // Each game once: its ET start instant is slow to compute and a file lists it per player.
    if (games.has(key)) return key
    games.set(
      key,
      info.kind === 'game'
        ? {
            key,
            title: `${info.visitor} @ ${info.home}`,
            visitor: info.visitor,
            home: info.home,
            startsAt: easternInstant(date, time ?? unknownStartTime),
            timeKnown: time !== undefined,
          }
        : {
            key,
            title: info.title,
            visitor: undefined,
            home: undefined,
            startsAt: easternInstant(date, unknownStartTime),
            timeKnown: false,
          },
    )
    return key
  })
  return { games: [...games.values()], keys }
}

/**
 * Notes, as problems of the report, each player listed again under an id already listed (the
 * first listing is the one kept), so a refusal names every repeat at once.
 * @example noteRepeatedIds(report, parsed, 'ID')
 */
export const noteRepeatedIds = <P extends { readonly line: number; readonly sitePlayerId: string }>(
  report: ImportReport,
  players: readonly P[],
  field: string,
  describe: (player: P, firstLine: number) => string = (player, firstLine) =>
    `player id ${player.sitePlayerId} is listed twice (first on line ${firstLine})`,
): void => {
  const firstLineOf = new Map<string, number>()
  for (const player of players) {
    const first = firstLineOf.get(player.sitePlayerId)
    if (first === undefined) firstLineOf.set(player.sitePlayerId, player.line)
    else report.refuse(new ImportError(describe(player, first), { line: player.line, field }))
  }
}
