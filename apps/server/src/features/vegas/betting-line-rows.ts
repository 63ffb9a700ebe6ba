/**
 * A game's two rows of SPEC §3 "Betting-line event" from its stored line history (home side),
 * forecast and the catalogues' venue facts.
 */
import type { BettingLineEvent, LineSnapshotRow } from '@slatelab/contract/vegas.contract'
import {
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
 * puck-line sports, from the total and the no-vig moneyline's margin.
 */
const impliedTotalsOf = (sportId: number, line: StoredLineSnapshot) => {
  const marginSd = runLineMarginSd[sportId]
  if (marginSd === undefined) return impliedTeamTotals(line.total, line.homeSpread)
  const { home } = noVigProbabilities(line.homeMoneyline, line.visitorMoneyline)
  return impliedTeamTotals(line.total, -marginOfWinProbability(home, marginSd))
}

/** A price on the other side of a two-way market with the book's usual 10-cent margin. */
const otherSidePrice = (price: number): number => -220 - price

type Side = 'home' | 'visitor'

const snapshotOf = (line: StoredLineSnapshot, side: Side): LineSnapshotRow => ({
  minutesBefore: line.minutesBefore,
  spread: side === 'home' ? line.homeSpread : -line.homeSpread || 0,
  total: line.total,
  moneyline: side === 'home' ? line.homeMoneyline : line.visitorMoneyline,
  spreadPct: side === 'home' ? line.homeSpreadBetPct : 100 - line.homeSpreadBetPct,
  overPct: line.overBetPct,
})

export type GameLineInput = EventWithTeams & {
  /** The game's snapshots from open to close. */
  readonly lines: readonly StoredLineSnapshot[]
  readonly weather: StoredWeather | undefined
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
  const open = posted[0]
  const close = posted.at(-1)
  if (home === null || visitor === null || open === undefined || close === undefined) return []

  const homeFacts = venueFactsOf(event.sportId, home.abbreviation)
  const visitorFacts = venueFactsOf(event.sportId, visitor.abbreviation)
  const openTotals = impliedTotalsOf(event.sportId, open)
  const closeTotals = impliedTotalsOf(event.sportId, close)
  const winProbability = noVigProbabilities(close.homeMoneyline, close.visitorMoneyline)
  const totals = posted.map((line) => line.total)
  const weather =
    game.weather === undefined
      ? {
          isDome: homeFacts.roof !== null && homeFacts.roof !== 'open',
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
  const shared = {
    eventId: event.eventId,
    sportId: sportIdSchema.parse(event.sportId),
    stadium: stadiumLabel(home.city, homeFacts.roof),
    eventDateTime: isoDateTime(event.startsAt.toISOString()),
    eventTime: toEasternLocal(event.startsAt),
    seasonType: event.round === null ? 'Regular Season' : 'Postseason',
    isConferenceGame:
      homeFacts.conference !== null && homeFacts.conference === visitorFacts.conference,
    isDivisionGame: homeFacts.division !== null && homeFacts.division === visitorFacts.division,
    weather,
    overUnder: {
      current: close.total,
      range: { low: Math.min(...totals), high: Math.max(...totals) },
      juice: close.overPrice,
      change: round(close.total - open.total, 2),
      open: open.total,
      pct: close.overBetPct,
    },
  } as const

  const rowOf = (side: Side): BettingLineEvent => {
    const [team, opponent] = side === 'home' ? [home, visitor] : [visitor, home]
    const current = snapshotOf(close, side)
    const first = snapshotOf(open, side)
    const impliedNow = closeTotals[side]
    const impliedOpen = openTotals[side]
    return {
      ...shared,
      isHome: side === 'home',
      team: `${team.city} ${team.name}`,
      teamId: team.teamId,
      teamShort: team.abbreviation,
      color: team.colors[0] ?? null,
      opposingTeam: `${opponent.city} ${opponent.name}`,
      opposingTeamId: opponent.teamId,
      opposingTeamShort: opponent.abbreviation,
      vegasRuns: {
        current: round(impliedNow, 2),
        open: round(impliedOpen, 2),
        diff: round(impliedNow - impliedOpen, 2),
      },
      score: side === 'home' ? event.homeScore : event.visitorScore,
      opposingScore: side === 'home' ? event.visitorScore : event.homeScore,
      gameSpread: {
        current: current.spread,
        juice: side === 'home' ? close.spreadPrice : otherSidePrice(close.spreadPrice),
        open: first.spread,
        change: round(current.spread - first.spread, 2),
        pct: current.spreadPct,
      },
      moneyline: {
        current: current.moneyline,
        open: first.moneyline,
        change: current.moneyline - first.moneyline,
        pct: current.spreadPct,
        winProbability: round(winProbability[side], 4),
      },
      movement: posted.map((line) => snapshotOf(line, side)),
    }
  }
  return [rowOf('home'), rowOf('visitor')]
}
