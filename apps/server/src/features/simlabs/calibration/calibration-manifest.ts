/**
 * The contests a calibration run reads, as a JSON file: per contest its standings, projection
 * table, payouts (a payout table file, or "the top N win X") and other slates' tables of the
 * same source to measure its accuracy. Paths are relative to the manifest.
 */
import { z } from 'zod'

const pathSchema = z.string().min(1).max(500)

const contestSchema = z.object({
  name: z.string().min(1).max(100),
  sportId: z.number().int().min(1).max(10),
  format: z.string().min(1).max(40),
  entryFee: z.number().positive().max(100_000),
  standings: pathSchema,
  projections: pathSchema,
  payouts: z.union([
    pathSchema,
    z.object({
      paidPlaces: z.number().int().positive().max(10_000_000),
      prize: z.number().positive().max(10_000_000),
    }),
  ]),
  accuracyFrom: z.array(pathSchema).max(50).default([]),
})

/**
 * @example calibrationManifestSchema.parse({ contests: [{ name: 'Booster', sportId: 1, format: 'dk-nfl-classic', entryFee: 2, standings: 's.csv', projections: 'p.csv', payouts: { paidPlaces: 1250, prize: 20 } }] })
 */
export const calibrationManifestSchema = z.object({
  iterations: z.number().int().min(100).max(100_000).default(2000),
  seed: z.string().min(1).max(100).default('calibration'),
  errorScales: z.array(z.number().min(0).max(2)).min(1).max(20).default([0, 0.25, 0.5, 0.75, 1]),
  /** Lineups the optimizer builds from each slate's projections and enters into its contest. */
  optimizerLineups: z.number().int().min(0).max(500).default(150),
  contests: z.array(contestSchema).min(1).max(20),
})
export type CalibrationManifest = z.infer<typeof calibrationManifestSchema>
