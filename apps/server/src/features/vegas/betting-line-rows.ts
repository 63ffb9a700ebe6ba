/**
 * A game's two rows of SPEC §3 "Betting-line event" from its stored line history (home side),
 * forecast and the catalogues' venue facts.
 */
import type { BettingLineEvent, LineSnapshotRow } from '@slatelab/contract/vegas.contract'
import {
  moneylineChange,
  impliedTeamTotals,
  marginOfWinProbability,
  noVigProbabilities,
} from '@slatelab/engine/betting/betting-lines'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateTime } from '@slatelab/domain/units'
import type { EventWithTeams } from '../../db/repositories/sports-data'
import { toEasternLocal } from '../../time/eastern-time'
import type { StoredLineSnapshot, StoredWeather } from './vegas-repository'
import { stadiumLabel, venueFactsOf } from './venue-facts'

/**
 * The sd of a game's margin where books hang a fixed 1.5 run or puck line (MLB, NHL): there the
 * moneyline, not the spread, says by how much the favourite is expected to win. Same figures
 * as the demo world's line model.
 */
const runLineMarginSd: Readonly<Record<number, number>> = { 3: 4.3, 4: 2.4 }

const round = (value: number, places: number): number => {
  const factor = 10 ** places
  return Math.round(value * factor) / factor
}

/**
 * Both teams' implied totals of a snapshot: from the total and the spread, or, in run-line and
 * puck-line sports, from the total and the no-vig moneyline's margin; null without them.
 */
const impliedTotalsOf = (sportId: number, line: StoredLineSnapshot) => {
  if (line.total === null) return null
  const marginSd = runLineMarginSd[sportId]
  if (marginSd === undefined) {
    return line.homeSpread === null ? null : impliedTeamTotals(line.total, line.homeSpread)
  }
  if (line.homeMoneyline === null || line.visitorMoneyline === null) return null
  const { home } = noVigProbabilities(line.homeMoneyline, line.visitorMoneyline)
  return impliedTeamTotals(line.total, -marginOfWinProbability(home, marginSd))
}

/** A price on the other side of a two-way market with the book's usual 10-cent margin. */
const otherSidePrice = (price: number | null): number | null =>
  price === null ? null : -220 - price

type Side = 'home' | 'visitor'

const snapshotOf = (line: StoredLineSnapshot, side: Side): LineSnapshotRow => {
  const home = side === 'home'
  return {
    minutesBefore: line.minutesBefore,
    spread: line.homeSpread === null ? null : home ? line.homeSpread : -line.homeSpread || 0,
    total: line.total,
    moneyline: home ? line.homeMoneyline : line.visitorMoneyline,
    spreadPct:
      line.homeSpreadBetPct === null
        ? null
        : home
          ? line.homeSpreadBetPct
          : 100 - line.homeSpreadBetPct,
    overPct: line.overBetPct,
  }
}

/** The first and last snapshot that quote a market (null when none does). */
const openAndCurrent = <T>(values: readonly (T | null)[]) => {
  const quoted = values.filter((value): value is T => value !== null)
  const open = quoted[0]
  const current = quoted.at(-1)
  return open === undefined || current === undefined ? null : { open, current }
}

export type GameLineInput = EventWithTeams & {
  /** The game's snapshots from open to close. */
  readonly lines: readonly StoredLineSnapshot[]
  readonly weather: StoredWeather | undefined
}

const weatherOf = (game: GameLineInput, roof: string | null) =>
  game.weather === undefined
    ? {
        isDome: roof !== null && roof !== 'open',
        temperatureF: null,
        windMph: null,
        windDirection: null,
        precipitationPct: null,
      }
    : {
        isDome: false,
        temperatureF: game.weather.temperatureF,
        windMph: game.weather.windMph,
        windDirection: game.weather.windDirection,
        precipitationPct: game.weather.precipitationPct,
      }

const overUnderOf = (posted: readonly StoredLineSnapshot[]) => {
  const quoted = posted.filter((line) => line.total !== null)
  const open = quoted[0]
  const close = quoted.at(-1)
  if (open?.total == null || close?.total == null) return null
  const totals = quoted.map((line) => line.total ?? close.total ?? 0)
  return {
    current: close.total,
    range: { low: Math.min(...totals), high: Math.max(...totals) },
    juice: close.overPrice,
    change: round(close.total - open.total, 2),
    open: open.total,
    pct: close.overBetPct,
  }
}

/**
 * The home row and the visitor row of a game as of `now`: only the snapshots already posted
 * count (a snapshot is posted `minutesBefore` the start). `[]` for a game without both teams or
 * without a posted line.
 * @example bettingLineRows(game, new Date())[0].vegasRuns // { current: 25.25, open: 24.5, diff: 0.75 }
 */
export const bettingLineRows = (game: GameLineInput, now: Date): readonly BettingLineEvent[] => {
  const { event, home, visitor } = game
  const startsAt = event.startsAt.getTime()
  const posted = game.lines.filter(
    (line) => startsAt - line.minutesBefore * 60_000 <= now.getTime(),
  )
  if (home === null || visitor === null || posted.length === 0) return []

  const homeFacts = venueFactsOf(event.sportId, home.abbreviation)
  const visitorFacts = venueFactsOf(event.sportId, visitor.abbreviation)
  const implied = openAndCurrent(posted.map((line) => impliedTotalsOf(event.sportId, line)))
  const moneylines = openAndCurrent(
    posted.map((line) =>
      line.homeMoneyline === null || line.visitorMoneyline === null ? null : line,
    ),
  )
  const spreads = openAndCurrent(posted.map((line) => (line.homeSpread === null ? null : line)))
  const winProbability =
    moneylines === null
      ? null
      : noVigProbabilities(
          moneylines.current.homeMoneyline ?? 0,
          moneylines.current.visitorMoneyline ?? 0,
        )
  const shared = {
    eventId: event.eventId,
    sportId: sportIdSchema.parse(event.sportId),
    stadium: stadiumLabel(home.city || home.abbreviation, homeFacts.roof),
    eventDateTime: isoDateTime(event.startsAt.toISOString()),
    eventTime: toEasternLocal(event.startsAt),
    seasonType: event.round === null ? 'Regular Season' : 'Postseason',
    isConferenceGame:
      homeFacts.conference !== null && homeFacts.conference === visitorFacts.conference,
    isDivisionGame: homeFacts.division !== null && homeFacts.division === visitorFacts.division,
    weather: weatherOf(game, homeFacts.roof),
    overUnder: overUnderOf(posted),
  } as const

  const rowOf = (side: Side): BettingLineEvent => {
    const [team, opponent] = side === 'home' ? [home, visitor] : [visitor, home]
    const spreadNow = spreads === null ? null : snapshotOf(spreads.current, side)
    const spreadOpen = spreads === null ? null : snapshotOf(spreads.open, side)
    const moneylineNow = moneylines === null ? null : snapshotOf(moneylines.current, side)
    const moneylineOpen = moneylines === null ? null : snapshotOf(moneylines.open, side)
    return {
      ...shared,
      isHome: side === 'home',
      team: team.city === '' ? team.name : `${team.city} ${team.name}`,
      teamId: team.teamId,
      teamShort: team.abbreviation,
      color: team.colors[0] ?? null,
      opposingTeam: opponent.city === '' ? opponent.name : `${opponent.city} ${opponent.name}`,
      opposingTeamId: opponent.teamId,
      opposingTeamShort: opponent.abbreviation,
      vegasRuns:
        implied === null
          ? null
          : {
              current: round(implied.current[side], 2),
              open: round(implied.open[side], 2),
              diff: round(implied.current[side] - implied.open[side], 2),
            },
      score: side === 'home' ? event.homeScore : event.visitorScore,
      opposingScore: side === 'home' ? event.visitorScore : event.homeScore,
      gameSpread:
        spreads === null || spreadNow?.spread == null || spreadOpen?.spread == null
          ? null
          : {
              current: spreadNow.spread,
              juice:
                side === 'home'
                  ? spreads.current.spreadPrice
                  : otherSidePrice(spreads.current.spreadPrice),
              open: spreadOpen.spread,
              change: round(spreadNow.spread - spreadOpen.spread, 2),
              pct: spreadNow.spreadPct,
            },
      moneyline:
        winProbability === null ||
        moneylineNow?.moneyline == null ||
        moneylineOpen?.moneyline == null
          ? null
          : {
              current: moneylineNow.moneyline,
              open: moneylineOpen.moneyline,
              change: moneylineChange(moneylineOpen.moneyline, moneylineNow.moneyline),
              pct: moneylineNow.spreadPct,
              winProbability: round(winProbability[side], 4),
            },
      movement: posted.map((line) => snapshotOf(line, side)),
    }
  }
  return [rowOf('home'), rowOf('visitor')]
}
