/**
 * What a contest simulation reports: per user lineup its score distribution and returns, per
 * player how often he was in the iteration's best lineup and how the top 1 % rostered him.
 */
import { dollarsSchema, percentSchema, pointsSchema } from '@slatelab/domain'
import { z } from 'zod'

/**
 * One user lineup over all iterations. `winPct` counts iterations in which no entry scored
 * more (a tie for first counts as a win, its prize is split); `cashPct` iterations with any
 * prize; `roiPct` is (expected payout − fee) / fee × 100; `fieldDuplicates` the field entries
 * with the same lineup.
 * @example lineupResultSchema.parse({ meanPoints: 142.3, sdPoints: 28.1, winPct: 0.02, top1Pct: 1.9, cashPct: 24.5, expectedPayout: 18.4, roiPct: -8, fieldDuplicates: 0, scoreHistogram: [] })
 */
export const lineupResultSchema = z
  .object({
    meanPoints: pointsSchema,
    sdPoints: pointsSchema,
    winPct: percentSchema,
    top1Pct: percentSchema,
    cashPct: percentSchema,
    expectedPayout: dollarsSchema,
    roiPct: z.number(),
    fieldDuplicates: z.number().int().nonnegative(),
    /** Iterations whose score fell in each bin of the result's `scoreBins`. */
    scoreHistogram: z.array(z.number().int().nonnegative()).readonly(),
  })
  .readonly()
export type LineupResult = z.infer<typeof lineupResultSchema>

/**
 * One player over all iterations. `simOptimalPct`: iterations in which he was in the
 * highest-scoring lineup among the field and the user's lineups (any of them on a tie);
 * `top1OwnershipPct`: his share of the entries that finished in the top 1 %; `leveragePct`:
 * that share minus `projectedOwnership` (percentage points). All count him in any slot.
 *
 * With a captain slot (single-game slates) the same as captain: `simOptimalCaptainPct`
 * iterations in which he captained a highest-scoring lineup, `top1CaptainOwnershipPct` his
 * share as captain of the top 1 %'s entries, `fieldCaptainOwnershipPct` of the field's
 * entries; `null` on a roster without a captain slot.
 * @example playerResultSchema.parse({ meanPoints: 18.2, simOptimalPct: 12.5, top1OwnershipPct: 31, projectedOwnership: 22, leveragePct: 9, simOptimalCaptainPct: null, top1CaptainOwnershipPct: null, fieldCaptainOwnershipPct: null })
 */
export const playerResultSchema = z
  .object({
    meanPoints: pointsSchema,
    simOptimalPct: percentSchema,
    top1OwnershipPct: percentSchema,
    projectedOwnership: percentSchema,
    leveragePct: z.number(),
    simOptimalCaptainPct: percentSchema.nullable(),
    top1CaptainOwnershipPct: percentSchema.nullable(),
    fieldCaptainOwnershipPct: percentSchema.nullable(),
  })
  .readonly()
export type PlayerResult = z.infer<typeof playerResultSchema>

/**
 * The bins of the lineups' score histograms: bin i holds scores from `fromPoints + i ·
 * binPoints`; the first and last bins also hold the scores beyond them.
 * @example scoreBinsSchema.parse({ fromPoints: 0, binPoints: 3, count: 100 })
 */
export const scoreBinsSchema = z
  .object({
    fromPoints: z.number(),
    binPoints: z.number().positive(),
    count: z.number().int().positive(),
  })
  .readonly()

/**
 * A simulation's result: the contest simulated (field plus user lineups), the prize pool it
 * pays, the mean score of the last paid place, the histogram bins, and the lineups and players
 * in input order.
 * @example simulationResultSchema.parse({ iterations: 10000, entryCount: 20150, prizePool: 340000, meanCashLine: 141.2, scoreBins: { fromPoints: 0, binPoints: 3, count: 100 }, lineups: [], players: [] })
 */
export const simulationResultSchema = z
  .object({
    iterations: z.number().int().nonnegative(),
    entryCount: z.number().int().nonnegative(),
    prizePool: dollarsSchema,
    meanCashLine: pointsSchema.nullable(),
    scoreBins: scoreBinsSchema,
    lineups: z.array(lineupResultSchema).readonly(),
    players: z.array(playerResultSchema).readonly(),
  })
  .readonly()
export type SimulationResult = z.infer<typeof simulationResultSchema>
