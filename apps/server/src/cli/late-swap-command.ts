/**
 * `npm run optimize -- --late-swap <DKEntries.csv> --now <ISO time> [--salaries <CSV>]
 * [--settings <JSON>] [--mode full|quick] [--swap-out <id,id>] --out <CSV>`
 *
 * Late-swaps the lineups a site's entries file holds (docs/late-swap.md): players whose game
 * started by `--now` stay in their slots, the open slots are re-optimised (`full`) or only the
 * `--swap-out` players replaced (`quick`). The pool is the player list the entries file
 * carries (DraftKings appends it), or `--salaries`; projections are the file's averages.
 * Writes the swapped entries file and prints the compute time.
 */
import type { RosterFormat } from '@slatelab/domain/roster-formats'
import { siteIds } from '@slatelab/domain/sites'
import type { OptimizerPlayer } from '@slatelab/engine/optimizer/optimizer-request'
import { isoDate } from '@slatelab/domain/units'
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { lateSwap, LateSwapError, swapModes } from '@slatelab/engine/optimizer/late-swap'
import GLPK from 'glpk.js/node'
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { readInput } from '../csv/import-error'
import { entriesCsv, parseEntriesFile } from '../features/optimizer'
import { parseDkSalaries } from '../features/slates'
import { HttpError } from '../http/http-error'

type Output = Pick<Console, 'log' | 'error'>

/** The optimize command's reader of a salary file (passed in: that command runs this one). */
type ReadPool = (
  text: string,
  projections: undefined,
  date?: string,
) => { format: RosterFormat; players: OptimizerPlayer[] } | string

/** The options of a late swap, as `runOptimizeCommand` read them. */
export type LateSwapOptions = {
  readonly entries: string
  readonly now?: string | undefined
  readonly salaries?: string | undefined
  readonly settings?: string | undefined
  readonly mode?: string | undefined
  readonly swapOut?: string | undefined
  readonly out?: string | undefined
  readonly date?: string | undefined
}

/**
 * Runs a late swap; returns the exit code (0 swapped, 1 refused input, 2 usage).
 * @example await runLateSwap({ entries: 'DKEntries.csv', now: '2022-11-20T19:00:00Z', out: 'swapped.csv' }, console, '.', usage, readSalaryFile) // 0
 */
export const runLateSwap = async (
  options: LateSwapOptions,
  out: Output,
  baseDir: string,
  usage: string,
  readSalaryFile: ReadPool,
): Promise<number> => {
  const mode = options.mode ?? swapModes.full
  if (options.now === undefined || Number.isNaN(Date.parse(options.now))) {
    out.error(`--now: give the moment of the swap as an ISO time\n\n${usage}`)
    return 2
  }
  if (mode !== swapModes.full && mode !== swapModes.quick) {
    out.error(`--mode: full or quick, got ${mode}\n\n${usage}`)
    return 2
  }
  const entriesText = await readInput(resolve(baseDir, options.entries), '--late-swap')
  const salaryText =
    options.salaries === undefined
      ? entriesText
      : await readInput(resolve(baseDir, options.salaries), '--salaries')
  const pool = readSalaryFile(salaryText, undefined, options.date)
  if (typeof pool === 'string') {
    out.error(`Refused: ${pool}`)
    return 1
  }
  const { format } = pool
  if (format.siteId !== siteIds.DraftKings) {
    out.error('Refused: FanDuel locks every lineup when its contest starts: no late swap')
    return 1
  }
  const slate = parseDkSalaries(salaryText, { date: isoDate(options.date ?? '2000-01-01') })
  const settings = optimizerSettingsSchema.parse(
    options.settings === undefined
      ? {}
      : JSON.parse(await readInput(resolve(baseDir, options.settings), '--settings')),
  )
  try {
    const entriesPool = { siteId: format.siteId, format, players: pool.players }
    const file = parseEntriesFile(entriesText, entriesPool)
    const started = performance.now()
    const result = await lateSwap(
      {
        players: pool.players,
        format,
        settings,
        lineups: file.entries.map((entry) => entry.playerIds),
        gameStarts: Object.fromEntries(
          slate.games.map((game) => [game.key, game.startsAt.toISOString()]),
        ),
        now: new Date(options.now).toISOString(),
        mode,
        swapOut: (options.swapOut ?? '').split(',').filter((id) => id !== ''),
      },
      { glpk: await GLPK() },
    )
    const seconds = (performance.now() - started) / 1000
    const swapped = new Map(
      file.entries.map((entry, index) => [entry.entryId, result.lineups[index]?.playerIds]),
    )
    if (options.out !== undefined) {
      await writeFile(
        resolve(baseDir, options.out),
        entriesCsv(file, entriesPool, (entry) => swapped.get(entry.entryId)),
      )
    }
    for (const [index, lineup] of result.lineups.entries()) {
      if (lineup.problem !== undefined) {
        out.log(`entry ${file.entries[index]?.entryId ?? index + 1}: ${lineup.problem}`)
      }
    }
    out.log(
      `${format.name}: ${file.entries.length} entries, ${result.changed} changed (${mode} swap) in ${seconds.toFixed(2)} s`,
    )
    return 0
  } catch (error) {
    if (error instanceof HttpError || error instanceof LateSwapError) {
      out.error(`Refused: ${error.message}`)
      return 1
    }
    throw error
  }
}
