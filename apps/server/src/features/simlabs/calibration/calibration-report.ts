/**
 * docs/simlabs-calibration.md as the calibration command writes it: how it was made, the fit
 * over error scales, and per contest the cash line, the reliability tables and the largest
 * multi-entry users at the fitted scale and with projections taken as exact.
 */
import type { ContestCalibration, OptimizerComparison } from './calibrate-contest'
import { minBinEntries, type ScaleTrial } from './calibration-fit'
import { markdownTable } from './markdown-table'
import type { ReliabilityBin } from './reliability'

const one = (value: number) => value.toFixed(1)
const two = (value: number) => value.toFixed(2)

const reliabilityRows = (bins: readonly ReliabilityBin[], digits: (value: number) => string) =>
  bins.map((bin) => [
    `${bin.fromPct}–${bin.toPct} %`,
    String(bin.entries),
    digits(bin.meanForecastPct),
    digits(bin.actualPct),
    digits(bin.actualPct - bin.meanForecastPct),
  ])

const reliabilityHeader = ['simulated chance', 'entries', 'mean simulated %', 'actual %', 'gap']

type Labelled = { readonly label: string; readonly result: ContestCalibration }

const contestSection = (runs: readonly Labelled[]): string => {
  const [first] = runs
  if (first === undefined) return ''
  const { result } = first
  const accuracy = Object.entries(result.accuracy.byPosition)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([position, fit]) => [
      position,
      String(fit.count),
      `${two(fit.measuredSlope)} ± ${two(fit.slopeSe)}`,
      two(fit.slope),
      one(fit.intercept),
      one(fit.rmse),
      two(fit.spreadScale),
      two(fit.spreadSlope),
    ])
  const tablesOf = (
    title: string,
    pick: (run: ContestCalibration) => readonly ReliabilityBin[],
    digits: (value: number) => string,
  ) =>
    runs.flatMap((run) => [
      `### ${title}: ${run.label}`,
      '',
      markdownTable(reliabilityHeader, reliabilityRows(pick(run.result), digits)),
      '',
    ])
  return [
    `## ${result.name}`,
    '',
    `${result.entries} entries simulated (${result.entriesWithoutLineup} without a lineup left out), ` +
      `${result.paidPlaces} paid places. ${result.unprojectedPlayers.length} drafted players had no ` +
      `projection and were simulated at 0 points. The source's accuracy was measured ` +
      `${result.accuracyOutOfSample ? 'on other slates (out of sample)' : 'on this slate itself (in sample: no other table of this source exists)'}:`,
    '',
    markdownTable(
      [
        'position',
        'players',
        'measured slope',
        'slope used',
        'intercept',
        'RMSE',
        'band scale',
        'band slope',
      ],
      accuracy,
    ),
    '',
    markdownTable(
      ['', ...runs.map((run) => run.label)],
      [
        ['actual cash line', ...runs.map((run) => one(run.result.actualCashLine))],
        ['mean simulated cash line', ...runs.map((run) => one(run.result.meanSimulatedCashLine))],
        ['percentile of the actual line', ...runs.map((run) => one(run.result.cashLinePercentile))],
      ],
    ),
    '',
    ...tablesOf('Cash', (run) => run.cash, one),
    ...tablesOf('Top 1 %', (run) => run.top1, two),
    '### The 50 largest multi-entry users (ROI %)',
    '',
    markdownTable(
      ['user', 'entries', ...runs.map((run) => `simulated, ${run.label}`), 'actual'],
      result.users.map((user, index) => [
        user.user,
        String(user.entries),
        ...runs.map((run) => one(run.result.users[index]?.simulatedRoiPct ?? 0)),
        one(user.actualRoiPct),
      ]),
    ),
  ].join('\n')
}

// The optimizer's lineups in each contest: simulated at every scale, then what they won.
const optimizerSection = (byScale: readonly ScaleTrial[]): readonly string[] => {
  const [first] = byScale
  const compared = first?.contests.flatMap((contest) => contest.optimizer ?? []) ?? []
  if (first === undefined || compared.length === 0) return []
  const cells = (optimizer: OptimizerComparison | undefined, actual: boolean) =>
    optimizer === undefined
      ? ['', '']
      : actual
        ? [one(optimizer.actualRoiPct), one(optimizer.actualCashPct)]
        : [one(optimizer.simulatedRoiPct), one(optimizer.simulatedCashPct)]
  return [
    "## The optimizer's lineups",
    '',
    `${compared[0]?.lineups ?? 0} lineups built by the optimizer from each slate's projection table ` +
      "(the product's default settings), entered into the real contest beside its entries: " +
      'their mean ROI and cash rate as simulated at each error scale, and as their actual points ' +
      'finish among the real entries. One slate is one draw of what its lineups could win: an ' +
      "actual ROI is evidence, not a measurement of the simulation's error.",
    '',
    markdownTable(
      ['error scale', ...first.contests.flatMap((contest) => [`${contest.name}: ROI %`, 'cash %'])],
      [
        ...byScale.map((trial) => [
          String(trial.errorScale),
          ...trial.contests.flatMap((contest) => cells(contest.optimizer, false)),
        ]),
        ['actual', ...first.contests.flatMap((contest) => cells(contest.optimizer, true))],
      ],
    ),
    '',
  ]
}

/**
 * The report's markdown; `trials` best first, one of them at scale 0. `sections` (the
 * demo-world backtest's) go after the optimizer's lineups, before the contests' details.
 * @example calibrationReport(trials, { iterations: 2000, command: 'npm run calibrate -- …' })
 */
export const calibrationReport = (
  trials: readonly ScaleTrial[],
  run: {
    readonly iterations: number
    readonly command: string
    readonly sections?: readonly string[]
  },
): string => {
  const [best] = trials
  const exact = trials.find((trial) => trial.errorScale === 0)
  if (best === undefined || exact === undefined)
    throw new Error('the fit needs scale 0 among its trials')
  const byScale = [...trials].sort((a, b) => a.errorScale - b.errorScale)
  return [
    '# SimLabs calibration against real contests',
    '',
    `Written by \`${run.command}\` (apps/server/src/features/simlabs/calibration/); do not edit by hand.`,
    '',
    "Each contest's own entries are simulated together (every entry tracked, " +
      `${run.iterations} iterations) from the projection table of its slate; the standings say what ` +
      'happened. A calibrated simulation puts each reliability bin on the diagonal: of the entries ' +
      'given a 20–30 % chance to cash, 20–30 % cashed. The projection error scale s moves every ' +
      "player's mean to a + (1 − s(1 − b)) · projection (a, b: the fit of actual on projected points by " +
      'position, s·a of the intercept) and adds the remaining uncertainty of that mean; s = 0 takes the ' +
      'projections as exact. The fitted scale is the one whose largest cash-bin gap (bins of at ' +
      `least ${minBinEntries} entries) is smallest.`,
    '',
    '## Fit',
    '',
    markdownTable(
      [
        'error scale',
        'largest cash-bin gap',
        'mean cash-bin gap',
        ...best.contests.map((contest) => `cash line percentile: ${contest.name}`),
      ],
      byScale.map((trial) => [
        trial.errorScale === best.errorScale ? `**${trial.errorScale}**` : String(trial.errorScale),
        one(trial.worstCashGap),
        one(trial.meanCashGap),
        ...trial.contests.map((contest) => one(contest.cashLinePercentile)),
      ]),
    ),
    '',
    `Fitted scale: **${best.errorScale}** — largest cash-bin gap ${one(best.worstCashGap)} points ` +
      `(${best.worstCashGap <= 5 ? 'within' : 'outside'} ±5); with projections exact ${one(exact.worstCashGap)}.`,
    '',
    ...optimizerSection(byScale),
    ...(run.sections ?? []),
    ...best.contests.map((contest, index) =>
      contestSection([
        { label: `error scale ${best.errorScale}`, result: contest },
        ...(best.errorScale === 0
          ? []
          : [{ label: 'projections exact', result: exact.contests[index] ?? contest }]),
      ]),
    ),
  ].join('\n')
}
