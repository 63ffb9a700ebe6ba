/**
 * The Vegas table's rules: a game's two rows kept together whatever the sort, finished games
 * hidden on request, the lines written as bettors read them, and the CSV of what is shown.
 */
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import type { CsvColumn } from '../../shared/table/csv-export'

/** The columns the table sorts by, each read from a team's row. */
export const sortKeys = {
  kickoff: (row: BettingLineEvent): number | null => Date.parse(row.eventDateTime),
  spread: (row: BettingLineEvent) => row.gameSpread?.current ?? null,
  moneyline: (row: BettingLineEvent) => row.moneyline?.current ?? null,
  total: (row: BettingLineEvent) => row.overUnder?.current ?? null,
  implied: (row: BettingLineEvent) => row.vegasRuns?.current ?? null,
  winProbability: (row: BettingLineEvent) => row.moneyline?.winProbability ?? null,
  bets: (row: BettingLineEvent) => row.gameSpread?.pct ?? null,
} as const

export type SortKey = keyof typeof sortKeys

export type VegasSort = { readonly key: SortKey; readonly desc: boolean }

/** Kickoff order, as the server sends the rows. */
export const defaultSort: VegasSort = { key: 'kickoff', desc: false }

/** A game is finished once its score is in. */
export const isFinished = (row: BettingLineEvent): boolean => row.score !== null

/**
 * The rows sorted game by game: a game ranks by its better row under the sort (the larger
 * value when descending, the smaller when ascending), ties in kickoff order, and its two rows
 * follow each other in the same order. Rows without the value (a market the file lacked) go
 * last either way.
 * @example sortByGame(rows, { key: 'total', desc: true })[0].overUnder.current // the slate's highest total
 */
export const sortByGame = (
  rows: readonly BettingLineEvent[],
  sort: VegasSort,
): readonly BettingLineEvent[] => {
  const sign = sort.desc ? -1 : 1
  const value = (row: BettingLineEvent) => sign * (sortKeys[sort.key](row) ?? sign * Infinity)
  const byValue = (a: BettingLineEvent, b: BettingLineEvent) => value(a) - value(b) || 0
  const games = new Map<number, BettingLineEvent[]>()
  for (const row of rows) games.set(row.eventId, [...(games.get(row.eventId) ?? []), row])
  const ordered = [...games.values()].map((game) => game.toSorted(byValue))
  return ordered
    .toSorted(
      (a, b) =>
        byValue(a[0] as BettingLineEvent, b[0] as BettingLineEvent) ||
        Date.parse((a[0] as BettingLineEvent).eventDateTime) -
          Date.parse((b[0] as BettingLineEvent).eventDateTime),
    )
    .flat()
}

/**
 * A spread as books print it: `+3.5`, `-7`, `PK` for none.
 * @example formatSpread(3.5) // '+3.5'
 */
export const formatSpread = (spread: number): string =>
  spread === 0 ? 'PK' : spread > 0 ? `+${spread}` : String(spread)

/**
 * American odds with their sign: `+150`, `-175`.
 * @example formatOdds(150) // '+150'
 */
export const formatOdds = (odds: number): string => (odds > 0 ? `+${odds}` : String(odds))

/**
 * A change with its sign, `0` when the line did not move.
 * @example formatChange(-0.5) // '-0.5'
 */
export const formatChange = (change: number): string =>
  change > 0 ? `+${Math.round(change * 100) / 100}` : String(Math.round(change * 100) / 100)

/**
 * Which way a move went for this team: `for` when the market moved toward it (its spread or
 * moneyline fell, its implied total rose), `against` when away, `none` when still.
 * For a game total, a rise is `for` (toward the over).
 */
export type MoveDirection = 'for' | 'against' | 'none'

export const moveDirection = (change: number, risingIsFor: boolean): MoveDirection =>
  change === 0 ? 'none' : change > 0 === risingIsFor ? 'for' : 'against'

/**
 * Whether the line moved toward this team against most bets: its spread fell (its moneyline,
 * where the spread is a fixed run or puck line that did not move) while under half of the bets
 * were on it. The public is on the other side; the money that moved the line is sharp.
 * @example isSharpMove(row) // true for a team whose spread went −3 → −4 with 38% of the bets
 */
export const isSharpMove = (row: BettingLineEvent): boolean => {
  const pct = row.gameSpread?.pct ?? row.moneyline?.pct ?? null
  if (pct === null || pct >= 50) return false
  const spreadChange = row.gameSpread?.change ?? 0
  const change = spreadChange !== 0 ? spreadChange : (row.moneyline?.change ?? 0)
  return moveDirection(change, false) === 'for'
}

/** `Game` label: `BUF @ KC` from either row. */
export const gameLabel = (row: BettingLineEvent): string =>
  row.isHome
    ? `${row.opposingTeamShort} @ ${row.teamShort}`
    : `${row.teamShort} @ ${row.opposingTeamShort}`

/**
 * The forecast in words, or the roof.
 * @example weatherText(row) // '48°F, wind 12 mph NW, 20% rain'
 */
export const weatherText = (row: BettingLineEvent): string => {
  const { weather } = row
  if (weather.isDome) return 'Indoors (dome or closed roof)'
  if (weather.temperatureF === null) return 'No forecast'
  const wind =
    weather.windMph === 0
      ? 'calm'
      : `wind ${weather.windMph} mph${weather.windDirection === null ? '' : ` ${weather.windDirection}`}`
  return `${weather.temperatureF}°F, ${wind}, ${weather.precipitationPct ?? 0}% rain`
}

const percent = (share: number | undefined): number | null =>
  share === undefined ? null : Math.round(share * 1000) / 10

/** The CSV of the table: one line per team, the lines' open, current and change. */
export const vegasCsvColumns: readonly CsvColumn<BettingLineEvent>[] = [
  { header: 'Game', value: gameLabel },
  { header: 'Kickoff (ET)', value: (row) => row.eventTime },
  { header: 'Team', value: (row) => row.teamShort },
  { header: 'Opponent', value: (row) => row.opposingTeamShort },
  { header: 'Home', value: (row) => (row.isHome ? 'Y' : 'N') },
  { header: 'Spread Open', value: (row) => row.gameSpread?.open ?? null },
  { header: 'Spread', value: (row) => row.gameSpread?.current ?? null },
  { header: 'Spread Change', value: (row) => row.gameSpread?.change ?? null },
  { header: 'Spread Juice', value: (row) => row.gameSpread?.juice ?? null },
  { header: 'Moneyline Open', value: (row) => row.moneyline?.open ?? null },
  { header: 'Moneyline', value: (row) => row.moneyline?.current ?? null },
  { header: 'Moneyline Change', value: (row) => row.moneyline?.change ?? null },
  { header: 'Total Open', value: (row) => row.overUnder?.open ?? null },
  { header: 'Total', value: (row) => row.overUnder?.current ?? null },
  { header: 'Total Change', value: (row) => row.overUnder?.change ?? null },
  { header: 'Implied Total', value: (row) => row.vegasRuns?.current ?? null },
  { header: 'Implied Change', value: (row) => row.vegasRuns?.diff ?? null },
  { header: 'Win % (no vig)', value: (row) => percent(row.moneyline?.winProbability) },
  { header: 'Bets %', value: (row) => row.gameSpread?.pct ?? null },
  { header: 'Over Bets %', value: (row) => row.overUnder?.pct ?? null },
  { header: 'Weather', value: weatherText },
  { header: 'Score', value: (row) => row.score },
  { header: 'Opponent Score', value: (row) => row.opposingScore },
]
