/**
 * `npm run calibrate -- --manifest <contests JSON> [--data <dir>] [--out <markdown>]`
 *
 * Simulates real contests' own entries from their slates' projection tables at several
 * projection-error scales, fits the scale, and writes the report (docs/simlabs-calibration.md).
 * The manifest's file paths are relative to `--data` (default: the manifest's folder).
 */
import { writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import GLPK from 'glpk.js/node'
import { cliFailure, readInput } from '../csv/import-error'
import { parsePayouts, type PayoutBand } from '../features/contests'
import type { CalibrationContest } from '../features/simlabs'
import { fitErrorScale } from '../features/simlabs'
import { calibrationManifestSchema, type CalibrationManifest } from '../features/simlabs'
import { calibrationReport } from '../features/simlabs'
import { optimizerLineups } from '../features/simlabs'
import { parseProjectionsWithActuals } from '../features/simlabs'

type Output = Pick<Console, 'log' | 'error'>

const usage =
  'Usage: npm run calibrate -- --manifest <contests JSON> [--data <dir of its files>] [--out <markdown file>]'

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
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
    if (values.help || values.manifest === undefined) {
      ;(values.help ? out.log : out.error)(usage)
      return values.help ? 0 : 2
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
    const report = calibrationReport(trials, {
      iterations: manifest.iterations,
      command: `npm run calibrate -- ${args.join(' ')}`,
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
