/**
 * A simulation as plain JSON: what a job stores and sends to a worker thread or a BullMQ
 * worker. The field is either listed (a contest's stored entries) or described (players,
 * format, contest and seed for `generateField`), so a spec stays small and any worker builds
 * the same `SimulationInput` from it.
 */
import { createRng } from '@slatelab/engine/rng'
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { correlationPairSchema } from '@slatelab/engine/simlabs/correlation-targets'
import { simPlayerSchema } from '@slatelab/engine/simlabs/player-outcomes'
import {
  simulationInputSchema,
  type SimulationInput,
} from '@slatelab/engine/simlabs/simulation-input'
import {
  fieldContestSchema,
  fieldPlayerSchema,
  lineupFormatSchema,
} from '@slatelab/world/fields/field-input'
import { generateField } from '@slatelab/world/fields/generate-field'
import { z } from 'zod'

const playerIndexes = z.array(z.number().int().nonnegative()).readonly()

/**
 * The field of a spec. `generated`: `players[i].playerId` is the simulation player index of
 * field player i (players nobody enters are left out).
 */
export const specFieldSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('entries'), lineups: playerIndexes }).readonly(),
  z
    .object({
      kind: z.literal('generated'),
      players: z.array(fieldPlayerSchema).min(1).readonly(),
      format: lineupFormatSchema,
      contest: fieldContestSchema,
      seed: z.string().min(1),
    })
    .readonly(),
])
export type SpecField = z.infer<typeof specFieldSchema>

/** A simulation to run; `userLineups` and `field.lineups` are flat like the engine's. */
export const simSpecSchema = z
  .object({
    players: z.array(simPlayerSchema).min(1).readonly(),
    correlations: z.array(correlationPairSchema).readonly(),
    rosterSlots: z.array(z.string().min(1)).min(1).readonly(),
    captainPointsMultiplier: z.number().positive(),
    field: specFieldSchema,
    userLineups: playerIndexes,
    entryFee: z.number().nonnegative(),
    payouts: payoutTableSchema,
    iterations: z.number().int().positive(),
    seed: z.string().min(1),
  })
  .readonly()
export type SimSpec = z.infer<typeof simSpecSchema>

/**
 * The lineups of a described field, as simulation player indexes.
 * @example generatedFieldLineups({ kind: 'generated', players, format, contest, seed: 'job-1:field' }).length // contestSize × roster size
 */
export const generatedFieldLineups = (
  field: Extract<SpecField, { readonly kind: 'generated' }>,
): Int32Array =>
  generateField({
    ...field.format,
    slatePlayers: field.players,
    contest: field.contest,
    rng: createRng(field.seed),
  }).lineups.map((index) => field.players[index]?.playerId ?? 0)

const fieldLineupsOf = (field: SpecField): Int32Array =>
  field.kind === 'entries' ? Int32Array.from(field.lineups) : generatedFieldLineups(field)

/**
 * The engine's input of a spec (generating the field when it is described). Deterministic:
 * every worker gets the same input from the same spec.
 * @example simulateShard(materializeSpec(spec), 0, 1000)
 */
export const materializeSpec = (spec: SimSpec): SimulationInput =>
  simulationInputSchema.parse({
    players: spec.players,
    correlations: spec.correlations,
    rosterSlots: spec.rosterSlots,
    captainPointsMultiplier: spec.captainPointsMultiplier,
    fieldLineups: fieldLineupsOf(spec.field),
    userLineups: Int32Array.from(spec.userLineups),
    entryFee: spec.entryFee,
    payouts: spec.payouts,
    iterations: spec.iterations,
    seed: spec.seed,
  })
