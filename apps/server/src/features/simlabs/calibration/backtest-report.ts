/**
 * The demo-world backtest's section of docs/simlabs-calibration.md: per sport and over all
 * slates, the predicted against the realised ROI and the share of slates inside their 90 %
 * interval, against the goals; then every slate.
 */
import { markdownTable } from './markdown-table'
import { spreadLevels, type SpreadLevel } from './slate-placement'
import { summarizeBacktest, type BacktestSlate } from './demo-backtest'

const one = (value: number) => value.toFixed(1)

const levelLabels: Readonly<Record<SpreadLevel, string>> = {
  player: 'players',
  team: 'teams',
  game: 'games',
  slate: 'slates',
  lineup: "the optimizer's lineups",
  fieldLineup: "the field's lineups",
}

// Issue 30's goals: the mean realised ROI within 10 points of the predicted one, and 85–95 %
// of slates inside their simulated 90 % interval.
const roiGoal = 10
const coverageGoal = [85, 95] as const

const verdict = (slates: readonly BacktestSlate[]) => {
  const summary = summarizeBacktest(slates)
  const gap = summary.realisedRoi - summary.predictedRoi
  const covered = summary.coveragePct >= coverageGoal[0] && summary.coveragePct <= coverageGoal[1]
  return { summary, gap, met: Math.abs(gap) <= roiGoal && covered }
}

/**
 * The section's markdown.
 * @example backtestReport(slates, { lineups: 150, iterations: 1000, largestContest: 20000 })
 */
export const backtestReport = (
  slates: readonly BacktestSlate[],
  run: { readonly lineups: number; readonly iterations: number; readonly largestContest: number },
): string => {
  // Means of nothing would read as a 0 % ROI.
  if (slates.length === 0) {
    return '## Demo-world backtest\n\nNo finished main slate was found before the given day.\n'
  }
  const sports = [...new Set(slates.map((slate) => slate.sport))]
  const groups = [
    ...sports.map((sport) => ({
      label: sport,
      slates: slates.filter((slate) => slate.sport === sport),
    })),
    { label: '**all**', slates },
  ].map((group) => ({ ...group, ...verdict(group.slates) }))
  return [
    '## Demo-world backtest',
    '',
    `${run.lineups} lineups of the optimizer (default settings) on each finished main slate of ` +
      'the demo world (DraftKings and FanDuel classic), simulated before lock as SimLabs does by ' +
      "default: the slate's projections moved by their error as measured on every finished " +
      'classic slate of the sport and site in the 60 days before (each player-game once, from ' +
      '200 players; a typical source before) with what the salaries add, a ' +
      'field generated from projected ownership, the role correlations, ' +
      `${run.iterations} iterations. The contest is the slate's largest tournament up to ` +
      `${run.largestContest.toLocaleString('en-US')} entries. Realised: the lineups' actual ` +
      "points ranked among the contest's stored field (drawn as the seeder draws it, with the " +
      "slate's ownership error) at the same size. The interval is the 5th to 95th percentile of " +
      "the lineups' ROI together over the iterations. Goals: mean realised ROI within " +
      `±${roiGoal} points of the mean predicted, ${coverageGoal[0]}–${coverageGoal[1]} % of slates ` +
      'inside their interval. One slate is one draw from its simulated distribution, which ' +
      'spreads over hundreds of points in a top-heavy tournament: the sampling error is the ' +
      'standard error the mean gap would have if every simulated distribution were exactly ' +
      'right (√(Σ sd²) / slates), and a gap within twice it is what chance alone gives one time ' +
      "in twenty. The realised percentile is where each slate's realised ROI falls among its " +
      'simulated ones, averaged: 50 when SimLabs is neither optimistic nor pessimistic. After ' +
      'lock, the same lineups are simulated against the stored field itself, as SimLabs ' +
      "simulates a contest whose entries it holds (reading the field's view from its " +
      "ownership): only the players' points are left to chance, so its percentile checks the " +
      'player model apart from the field model.',
    '',
    markdownTable(
      [
        'sport',
        'slates',
        'predicted ROI %',
        'realised ROI %',
        'gap',
        'sampling error',
        'realised percentile',
        'after lock: predicted ROI %',
        'after lock: realised percentile',
        'inside 90 % interval',
        'predicted cash %',
        'realised cash %',
        'goals',
      ],
      groups.map((group) => {
        const { summary, gap, met } = group
        return [
          group.label,
          String(summary.slates),
          one(summary.predictedRoi),
          one(summary.realisedRoi),
          one(gap),
          `± ${one(summary.gapSe)}${Math.abs(gap) <= 2 * summary.gapSe ? '' : ' (gap past 2×)'}`,
          one(summary.meanPercentile),
          one(summary.afterLockRoi),
          one(summary.afterLockPercentile),
          `${one(summary.coveragePct)} %`,
          one(summary.predictedCash),
          one(summary.realisedCash),
          met ? 'met' : '**missed**',
        ]
      }),
    ),
    '',
    "### The players' tails (after lock)",
    '',
    'Every player of each slate placed among 1,000 draws of his simulated points after lock ' +
      '(against the stored field, its view read): calibrated, 5 % land above their 95th ' +
      'percentile, 1 % above their 99th and 5 % below their 5th (a 0 among simulated zeros ' +
      "counts as their middle). A GPP is won by the slate's few huge games, so a right tail " +
      "thinner than the players' makes its top look reachable too often.",
    '',
    markdownTable(
      ['sport', 'players', 'above 95th %', 'above 99th %', 'below 5th %'],
      groups.map((group) => {
        const { tails } = group.summary
        const share = (count: number) => `${one((count / Math.max(1, tails.players)) * 100)} %`
        return [
          group.label,
          tails.players.toLocaleString('en-US'),
          share(tails.above95),
          share(tails.above99),
          share(tails.below5),
        ]
      }),
    ),
    '',
    '### Players, teams, games, the slate and whole lineups together (after lock)',
    '',
    "Each player, and the sums of each team's, game's and the slate's players weighed by the " +
      "share of the stored field's lineups that hold each, placed among 1,000 draws after lock: " +
      'calibrated, the squared misses of the simulated means add up to the simulated variance ' +
      '(a ratio of 1) and 10 % of them land outside their 90 % interval. A ratio that grows ' +
      'from players to teams, games and the slate would say their misses are shared more than ' +
      "simulated, and ask for a shared error term; the slate row is the field's mean lineup. " +
      `Each of the optimizer's ${run.lineups} lineups, and as many of the stored field's evenly ` +
      "spaced, is placed the same way: a lineup's spread decides how often it reaches the top, " +
      'and a ratio below 1 there says its total is simulated wider than it plays.',
    '',
    markdownTable(
      [
        'sport',
        ...spreadLevels.map(
          (level) => `${levelLabels[level]}: count, variance ratio, outside 90 %`,
        ),
      ],
      groups.map((group) => [
        group.label,
        ...spreadLevels.map((level) => {
          const counts = group.summary.spreads[level]
          const ratio = counts.squaredMisses / Math.max(1e-9, counts.simulatedVariance)
          const outside = (counts.outside90 / Math.max(1, counts.groups)) * 100
          return `${counts.groups.toLocaleString('en-US')}, ${ratio.toFixed(2)}, ${one(outside)} %`
        }),
      ]),
    ),
    '',
    '### Every slate',
    '',
    markdownTable(
      [
        'day',
        'sport',
        'slate',
        'contest',
        'entries',
        'predicted ROI %',
        '90 % interval',
        'realised ROI %',
        'realised percentile',
        'after lock: predicted ROI %',
        'after lock: realised percentile',
        'predicted cash %',
        'realised cash %',
        'error',
      ],
      slates.map((slate) => [
        slate.day,
        slate.sport,
        slate.slate,
        slate.contest,
        slate.entries.toLocaleString('en-US'),
        one(slate.predictedRoi),
        `${one(slate.low)} … ${one(slate.high)}`,
        one(slate.realisedRoi),
        one(slate.realisedPercentile),
        one(slate.afterLockRoi),
        one(slate.afterLockPercentile),
        one(slate.predictedCash),
        one(slate.realisedCash),
        slate.measuredError ? 'measured' : 'typical',
      ]),
    ),
    '',
  ].join('\n')
}
