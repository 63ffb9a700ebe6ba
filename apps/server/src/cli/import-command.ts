/**
 * `npm run import -- <kind> <file> [options]`: imports a file into the configured store
 * (PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR). Refuses plainly while a server
 * holds the embedded store, and exits non-zero with the line and column of bad input.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sites } from '@slatelab/domain/sites'
import { sports } from '@slatelab/domain/sports'
import { isoDateSchema } from '@slatelab/domain/units'
import { importKinds, type ImportKind } from '@slatelab/contract/imports.contract'
import { loadConfig } from '../config'
import { upsertCatalogue } from '../db/repositories/catalogue'
import { openConfiguredDatabase } from '../infrastructure'
import { ImportError, isArgumentError, readInput } from '../csv/import-error'
import { importers, recordImportRun, type ImportSummary } from '../features/imports'
import { acquireStoreLock, StoreInUseError } from '../db/store-lock'

export const importUsage = `Usage: npm run import -- <kind> <file> [options]

Kinds:
  dk-salaries    a DraftKings salary file (DKSalaries.csv, 2017 layout, or DKEntries.csv)
  fd-salaries    a FanDuel player list
  dk-standings   a DraftKings contest standings export
  game-logs      player game logs: RotoGuru MLB or NBA, or nflverse weekly NFL stats
  odds           betting lines: spreadspoke NFL, SBR NFL (JSON), NBA or MLB, odds-API NHL,
                 golf outrights (winner and top 5/10/20 odds per golfer)
  nhl-team-logs  NHL team game logs (Natural Stat Trick layout)
  statcast       Baseball Savant's search export (PlateIQ): pitch-level, or grouped by
                 player (batters' season lines; --season)
  adp            FantasyPros overall ADP (a column per site; the season from the
                 file name or --date, stored as of --date or 25 August)
  rankings       FantasyPros draft rankings with tiers
  season-projections
                 FantasyPros-style season projections (stat columns)

Options:
  --date YYYY-MM-DD    the slate's date (FanDuel lists, 2017 DraftKings files, odds-API
                       snapshots and golf outrights have none)
  --sport CODE         the sport when positions cannot tell it (CFB, CBB)
  --slate N            the slate of a standings file (default: the DraftKings slate
                       whose players hold every drafted name)
  --payouts FILE       the contest's payout table (Place_lo,Place_hi,Payout)
  --title TEXT         the contest's title (default: from the file name)
  --entry-fee DOLLARS  the contest's entry fee (default 0)
  --season YYYY        the season of a player-grouped Statcast export (default: this year)`

/** Where the command writes; tests collect the lines. */
export type CommandOutput = {
  readonly log: (line: string) => void
  readonly error: (line: string) => void
}

const kinds: readonly string[] = Object.values(importKinds)

/**
 * A contest title from a standings file's name, `standings` dropped and underscores spaced;
 * DraftKings' own `contest-standings-<id>.csv` becomes `DraftKings contest <id>`.
 * @example titleFromFileName('nfl_w2_25-Double-Up_standings.csv') // 'nfl w2 25-Double-Up'
 */
export const titleFromFileName = (file: string): string => {
  const title = path
    .basename(file, path.extname(file))
    .replace(/(^|[-_ ])(contest-)?standings(?=$|[-_ ])/i, '')
    .replaceAll('_', ' ')
    .replace(/^[-\s]+|[-\s]+$/g, '')
    .replace(/\s+/g, ' ')
  if (title === '') return 'DraftKings contest'
  return /^\d+$/.test(title) ? `DraftKings contest ${title}` : title
}

/** Whole cents of a dollar amount option such as `25` or `2.50`. */
const dollarsOption = (value: string | undefined): number => {
  if (value === undefined) return 0
  if (!/^\d+(\.\d{1,2})?$/.test(value)) {
    throw new ImportError(`expected dollars such as "25" or "2.50", got ${JSON.stringify(value)}`, {
      field: '--entry-fee',
    })
  }
  return Math.round(Number(value) * 100)
}

const parseCommand = (args: readonly string[]) => {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      date: { type: 'string' },
      sport: { type: 'string' },
      slate: { type: 'string' },
      payouts: { type: 'string' },
      title: { type: 'string' },
      'entry-fee': { type: 'string' },
      season: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [kind, file, ...extra] = positionals
  if (values.help || kind === undefined || file === undefined || extra.length > 0) return undefined
  if (!kinds.includes(kind)) {
    throw new ImportError(`unknown kind ${JSON.stringify(kind)}; use ${kinds.join(', ')}`, {
      field: 'kind',
    })
  }
  if (values.date !== undefined && !isoDateSchema.safeParse(values.date).success) {
    throw new ImportError(`expected YYYY-MM-DD, got ${JSON.stringify(values.date)}`, {
      field: '--date',
    })
  }
  if (values.slate !== undefined && !/^\d+$/.test(values.slate)) {
    throw new ImportError(`expected a slate id, got ${JSON.stringify(values.slate)}`, {
      field: '--slate',
    })
  }
  if (values.season !== undefined && !/^(18|19|20)\d\d$/.test(values.season)) {
    throw new ImportError(`expected a year such as 2024, got ${JSON.stringify(values.season)}`, {
      field: '--season',
    })
  }
  return {
    kind: kind as ImportKind,
    season: values.season === undefined ? undefined : Number(values.season),
    file,
    date: values.date === undefined ? undefined : isoDateSchema.parse(values.date),
    sport: values.sport,
    slate: values.slate === undefined ? undefined : Number(values.slate),
    payouts: values.payouts,
    title: values.title,
    entryFeeCents: dollarsOption(values['entry-fee']),
  }
}

const storeInUseMessage = (error: StoreInUseError) =>
  `The embedded store in ${error.dataDir} is in use by a running server (pid ${error.pid}). ` +
  'Stop it, or upload through the server: POST /api/imports/dk-salaries, /api/imports/fd-salaries, ' +
  '/api/imports/dk-standings or /api/imports/odds as an admin, the CSV as a text/csv body and the options as query ' +
  'parameters (see /docs).'

/**
 * Runs the import command; answers the process exit code (0 stored, 1 refused, 2 usage).
 * @example await runImportCommand(['dk-salaries', 'DKSalaries.csv'], process.env, console) // 0
 */
export const runImportCommand = async (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: CommandOutput,
): Promise<number> => {
  let lock: { release: () => void } | undefined
  try {
    const command = parseCommand(args)
    if (command === undefined) {
      out.error(importUsage)
      return 2
    }
    // npm runs the script inside apps/server; paths are relative to where it was typed.
    const cwd = env.INIT_CWD || process.cwd()
    const text = await readInput(path.resolve(cwd, command.file), 'file')
    const payoutsCsv =
      command.payouts === undefined
        ? undefined
        : await readInput(path.resolve(cwd, command.payouts), '--payouts')
    const config = loadConfig(env)
    if (!config.databaseUrl) lock = acquireStoreLock(config.dataDir)
    const database = await openConfiguredDatabase(config)
    try {
      await database.migrate()
      await upsertCatalogue(database.db, sports, sites)
      // A large file takes seconds: say it has begun.
      out.log(`Importing ${command.file} (${command.kind})…`)
      const started = Date.now()
      const origin = {
        kind: command.kind,
        via: 'cli',
        fileName: path.basename(command.file),
        userId: null,
      } as const
      const summary = await recordImportRun<ImportSummary>(
        database.db,
        origin,
        () => new Date(),
        () =>
          importers[command.kind].run(database.db, {
            text,
            fileName: path.basename(command.file),
            date: command.date,
            sport: command.sport,
            contestGroupId: command.slate,
            title: command.title ?? titleFromFileName(command.file),
            entryFeeCents: command.entryFeeCents,
            payoutsCsv,
            season: command.season,
            now: new Date(),
          }),
      )
      if ('slateFoundByPlayers' in summary) {
        out.log(
          summary.slateFoundByPlayers
            ? `Slate ${summary.contestGroupId} (${summary.slateName}): found by its players, the DraftKings slate holding every drafted name.`
            : `Slate ${summary.contestGroupId} (${summary.slateName}): as given by --slate.`,
        )
      }
      out.log(`Imported ${command.file} (${command.kind}) in ${Date.now() - started} ms:`)
      out.log(JSON.stringify(summary, null, 2))
      return 0
    } finally {
      await database.close()
    }
  } catch (error) {
    if (error instanceof StoreInUseError) {
      out.error(storeInUseMessage(error))
      return 1
    }
    if (error instanceof ImportError) {
      out.error(`Refused: ${error.message}`)
      return 1
    }
    if (error instanceof Error && error.message.startsWith('Invalid configuration')) {
      out.error(error.message)
      return 1
    }
    if (isArgumentError(error)) {
      out.error(`${error.message}\n\n${importUsage}`)
      return 2
    }
    throw error
  } finally {
    lock?.release()
  }
}
