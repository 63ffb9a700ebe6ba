/**
 * Correlation targets estimated from the store's box scores: for every finished game of the
 * sport in the year before a slate, players get their roles (depth by season average points)
 * and each pair of roles (QB–WR1 teammates, DST–opposing QB…, every pair of the sport's roles
 * and its players beyond the depth chart: `withEveryRolePair`) contributes one sample of the
 * two players' fantasy points on the site. A target keeps the engine's typical value when
 * fewer than `minSamples` games show the pair (a store of imported files only, a new season).
 */
import { gameRoles, type GameLine } from '@slatelab/engine/correlations/game-lines'
import { pearson } from '@slatelab/engine/correlations/pearson'
import { rolePairSamples } from '@slatelab/engine/correlations/role-pair-samples'
import {
  targetKey,
  withEveryRolePair,
  type CorrelationTarget,
} from '@slatelab/engine/simlabs/correlation-targets'
import type { DbOrTx } from '../../db/database'
import { listGameLines } from '../../db/repositories/game-lines'
import { listGolfResiduals, type GolfResidual } from '../../db/repositories/golf-residuals'
import { estimateWaveCorrelation, wavesOfTeeTimes } from '@slatelab/engine/simlabs/wave-correlation'
import { defaultTargetsOf } from './correlation-roles'

/** A target with the number of game samples its correlation was estimated from (0: typical). */
export type EstimatedTarget = CorrelationTarget & { readonly samples: number }

const round3 = (value: number) => Math.round(value * 1000) / 1000

/**
 * Estimates each target of `targets` from `lines` (a sport's finished games). Pure.
 * @example estimateTargets(sportIds.NFL, lines, nflCorrelationTargets, 40)[0] // { roles: ['QB', 'WR1'], relation: 'teammate', correlation: 0.41, samples: 612 }
 */
export const estimateTargets = (
  sportId: number,
  lines: readonly GameLine[],
  targets: readonly CorrelationTarget[],
  minSamples: number,
): readonly EstimatedTarget[] => {
  const samples = rolePairSamples(lines, gameRoles(sportId, lines), targets)
  return targets.map((target, index) => {
    const sample = samples[index]
    const count = sample?.xs.length ?? 0
    return sample !== undefined && count >= minSamples
      ? { ...target, correlation: round3(pearson(sample.xs, sample.ys)), samples: count }
      : { ...target, samples: 0 }
  })
}

const historyDays = 365
// Below this many games a pair's correlation is too noisy to beat a typical value (±0.15 at 40).
const defaultMinSamples = 40

/**
 * The targets for a slate of `sportId` on `siteId` starting at `before`, from the store's
 * finished games of the year before.
 * @example await historicalTargets(db, { sportId: 1, siteId: 4, before: slate.startsAt })
 */
export const historicalTargets = async (
  db: DbOrTx,
  options: {
    readonly sportId: number
    readonly siteId: number
    readonly before: Date
    readonly minSamples?: number
  },
): Promise<readonly EstimatedTarget[]> => {
  const targets = withEveryRolePair(options.sportId, defaultTargetsOf(options.sportId))
  if (targets.length === 0) return []
  const since = new Date(options.before.getTime() - historyDays * 86_400_000)
  const lines = await listGameLines(db, {
    sportId: options.sportId,
    siteId: options.siteId,
    from: since,
    before: options.before,
  })
  return estimateTargets(options.sportId, lines, targets, options.minSamples ?? defaultMinSamples)
}

/**
 * The store's estimates with the targets a user applied from a correlation view on top: an
 * applied pair of roles replaces the estimate of the same pair; the others stay.
 * @example withAppliedTargets(estimated, [{ roles: ['QB', 'WR1'], relation: 'teammate', correlation: 0.6 }])
 */
export const withAppliedTargets = (
  estimated: readonly CorrelationTarget[],
  applied: readonly CorrelationTarget[],
): readonly CorrelationTarget[] => {
  const appliedKeys = new Set(applied.map(targetKey))
  return [...estimated.filter((target) => !appliedKeys.has(targetKey(target))), ...applied]
}

/** The same-wave correlation where the store has too few finished golf slates to measure it. */
export const typicalWaveCorrelation = 0.05
const minWaveEvents = 10

/**
 * The correlation of two golfers of one round-one tee-time wave on `siteId`, from the store's
 * finished golf slates of the year before `before`; the typical value below `minWaveEvents`.
 * @example (await historicalWaveCorrelation(db, { siteId: 4, before })).correlation // 0.048
 */
export const historicalWaveCorrelation = async (
  db: DbOrTx,
  options: { readonly siteId: number; readonly before: Date },
): Promise<{ readonly correlation: number; readonly events: number }> => {
  const rows = await listGolfResiduals(db, {
    siteId: options.siteId,
    from: new Date(options.before.getTime() - historyDays * 86_400_000),
    before: options.before,
  })
  const bySlate = new Map<number, GolfResidual[]>()
  for (const row of rows)
    bySlate.set(row.contestGroupId, [...(bySlate.get(row.contestGroupId) ?? []), row])
  const estimate = estimateWaveCorrelation(
    [...bySlate.values()].map((golfers) => {
      const waves = wavesOfTeeTimes(golfers.map((golfer) => golfer.teeTime))
      return golfers.map((golfer, index) => ({
        wave: waves[index] ?? 0,
        residual: golfer.residual,
      }))
    }),
  )
  return estimate.events >= minWaveEvents
    ? { correlation: round3(estimate.correlation), events: estimate.events }
    : { correlation: typicalWaveCorrelation, events: 0 }
}
