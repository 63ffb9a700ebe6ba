/**
 * `npm run optimize -- --salaries <DK or FD salaries CSV> [--projections <CSV>]
 * [--settings <settings JSON>] [--count N] [--out <upload CSV>] [--seed text] [--date YYYY-MM-DD]`
 *
 * Builds lineups from a site's salary file (projections default to the file's
 * AvgPointsPerGame / FPPG), prints each lineup's objective and the total time, and writes the
 * site's upload CSV. For scripted use and for comparing with other optimizers on the same files.
 * With `--late-swap <DKEntries.csv> --now <ISO time>` it late-swaps the entries instead
 * (late-swap-command.ts).
 */
import { findRosterFormatFor, type RosterFormat } from '@slatelab/domain/roster-formats'
import { siteIds } from '@slatelab/domain/sites'
import { isoDate } from '@slatelab/domain/units'
import {
  maxLineupsPerBuild,
  optimizeLineups,
  optimizerPlayerSchema,
  optimizerSettingsSchema,
  OptimizerInfeasibleError,
  uploadFile,
  type OptimizerPlayer,
  type OptimizerPlayerInput,
} from '@slatelab/engine/optimizer/index'
import GLPK from 'glpk.js/node'
import { writeFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { parseDkSalaries } from '../features/slates'
import { parseFdPlayerList } from '../features/slates'
import { cellAt, headerKey, readCsvRows } from '../csv/csv-rows'
import { writeCsv } from '../csv/csv-writer'
import { cliFailure, readInput } from '../csv/import-error'
import type { SlateFile } from '../features/slates'
import {
  matchLines,
  matchProjections,
  projectedPool,
  readProjectionsFile,
  thinMatchReason,
  type ProjectionMatch,
  type ProjectionRow,
} from './optimize-projections'
import { runLateSwap } from './late-swap-command'

type Output = Pick<Console, 'log' | 'error'>

const captainSlots = ['CPT', 'MVP', 'CAPT', 'STAR', 'SUPERSTAR']

// The file's own points per game by line: DK AvgPointsPerGame, FD FPPG.
const filePoints = (text: string): ReadonlyMap<number, number> => {
  const rows = readCsvRows(text)
  for (const [index, row] of rows.entries()) {
    const column = row.cells.findIndex((cell) =>
      ['avgpointspergame', 'fppg'].includes(headerKey(cell)),
    )
    if (column < 0) continue
    return new Map(
      rows.slice(index + 1).map((body) => [body.line, Number(cellAt(body, column)) || 0]),
    )
  }
  return new Map()
}

/**
 * The optimizer's pool from a parsed salary file: captain rows fold into their player as a
 * slot id, so each player appears once.
 * @example toPlayerPool(slate, points).length // players without CPT rows
 */
export const toPlayerPool = (
  slate: SlateFile,
  pointsByLine: ReadonlyMap<number, number>,
): OptimizerPlayerInput[] => {
  const games = new Map(slate.games.map((game) => [game.key, game]))
  const captainRows = slate.players.filter(
    (player) =>
      player.rosterPositions.length === 1 && captainSlots.includes(player.rosterPositions[0] ?? ''),
  )
  const captainIdOf = new Map(captainRows.map((row) => [`${row.name}|${row.team ?? ''}`, row]))
  return slate.players
    .filter((player) => !captainRows.includes(player))
    .map((player) => {
      const captain = captainIdOf.get(`${player.name}|${player.team ?? ''}`)
      const game = player.gameKey === undefined ? undefined : games.get(player.gameKey)
      const opponent = game?.home === player.team ? game?.visitor : game?.home
      return {
        id: player.sitePlayerId,
        name: player.name,
        team: player.team ?? '',
        opponent: opponent ?? '',
        game: player.gameKey ?? '',
        positions: [...player.positions],
        rosterPositions: [...player.rosterPositions, ...(captain?.rosterPositions ?? [])],
        slotIds:
          captain === undefined
            ? {}
            : Object.fromEntries(
                captain.rosterPositions.map((slot) => [slot, captain.sitePlayerId]),
              ),
        salary: player.salary,
        projection: pointsByLine.get(player.line) ?? 0,
        ownership: 0,
      }
    })
}

/**
 * The roster format and player pool of a DK or FD salary file, or the reason there is none.
 * Projections default to the file's AvgPointsPerGame / FPPG; with a projections file, the
 * pool is the players it projects (see optimize-projections.ts) and the match is answered.
 * @example readSalaryFile(text).players.length // 563 on the DK NFL week 11 2022 main slate
 */
export const readSalaryFile = (
  text: string,
  projections?: readonly ProjectionRow[],
  date?: string,
): { format: RosterFormat; players: OptimizerPlayer[]; match?: ProjectionMatch } | string => {
  const isFanDuel = /(^|,)"?FPPG"?(,|$)/m.test(text.split('\n')[0] ?? '')
  // FanDuel lists carry no date; it does not matter to the optimizer.
  const fileDate = isoDate(date ?? '2000-01-01')
  const slate = isFanDuel
    ? parseFdPlayerList(text, { date: fileDate })
    : parseDkSalaries(text, { date: fileDate })
  const format = findRosterFormatFor(
    isFanDuel ? siteIds.FanDuel : siteIds.DraftKings,
    slate.sportId,
    slate.variant,
  )
  if (format === undefined) {
    return `no roster format for sport ${slate.sportId} ${slate.variant} on this site`
  }
  const pool = toPlayerPool(slate, filePoints(text))
  const match =
    projections === undefined ? undefined : matchProjections(projections, pool, slate.sportId)
  const players = (match === undefined ? pool : projectedPool(pool, match)).map((player) =>
    optimizerPlayerSchema.parse(player),
  )
  return { format, players, ...(match === undefined ? {} : { match }) }
}

export const optimizeUsage = `Usage: npm run optimize -- --salaries <CSV> [options]

  --salaries <CSV>     a DraftKings or FanDuel salary file (projections: its AvgPointsPerGame / FPPG)
  --projections <CSV>  projections by player id or name (columns id or name, points, ownership);
                       names in any form (Last, First; a team after the name; initials) are
                       matched and the counts printed; players it does not project are left out
  --allow-partial      build even when the projections match under half of the pool
  --settings <JSON>    optimizer settings (SPEC §3 "Optimizer settings"; see /docs)
  --count N            how many lineups, 1 … ${maxLineupsPerBuild} (default 1)
  --out <CSV>          write the site's upload file
  --seed <text>        the random seed of randomised builds (default slatelab)
  --date YYYY-MM-DD    the slate's date (DraftKings game times carry none)
  --help               this text

Late swap: npm run optimize -- --late-swap <DKEntries.csv> --now <ISO time> --out <CSV>

  --late-swap <CSV>    a DraftKings entries file holding lineups (its player list is the pool)
  --now <ISO time>     the moment of the swap: players whose game started stay in their slots
  --mode full|quick    re-optimise every open slot (full, the default) or only --swap-out players
  --swap-out <ids>     player ids ruled OUT, comma-separated
  --salaries <CSV>     the pool, when the entries file carries no player list`

/**
 * Runs the command; returns the exit code (0 built, 1 refused input, 2 usage).
 * @example await runOptimizeCommand(['--salaries', 'DKSalaries.csv', '--count', '20'], console) // 0
 */
export const runOptimizeCommand = async (
  args: readonly string[],
  out: Output,
  // npm runs workspace scripts in the workspace; paths are relative to where it was started.
  baseDir = process.env.INIT_CWD ?? process.cwd(),
): Promise<number> => {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        salaries: { type: 'string' },
        projections: { type: 'string' },
        settings: { type: 'string' },
        count: { type: 'string', default: '1' },
        out: { type: 'string' },
        seed: { type: 'string', default: 'slatelab' },
        date: { type: 'string' },
        'allow-partial': { type: 'boolean' },
        'late-swap': { type: 'string' },
        now: { type: 'string' },
        mode: { type: 'string' },
        'swap-out': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (values.help) {
      out.log(optimizeUsage)
      return 0
    }
    const entries = values['late-swap']
    if (entries !== undefined) {
      return await runLateSwap(
        { ...values, entries, swapOut: values['swap-out'] },
        out,
        baseDir,
        optimizeUsage,
        readSalaryFile,
      )
    }
    const count = Number(values.count)
    if (
      values.salaries === undefined ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > maxLineupsPerBuild
    ) {
      out.error(optimizeUsage)
      return 2
    }
    return await optimizeFiles(
      {
        ...values,
        salaries: values.salaries,
        count,
        allowPartial: values['allow-partial'] === true,
      },
      out,
      baseDir,
    )
  } catch (error) {
    // A partial projections pool (--allow-partial) can leave no valid lineup: say so plainly.
    if (error instanceof OptimizerInfeasibleError) {
      out.error(`Refused: ${error.message}`)
      return 1
    }
    return cliFailure(error, out, optimizeUsage, '--settings')
  }
}

type OptimizeOptions = {
  readonly salaries: string
  readonly projections?: string | undefined
  readonly settings?: string | undefined
  readonly count: number
  readonly out?: string | undefined
  readonly seed: string
  readonly date?: string | undefined
  readonly allowPartial: boolean
}

const optimizeFiles = async (
  values: OptimizeOptions,
  out: Output,
  baseDir: string,
): Promise<number> => {
  const started = performance.now()
  const text = await readInput(resolve(baseDir, values.salaries), '--salaries')
  const projections =
    values.projections === undefined
      ? undefined
      : readProjectionsFile(await readInput(resolve(baseDir, values.projections), '--projections'))
  const pool = readSalaryFile(text, projections?.rows, values.date)
  if (typeof pool === 'string') {
    out.error(pool)
    return 1
  }
  const { format, players, match } = pool
  if (match !== undefined && projections !== undefined) {
    for (const line of matchLines(match, projections.report)) out.log(line)
    const thin = thinMatchReason(match)
    if (thin !== undefined && !values.allowPartial) {
      out.error(`Refused: --projections: ${thin}`)
      return 1
    }
  }
  const settings = optimizerSettingsSchema.parse(
    values.settings === undefined
      ? {}
      : JSON.parse(await readInput(resolve(baseDir, values.settings), '--settings')),
  )
  const result = await optimizeLineups(
    { players, format, settings, count: values.count, seed: values.seed },
    { glpk: await GLPK() },
  )
  for (const [index, lineup] of result.lineups.entries()) {
    out.log(
      `${String(index + 1).padStart(3)}  ${lineup.objective.toFixed(2).padStart(8)}  $${lineup.salary}  ${lineup.stack}`,
    )
  }
  if (values.out !== undefined) {
    const file = uploadFile(format, result.lineups, players)
    await writeFile(resolve(baseDir, values.out), writeCsv(file.rows, file))
  }
  out.log(
    `${format.name}: ${players.length} players, ${result.lineups.length} lineups in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  )
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runOptimizeCommand(process.argv.slice(2), console)
}
