/**
 * `npm run calibrate -- --manifest <contests JSON> [--data <dir>] [--backtest <days per sport>]
 * [--until <YYYY-MM-DD>] [--out <markdown>]`
 *
 * Simulates real contests' own entries from their slates' projection tables at several
 * projection-error scales, fits the scale, and writes the report (docs/simlabs-calibration.md).
 * The manifest's file paths are relative to `--data` (default: the manifest's folder).
 * `--backtest` adds the demo-world backtest: that many days of each sport's main slates up to
 * `--until` (demo-backtest.ts).
 */
import { writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { isoDate } from '@slatelab/domain/units'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import GLPK from 'glpk.js/node'
import { prettifyError, z } from 'zod'
import { cliFailure, readInput } from '../csv/import-error'
import { parsePayouts, type PayoutBand } from '../features/contests'
import type { CalibrationContest } from '../features/simlabs'
import { fitErrorScale } from '../features/simlabs'
import { calibrationManifestSchema, type CalibrationManifest } from '../features/simlabs'
import { calibrationReport } from '../features/simlabs'
import { optimizerLineups } from '../features/simlabs'
import { parseProjectionsWithActuals } from '../features/simlabs'
import { backtestReport, runBacktest } from '../features/simlabs'

type Output = Pick<Console, 'log' | 'error'>

const usage =
  'Usage: npm run calibrate -- --manifest <contests JSON> [--data <dir of its files>] ' +
  '[--backtest <days per sport> [--until <YYYY-MM-DD>]] [--out <markdown file>]'

// The backtest's run: the demo world's seed and Sunday, 150 lineups as a GPP player enters.
const backtestRun = {
  seed: 'slatelab',
  until: '2026-11-22',
  lineups: 150,
  iterations: 1000,
  largestContest: 20_000,
}
const backtestArgsSchema = z.object({
  '--backtest': z.coerce.number().int().min(1).max(60),
  '--until': z.iso.date(),
})
type BacktestArgs = { readonly days: number; readonly until: string }

const backtestSection = async (args: BacktestArgs, out: Output): Promise<string> => {
  const started = performance.now()
  const slates = await runBacktest(
    createDemoWorld(backtestRun.seed, demoGameModels),
    { until: isoDate(args.until), daysPerSport: args.days },
    { ...backtestRun, glpk: await GLPK() },
    (slate) =>
      out.log(
        `backtest ${slate.day} ${slate.sport} ${slate.slate}: predicted ROI ` +
          `${slate.predictedRoi.toFixed(1)} % (${slate.low.toFixed(0)} … ${slate.high.toFixed(0)}), ` +
          `after lock ${slate.afterLockRoi.toFixed(1)} %, realised ${slate.realisedRoi.toFixed(1)} % ` +
          `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
      ),
  )
  return backtestReport(slates, backtestRun)
}

const readContests = async (dataDir: string, manifest: CalibrationManifest) => {
  const at = (file: string) => resolve(dataDir, file)
  const glpk = manifest.optimizerLineups > 0 ? await GLPK() : undefined
  return Promise.all(
    manifest.contests.map(async (contest): Promise<CalibrationContest> => {
      const payouts: readonly PayoutBand[] =
        typeof contest.payouts === 'string'
          ? parsePayouts(await readInput(at(contest.payouts), 'payouts'))
          : [
              {
                placeFrom: 1,
                placeTo: contest.payouts.paidPlaces,
                payoutCents: Math.round(contest.payouts.prize * 100),
              },
            ]
      const projectionsCsv = await readInput(at(contest.projections), 'projections')
      return {
        name: contest.name,
        sportId: contest.sportId,
        format: contest.format,
        entryFee: contest.entryFee,
        standingsCsv: await readInput(at(contest.standings), 'standings'),
        projectionsCsv,
        payouts,
        accuracyCsvs: await Promise.all(
          contest.accuracyFrom.map((file) => readInput(at(file), 'accuracyFrom')),
        ),
        optimizerLineups:
          glpk === undefined
            ? []
            : await optimizerLineups(
                parseProjectionsWithActuals(projectionsCsv),
                requireRosterFormat(contest.format),
                manifest.optimizerLineups,
                glpk,
              ),
      }
    }),
  )
}

/**
 * Runs the command; answers the exit code.
 * @example await runCalibrateCommand(['--manifest', 'contests.json', '--out', 'report.md'], console) // 0
 */
export const runCalibrateCommand = async (
  args: readonly string[],
  out: Output,
  baseDir = process.env.INIT_CWD ?? process.cwd(),
): Promise<number> => {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        manifest: { type: 'string' },
        data: { type: 'string' },
        backtest: { type: 'string' },
        until: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (values.help || values.manifest === undefined) {
      ;(values.help ? out.log : out.error)(usage)
      return values.help ? 0 : 2
    }
    let backtest: BacktestArgs | undefined
    if (values.backtest !== undefined) {
      const parsed = backtestArgsSchema.safeParse({
        '--backtest': values.backtest,
        '--until': values.until ?? backtestRun.until,
      })
      if (!parsed.success) {
        out.error(`Refused: ${prettifyError(parsed.error)}`)
        return 1
      }
      backtest = { days: parsed.data['--backtest'], until: parsed.data['--until'] }
    }
    const manifestPath = resolve(baseDir, values.manifest)
    const manifest = calibrationManifestSchema.parse(
      JSON.parse(await readInput(manifestPath, '--manifest')),
    )
    const dataDir =
      values.data === undefined ? dirname(manifestPath) : resolve(baseDir, values.data)
    const contests = await readContests(dataDir, manifest)
    const scales = manifest.errorScales.includes(0)
      ? manifest.errorScales
      : [0, ...manifest.errorScales]
    const started = performance.now()
    const trials = fitErrorScale(contests, scales, manifest, (trial) =>
      out.log(
        `error scale ${trial.errorScale}: largest cash-bin gap ${trial.worstCashGap.toFixed(1)}, ` +
          `cash line percentiles ${trial.contests.map((c) => c.cashLinePercentile.toFixed(0)).join(', ')} ` +
          `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
      ),
    )
    const sections = backtest === undefined ? [] : [await backtestSection(backtest, out)]
    const report = calibrationReport(trials, {
      iterations: manifest.iterations,
      command: `npm run calibrate -- ${args.join(' ')}`,
      sections,
    })
    if (values.out === undefined) out.log(report)
    else await writeFile(resolve(baseDir, values.out), `${report}\n`)
    out.log(`Fitted error scale ${trials[0]?.errorScale ?? 0}`)
    return 0
  } catch (error) {
    return cliFailure(error, out, usage, '--manifest')
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCalibrateCommand(process.argv.slice(2), console)
}
