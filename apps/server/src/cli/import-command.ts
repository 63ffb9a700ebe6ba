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
import {
  importKindGuides,
  importKinds,
  type ImportAccount,
  type ImportKind,
} from '@slatelab/contract/imports.contract'
import { loadConfig } from '../config'
import { upsertCatalogue } from '../db/repositories/catalogue'
import { openConfiguredDatabase } from '../infrastructure'
import { ImportError, isArgumentError, readInput } from '../csv/import-error'
import {
  detectImportKind,
  importAccount,
  recordImportRun,
  runImport,
  type ImportSummary,
} from '../features/imports'
import { ImportReport, problemsOf, summarizeProblems } from '../csv/import-report'
import { acquireStoreLock, StoreInUseError } from '../db/store-lock'

// One line group per kind, from the guides the admin upload lists, wrapped to 96 columns.
const kindLines = () =>
  Object.entries(importKindGuides)
    .map(([kind, guide]) => {
      const words = `${guide.label}: ${guide.layouts}`.split(' ')
      const lines = ['']
      for (const word of words) {
        const last = lines.length - 1
        if ((lines[last] ?? '').length + word.length > 76) lines.push(word)
        else lines[last] = `${lines[last] ?? ''}${lines[last] === '' ? '' : ' '}${word}`
      }
      const [first = '', ...rest] = lines
      const head =
        kind.length < 18 ? `  ${kind.padEnd(19)}${first}` : `  ${kind}\n${' '.repeat(21)}${first}`
      return [head, ...rest.map((line) => `${' '.repeat(21)}${line}`)].join('\n')
    })
    .join('\n')

export const importUsage = `Usage: npm run import -- [kind] <file> [options]

Without a kind, the kind is told from the file's header (the command says which it chose).
Headers are read in any case and spacing (Title Case, snake_case, camelCase); unknown columns
are left out with a warning; every problem of a refused file is listed at once.

Kinds and the layouts they read:
${kindLines()}

Options:
  --dry-run            read and check the whole file, report what would be stored, store nothing
  --json               print { kind, rowsRead, rowsStored, warnings, problems, … } as JSON
  --date YYYY-MM-DD    the slate's date (FanDuel lists, 2017 DraftKings files, odds-API
                       snapshots and golf outrights have none)
  --sport CODE         the sport when positions cannot tell it (CFB, CBB), or an SBR
                       sheet's when its totals cannot (NFL, NBA)
  --slate N            the slate of a standings file (default: the DraftKings slate
                       whose players hold every drafted name)
  --payouts FILE       the contest's payout table (Place_lo,Place_hi,Payout)
  --title TEXT         the contest's title (default: from the file name)
  --entry-fee DOLLARS  the contest's entry fee (default 0)
  --season YYYY        the season of a player-grouped Statcast export (default: this year),
                       or of an SBR season sheet's MMDD days
  --help               this text`

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
      'dry-run': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return 'help'
  // One positional is the file (its kind told by its header), two are the kind and the file.
  const [kind, file, ...extra] =
    positionals.length === 1 && !kinds.includes(positionals[0] ?? '')
      ? [undefined, ...positionals]
      : positionals
  if (file === undefined || extra.length > 0) return undefined
  if (kind !== undefined && !kinds.includes(kind)) {
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
    kind: kind as ImportKind | undefined,
    dryRun: values['dry-run'] === true,
    json: values.json === true,
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

type Command = Exclude<ReturnType<typeof parseCommand>, 'help' | undefined>

/** The kind given, or the one the header tells; refuses a file of no known kind. */
const kindOf = (command: Command, text: string): { kind: ImportKind; detected: boolean } => {
  if (command.kind !== undefined) return { kind: command.kind, detected: false }
  const detected = detectImportKind(text)
  if (detected === undefined) {
    throw new ImportError(
      `cannot tell the kind of this file from its header; name it: npm run import -- <kind> ${command.file} (kinds: ${kinds.join(', ')})`,
      { line: 1 },
    )
  }
  return { kind: detected, detected: true }
}

/** The text mode's one-line account. */
const accountLine = (json: ImportAccount) => {
  const skipped = Object.entries(json.skipped)
    .map(([reason, count]) => `${reason}: ${count}`)
    .join(', ')
  return [
    `read ${json.rowsRead} rows`,
    json.dryRun ? `would store ${json.rowsWouldStore ?? 0}` : `stored ${json.rowsStored}`,
    `skipped ${json.rowsSkipped}${skipped === '' ? '' : ` (${skipped})`}`,
    `${json.warnings.length} warning(s)`,
  ].join(', ')
}

/**
 * Runs the import command; answers the process exit code (0 stored or checked, 1 refused,
 * 2 usage). `--help` prints the kinds and exits 0.
 * @example await runImportCommand(['DKSalaries.csv', '--dry-run'], process.env, console) // 0
 */
export const runImportCommand = async (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: CommandOutput,
): Promise<number> => {
  let lock: { release: () => void } | undefined
  const report = new ImportReport()
  let json = false
  let kindChosen: ImportKind | null = null
  let text = ''
  try {
    const command = parseCommand(args)
    if (command === 'help') {
      out.log(importUsage)
      return 0
    }
    if (command === undefined) {
      out.error(importUsage)
      return 2
    }
    json = command.json
    // npm runs the script inside apps/server; paths are relative to where it was typed.
    const cwd = env.INIT_CWD || process.cwd()
    text = await readInput(path.resolve(cwd, command.file), 'file')
    const { kind, detected } = kindOf(command, text)
    kindChosen = kind
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
      const how = `${kind}${detected ? ', told by its header' : ''}${command.dryRun ? ', dry run' : ''}`
      // A large file takes seconds: say it has begun.
      if (!json) out.log(`Importing ${command.file} (${how})…`)
      const started = Date.now()
      const request = {
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
        report,
      }
      const run = () => runImport(database.db, kind, request, { dryRun: command.dryRun })
      // A dry run stores nothing, not even its record.
      const summary = command.dryRun
        ? await run()
        : await recordImportRun<ImportSummary>(
            database.db,
            { kind, via: 'cli', fileName: path.basename(command.file), userId: null },
            () => new Date(),
            run,
          )
      const account = importAccount(kind, report, text, { summary, dryRun: command.dryRun })
      if (json) {
        out.log(JSON.stringify(account, null, 2))
        return 0
      }
      if ('slateFoundByPlayers' in summary) {
        out.log(
          summary.slateFoundByPlayers
            ? `Slate ${summary.contestGroupId} (${summary.slateName}): found by its players, the DraftKings slate holding every drafted name.`
            : `Slate ${summary.contestGroupId} (${summary.slateName}): as given by --slate.`,
        )
      }
      for (const line of summarizeProblems(report.warnings)) out.log(`Warning: ${line}`)
      out.log(
        `${command.dryRun ? 'Checked' : 'Imported'} ${command.file} (${kind}) in ${Date.now() - started} ms: ${accountLine(account)}`,
      )
      out.log(JSON.stringify(summary, null, 2))
      return 0
    } finally {
      await database.close()
    }
  } catch (error) {
    if (error instanceof ImportError && json) {
      const problems = problemsOf(error)
      out.log(
        JSON.stringify(
          importAccount(kindChosen, report, text, { dryRun: false, problems }),
          null,
          2,
        ),
      )
      return 1
    }
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
