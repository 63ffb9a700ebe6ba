/**
 * Imports of real site files (docs/data-formats.md), admin only: the file itself is the body,
 * sent as `text/csv`; a refused file is a 400 naming its line and column, and nothing is stored.
 */
import { isoDateSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute, mediaTypes } from './define-route'
import { decimalParam, flagParam, idParam, text } from './request-fields'

const tag = 'imports'

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
  /** Betting lines in one of the real odds layouts (docs/vegas.md "Importing odds"). */
  odds: 'odds',
  /** NHL team game logs, Natural Stat Trick layout (the team ratings' history). */
  nhlTeamLogs: 'nhl-team-logs',
  /** Evolving-Hockey goalie or skater GAR tables (goalie cards, team ratings). */
  nhlGar: 'nhl-gar',
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

/** What a salary import did; `rows` counts the file's player rows. */
export const slateImportSummarySchema = z.object({
  contestGroupId: z.number().int(),
  sportId: z.number().int(),
  sourceId: z.number().int(),
  variant: z.string(),
  layout: z.string(),
  date: z.string(),
  rows: z.number().int(),
  players: z.object({
    matchedBySiteId: z.number().int(),
    matchedByName: z.number().int(),
    created: z.number().int(),
  }),
  teamsCreated: z.number().int(),
  events: z.object({ matched: z.number().int(), created: z.number().int() }),
  replacedExisting: z.boolean(),
})
export type SlateImportSummary = z.infer<typeof slateImportSummarySchema>

/** What a standings import did. `ownership` compares computed shares with `%Drafted`. */
export const standingsImportSummarySchema = z.object({
  contestId: z.number().int(),
  contestGroupId: z.number().int(),
  slateName: z.string(),
  /** True when the caller gave no slate and the import found it by the drafted players. */
  slateFoundByPlayers: z.boolean(),
  title: z.string(),
  layout: z.string(),
  entries: z.number().int(),
  entriesWithoutLineup: z.number().int(),
  multiEntryMax: z.number().int(),
  playersWithPoints: z.number().int(),
  payoutBands: z.number().int(),
  totalPrizes: z.number(),
  ownership: z.object({ players: z.number().int(), maxDifferencePercent: z.number() }),
  replacedExisting: z.boolean(),
})
export type StandingsImportSummary = z.infer<typeof standingsImportSummarySchema>

/** The largest file an import takes: a 100 000-entry standings export is about 20 MB. */
export const maxCsvBytes = 50 * 1024 * 1024

const csvBody = text(maxCsvBytes).describe('The file itself, sent as `Content-Type: text/csv`.')

const salaryQuery = z.object({
  date: isoDateSchema
    .optional()
    .describe('The slate date (ET), needed by FanDuel lists and 2017 DraftKings files'),
  sport: text(8).optional().describe('A sport code (NFL, CFB…) when positions cannot tell it'),
})

const exampleSlateSummary = {
  contestGroupId: 1904412,
  sportId: 1,
  sourceId: 4,
  variant: 'classic',
  layout: 'DKSalaries (current)',
  date: '2023-10-15',
  rows: 512,
  players: { matchedBySiteId: 0, matchedByName: 0, created: 512 },
  teamsCreated: 0,
  events: { matched: 0, created: 13 },
  replacedExisting: false,
}

const salaryRoute = (path: string, summary: string, description: string) =>
  defineRoute({
    method: 'POST',
    host: 'api',
    path,
    auth: 'admin',
    tag,
    summary,
    description,
    query: salaryQuery,
    consumes: mediaTypes.csv,
    body: csvBody,
    maxBodyBytes: maxCsvBytes,
    status: 200,
    response: slateImportSummarySchema,
    example: exampleSlateSummary,
  })

export const dkSalariesRoute = salaryRoute(
  '/imports/dk-salaries',
  'Import a DraftKings salary file as a slate (admin)',
  'Takes DKSalaries.csv in the current or 2017 layout, or DKEntries.csv. Teams, events and players are matched or created; the same file again replaces its slate. 400 names the line and column of bad input; nothing is stored then.',
)

export const fdSalariesRoute = salaryRoute(
  '/imports/fd-salaries',
  'Import a FanDuel player list as a slate (admin)',
  'FanDuel lists carry no dates: `date` is required.',
)

export const dkStandingsRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/imports/dk-standings',
  auth: 'admin',
  tag,
  summary: 'Import a DraftKings contest standings export (admin)',
  description:
    'Stores the contest, its entries with lineups, payouts and the players’ actual points. Without `slate`, the slate is the DraftKings slate whose players hold every drafted name (import its salary file first); `slateName` and `slateFoundByPlayers` say which was used.',
  query: z.object({
    slate: idParam
      .optional()
      .describe('The slate (contestGroupId); found from the players when absent'),
    title: text(200).min(1).optional().describe('The contest title'),
    entryFee: decimalParam(z.number().nonnegative().max(100_000))
      .optional()
      .describe('Entry fee in dollars (default 0)'),
    payouts: text(200_000)
      .optional()
      .describe('The payout table as CSV text: `Place_lo,Place_hi,Payout` lines, dollars'),
  }),
  consumes: mediaTypes.csv,
  body: csvBody,
  maxBodyBytes: maxCsvBytes,
  status: 200,
  response: standingsImportSummarySchema,
  example: {
    contestId: 900000123,
    contestGroupId: 1904412,
    slateName: 'Sun 1:00 PM ET (Main)',
    slateFoundByPlayers: true,
    title: 'NFL $3 Flea Flicker',
    layout: 'DK standings (current)',
    entries: 11890,
    entriesWithoutLineup: 0,
    multiEntryMax: 150,
    playersWithPoints: 301,
    payoutBands: 24,
    totalPrizes: 30000,
    ownership: { players: 301, maxDifferencePercent: 0.01 },
    replacedExisting: false,
  },
})

/** What an odds import did (docs/vegas.md "Importing odds"). */
export const oddsImportSummarySchema = z.object({
  layout: z.string(),
  sportId: z.number().int(),
  games: z.number().int(),
  eventsMatched: z.number().int(),
  eventsCreated: z.number().int(),
  snapshots: z.number().int(),
  /** Rows without a line, second listings of a game, games without identifiable teams. */
  skippedRows: z.number().int(),
  /** Prices that cannot be American odds, stored as not quoted; the first one's line. */
  droppedPrices: z.number().int(),
  firstDroppedLine: z.number().int().nullable(),
  /** Golf outrights: golfers found among the stored players, and those created. */
  golfers: z.object({ matched: z.number().int(), created: z.number().int() }).optional(),
})
export type OddsImportSummary = z.infer<typeof oddsImportSummarySchema>

export const oddsImportRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/imports/odds',
  auth: 'admin',
  tag,
  summary: 'Import betting lines (admin)',
  description:
    'Spreadspoke NFL, SBR NBA or MLB CSV, the SBR NFL JSON archive (send it as text/plain), an odds-API NHL snapshot (needs `date`) or golf outrights (needs a `date` of the event’s week; golfers matched by name or created). Each game goes on the stored event of the same sport, ET day and teams, or a new one; its lines are replaced by the file’s. 400 names the line and column of bad input; nothing is stored then.',
  query: z.object({
    date: isoDateSchema
      .optional()
      .describe('The day of a file without dates (odds-API snapshot, golf outrights)'),
  }),
  consumes: mediaTypes.csv,
  body: csvBody,
  status: 200,
  response: oddsImportSummarySchema,
  example: {
    layout: 'sbr-nba',
    sportId: 2,
    games: 18649,
    eventsMatched: 0,
    eventsCreated: 18649,
    snapshots: 18649,
    skippedRows: 18455,
    droppedPrices: 4,
    firstDroppedLine: 5064,
  },
})

/**
 * The options an upload may give, by query name; each kind reads some of them
 * (`importKindGuides`).
 * @example importOptions.entryFee // 'entryFee'
 */
export const importOptions = {
  /** The day of a file without dates (FanDuel lists, 2017 DraftKings files, odds snapshots). */
  date: 'date',
  /** A sport code (NFL, CFB…) when positions cannot tell it. */
  sport: 'sport',
  /** The slate (contestGroupId) of a standings file. */
  slate: 'slate',
  /** A standings file's contest title. */
  title: 'title',
  /** A standings file's entry fee, in dollars. */
  entryFee: 'entryFee',
  /** A standings file's payout table (`Place_lo,Place_hi,Payout` lines). */
  payouts: 'payouts',
  /** The season of a player-grouped Statcast export, or of an SBR sheet's MMDD days. */
  season: 'season',
} as const
export type ImportOption = (typeof importOptions)[keyof typeof importOptions]

/** What a person needs to choose a kind: its name, the layouts it reads, the options it takes. */
export type ImportKindGuide = {
  readonly label: string
  readonly layouts: string
  readonly options: readonly ImportOption[]
}

/**
 * Each kind as the admin upload lists it (docs/importing.md "Kinds, layouts, warned vs
 * refused").
 * @example importKindGuides['fd-salaries'].options // ['date', 'sport']
 */
export const importKindGuides: Readonly<Record<ImportKind, ImportKindGuide>> = {
  [importKinds.dkSalaries]: {
    label: 'DraftKings salaries',
    layouts: 'DKSalaries.csv (current, 2017 with or without ids) or DKEntries.csv',
    options: [importOptions.date, importOptions.sport],
  },
  [importKinds.fdSalaries]: {
    label: 'FanDuel salaries',
    layouts: 'FanDuel player lists (classic, single game MVP); they carry no date',
    options: [importOptions.date, importOptions.sport],
  },
  [importKinds.dkStandings]: {
    label: 'DraftKings contest standings',
    layouts: 'DraftKings standings exports (current, 2017, re-saved with X.Drafted)',
    options: [
      importOptions.slate,
      importOptions.title,
      importOptions.entryFee,
      importOptions.payouts,
    ],
  },
  [importKinds.gameLogs]: {
    label: 'Player game logs',
    layouts:
      'RotoGuru MLB or NBA (Title Case or snake_case), nflverse weekly NFL, weekly NFL stat lines across seasons (FantasyPros style, Standard/Half/PPR checked)',
    options: [],
  },
  [importKinds.odds]: {
    label: 'Betting lines',
    layouts:
      'Spreadspoke NFL, SBR NFL (JSON), NBA or MLB, SBR season sheets (NFL, NBA, NHL, MLB: two rows a game; MMDD days need a season), odds-API NHL, golf outrights',
    options: [importOptions.date, importOptions.season, importOptions.sport],
  },
  [importKinds.nhlTeamLogs]: {
    label: 'NHL team game logs',
    layouts: 'Natural Stat Trick team game logs',
    options: [],
  },
  [importKinds.nhlGar]: {
    label: 'NHL GAR',
    layouts: 'Evolving-Hockey goalie or skater GAR tables (Title Case or snake_case, NA = missing)',
    options: [],
  },
  [importKinds.statcast]: {
    label: 'Statcast',
    layouts: 'Baseball Savant search export, pitch-level or grouped by player',
    options: [importOptions.season],
  },
  [importKinds.adp]: {
    label: 'ADP',
    layouts: 'FantasyPros overall ADP, any set of site columns',
    options: [importOptions.date],
  },
  [importKinds.rankings]: {
    label: 'Draft rankings',
    layouts: 'FantasyPros draft rankings with tiers',
    options: [importOptions.date],
  },
  [importKinds.seasonProjections]: {
    label: 'Season projections',
    layouts: 'FantasyPros-style season projections (stat columns)',
    options: [importOptions.date],
  },
}

/** One problem or warning of an import: its 1-based line (the header is 1), its column, what was expected. */
export const importProblemSchema = z.object({
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
})
export type ImportProblem = z.infer<typeof importProblemSchema>

const kindValues = Object.values(importKinds) as [ImportKind, ...ImportKind[]]

/**
 * The account of one import, checked or stored, as `npm run import -- --json` prints it and the
 * upload answers it. `rowsWouldStore` only on a dry run; `summary` only when the file was read
 * whole (its shape is the kind's importer's).
 */
export const importAccountSchema = z.object({
  kind: z.enum(kindValues).nullable(),
  dryRun: z.boolean(),
  rowsRead: z.number().int(),
  rowsStored: z.number().int(),
  rowsWouldStore: z.number().int().optional(),
  rowsSkipped: z.number().int(),
  /** Rows skipped on purpose, by reason (`did not play`). */
  skipped: z.record(z.string(), z.number().int()),
  rowsWarned: z.number().int(),
  rowsRefused: z.number().int(),
  warnings: z.array(importProblemSchema).readonly(),
  problems: z.array(importProblemSchema).readonly(),
  summary: z.record(z.string(), z.unknown()).optional(),
})
export type ImportAccount = z.infer<typeof importAccountSchema>

/** The longest file name an upload records. */
export const maxImportFileNameLength = 255

/** The longest payout table an upload takes: it travels in the URL, so a few hundred bands. */
export const maxPayoutsQueryLength = 8_000

export const importFileRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/imports/file',
  auth: 'admin',
  tag,
  summary: 'Check or import a file of any kind (admin)',
  description:
    'The file is the body (`text/csv`; the SBR NFL JSON archive as `text/plain`). Without `kind`, the kind is told from the header. `dryRun=true` reads and checks the whole file and answers what it would store, storing nothing and leaving no log record. Every real upload is recorded in the import log under `fileName`. A refused file answers 400 with the same account, `problems` listing every problem (line, column, what was expected), and `message`.',
  query: z.object({
    kind: z.enum(kindValues).optional().describe('The kind; told from the header when absent'),
    dryRun: flagParam.describe('`true` checks the file and stores nothing'),
    fileName: text(maxImportFileNameLength)
      .optional()
      .describe('The file’s name, for the import log (and the season of a FantasyPros file)'),
    date: isoDateSchema.optional().describe('The day of a file without dates'),
    sport: text(8).optional().describe('A sport code (NFL, CFB…) when positions cannot tell it'),
    slate: idParam
      .optional()
      .describe('The slate of a standings file (found from its players when absent)'),
    title: text(200).min(1).optional().describe('A standings file’s contest title'),
    entryFee: decimalParam(z.number().nonnegative().max(100_000))
      .optional()
      .describe('A standings file’s entry fee in dollars (default 0)'),
    payouts: text(maxPayoutsQueryLength)
      .optional()
      .describe('A standings file’s payout table as CSV text: `Place_lo,Place_hi,Payout` lines'),
    season: decimalParam(z.number().int().min(1876).max(2100))
      .optional()
      .describe('The season of a player-grouped Statcast export (default: this year)'),
  }),
  consumes: mediaTypes.csv,
  body: csvBody,
  maxBodyBytes: maxCsvBytes,
  status: 200,
  response: importAccountSchema,
  example: {
    kind: 'game-logs',
    dryRun: true,
    rowsRead: 7,
    rowsStored: 0,
    rowsWouldStore: 6,
    rowsSkipped: 1,
    skipped: { 'did not play': 1 },
    rowsWarned: 0,
    rowsRefused: 0,
    warnings: [],
    problems: [],
    summary: { rows: 6, players: 6 },
  },
})
