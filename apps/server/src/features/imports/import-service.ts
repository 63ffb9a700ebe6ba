/**
 * The imports, as the CLI and the HTTP uploads run them: parse the whole file first
 * (refusing it with the line and column), then store it in one transaction, so a file is
 * stored whole or not at all.
 */
import type {
  OddsImportSummary,
  SlateImportSummary,
  StandingsImportSummary,
} from '@slatelab/contract/imports.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { refreshContestAnalytics } from '../contests/refresh-contest-analytics'
import type { Db } from '../../db/database'
import { parseDkSalaries } from './dk-salaries-csv'
import { parseDkStandings } from './dk-standings-csv'
import { parseFdPlayerList } from './fd-salaries-csv'
import { fromSource, ImportError } from './import-error'
import { isGolfOutrightsFile, parseGolfOutrights } from './golf-outrights-csv'
import { parseOddsFile } from './odds-files'
import { storeGolfOutrights } from './store-golf-outrights'
import { parsePayouts } from './payouts-csv'
import { storeOdds } from './store-odds'
import { storeSlate } from './store-slate'
import { storeStandings } from './store-standings'
import { parseGameLogs } from './game-logs-csv'
import { storeGameLogs, type GameLogSummary } from './store-game-logs'
import { isSavantAggregate, parseSavantAggregate } from './statcast-aggregate-csv'
import { parseSavantPitches } from './statcast-csv'
import { storeStatcastSeason, type StatcastSeasonSummary } from './store-statcast-season'
import { storeStatcast, type StatcastSummary } from './store-statcast'
/**
 * The kinds of file an import takes, by the name the CLI and the upload paths use.
 * @example importKinds.dkStandings // 'dk-standings'
 */
export const importKinds = {
  /** A DraftKings salary file (`DKSalaries.csv`, any layout, or `DKEntries.csv`). */
  dkSalaries: 'dk-salaries',
  /** A FanDuel player list. */
  fdSalaries: 'fd-salaries',
  /** A DraftKings contest standings export. */
  dkStandings: 'dk-standings',
  /** Player game logs: RotoGuru MLB or NBA, nflverse weekly NFL (the correlations' sample). */
  gameLogs: 'game-logs',
  /** Betting lines in one of the real odds layouts (odds-files.ts). */
  odds: 'odds',
  /** NHL team game logs, Natural Stat Trick layout (the team ratings' history). */
  nhlTeamLogs: 'nhl-team-logs',
  /** Baseball Savant's search export: pitch-level, or grouped by player (season lines). */
  statcast: 'statcast',
  /** FantasyPros overall ADP, one column per site (season-long). */
  adp: 'adp',
  /** FantasyPros draft rankings with tiers (season-long). */
  rankings: 'rankings',
  /** FantasyPros-style season projections, stat columns (season-long). */
  seasonProjections: 'season-projections',
} as const
export type ImportKind = (typeof importKinds)[keyof typeof importKinds]

/** Options of a salary import (`--date`, `--sport`). */
export type SalaryImportOptions = {
  readonly date?: IsoDate | undefined
  readonly sport?: string | undefined
}

/** Stores a DraftKings or FanDuel salary file as a slate. */
export const importSalaries = async (
  db: Db,
  kind: typeof importKinds.dkSalaries | typeof importKinds.fdSalaries,
  text: string,
  options: SalaryImportOptions,
): Promise<SlateImportSummary> => {
  const file =
    kind === importKinds.dkSalaries
      ? parseDkSalaries(text, options)
      : parseFdPlayerList(text, options)
  return db.transaction((tx) => storeSlate(tx, file))
}

/** Options of a standings import; the fee in cents, the payout table as CSV text. */
export type StandingsImportOptions = {
  readonly contestGroupId: number | undefined
  readonly title: string
  readonly entryFeeCents: number
  readonly payoutsCsv: string | undefined
  readonly uploadedAt: Date
}

/** Stores a DraftKings standings export as a contest of its slate. */
export const importStandings = async (
  db: Db,
  text: string,
  options: StandingsImportOptions,
): Promise<StandingsImportSummary> => {
  const file = parseDkStandings(text)
  let payouts: ReturnType<typeof parsePayouts> = []
  try {
    payouts = options.payoutsCsv === undefined ? [] : parsePayouts(options.payoutsCsv)
  } catch (error) {
    throw error instanceof ImportError ? fromSource(error, 'payouts') : error
  }
  return db.transaction(async (tx) => {
    const summary = await storeStandings(tx, file, {
      contestGroupId: options.contestGroupId,
      title: options.title,
      entryFeeCents: options.entryFeeCents,
      payouts,
      uploadedAt: options.uploadedAt,
    })
    await refreshContestAnalytics(tx, summary.contestId, options.uploadedAt)
    return summary
  })
}

/** Stores a game-log file's player-games, all or nothing. */
export const importGameLogs = (db: Db, text: string): Promise<GameLogSummary> => {
  const file = parseGameLogs(text)
  return db.transaction((tx) => storeGameLogs(tx, file))
}

/**
 * Stores an odds file's lines on their games, or golf outrights on the week's event (`--date`
 * for a layout without dates).
 */
export const importOdds = async (
  db: Db,
  text: string,
  options: { readonly date?: IsoDate | undefined },
): Promise<OddsImportSummary> => {
  if (isGolfOutrightsFile(text)) {
    const golf = parseGolfOutrights(text, options.date)
    return db.transaction((tx) => storeGolfOutrights(tx, golf))
  }
  const file = parseOddsFile(text, options)
  return db.transaction((tx) => storeOdds(tx, file))
}

/**
 * Stores a Savant export, all or nothing: a pitch-level file's pitches, or a player-grouped
 * file's batting lines as the season's (`season`, default the current year).
 */
export const importStatcast = async (
  db: Db,
  text: string,
  options: { readonly season: number } = { season: new Date().getUTCFullYear() },
): Promise<StatcastSummary | StatcastSeasonSummary> => {
  if (isSavantAggregate(text)) {
    const lines = parseSavantAggregate(text)
    return db.transaction((tx) => storeStatcastSeason(tx, lines, options.season))
  }
  const file = parseSavantPitches(text)
  return db.transaction((tx) => storeStatcast(tx, file))
}
