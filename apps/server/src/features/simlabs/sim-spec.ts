/**
 * A simulation as plain JSON: what a job stores and sends to a worker thread or a BullMQ
 * worker. The field is either listed (a contest's stored entries) or described (players,
 * format, contest and seed for `generateField`), so a spec stays small and any worker builds
 * the same `SimulationInput` from it.
 */
import { createRng } from '@slatelab/engine/rng'
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import {
  correlationPairSchema,
  type CorrelationPair,
} from '@slatelab/engine/simlabs/correlation-targets'
import { correlatedNormals } from '@slatelab/engine/simlabs/outcome-sampler'
import { simPlayerSchema } from '@slatelab/engine/simlabs/player-outcomes'
import {
  simulationInputSchema,
  type SimulationInput,
} from '@slatelab/engine/simlabs/simulation-input'
import { informedOutcome, type InformedPlayer } from '@slatelab/world/fields/crowd-view'
import {
  fieldContestSchema,
  fieldPlayerSchema,
  lineupFormatSchema,
} from '@slatelab/world/fields/field-input'
import { generateField } from '@slatelab/world/fields/generate-field'
import { viewsFromOwnership, withOwnershipError } from '@slatelab/world/fields/ownership-error'
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

type GeneratedSpecField = Extract<SpecField, { readonly kind: 'generated' }>

/**
 * A described field and the players as the simulation sees them against it. When the players'
 * projections carry an error, the field's ownership misses its projection as real fields' do,
 * following the crowd's view of each player (one draw from `<seed>:crowd-view`, correlated as
 * the players' points are: the field likes a game's players together, and is right about them
 * together), and each player's mean moves with the part of that view that is right
 * (`informedOutcome`), so the field knows as much as real fields do; with exact projections the
 * field plays the projected ownership and the players stay as they are.
 * @example generatedField({ kind: 'generated', players, format, contest, seed: 'job-1:field' }, simPlayers, correlations).lineups.length // contestSize × roster size
 */
export const generatedField = <P extends InformedPlayer>(
  field: GeneratedSpecField,
  players: readonly P[],
  correlations: readonly CorrelationPair[],
): { readonly lineups: Int32Array; readonly players: readonly P[] } => {
  const withError = players.some((player) => (player.projectionErrorSd ?? 0) > 0)
  const views = withError
    ? correlatedNormals(players.length, correlations, createRng(`${field.seed}:crowd-view`))
    : new Float64Array(players.length)
  const seen = withError
    ? withOwnershipError(
        field.players,
        createRng(`${field.seed}:ownership-error`),
        field.players.map((player) => views[player.playerId] ?? 0),
      )
    : field.players
  const lineups = generateField({
    ...field.format,
    slatePlayers: seen,
    contest: field.contest,
    rng: createRng(field.seed),
  }).lineups.map((index) => field.players[index]?.playerId ?? 0)
  return {
    lineups,
    players: players.map((player, index) => informedOutcome(player, views[index] ?? 0)),
  }
}

type EntriesSpecField = Extract<SpecField, { readonly kind: 'entries' }>

/**
 * A listed field and the players as the simulation sees them against it. Its entries are
 * known, so its ownership says what the crowd's view of each player was
 * (`viewsFromOwnership`): a player the field held above his projected share moves up by what
 * that view knows (`informedOutcome`), as in a generated field, and his projection error keeps
 * what it does not. With exact projections the players stay as they are.
 * @example storedField({ kind: 'entries', lineups }, simPlayers, 9).players[0]?.projection // moved by the field's view of him
 */
export const storedField = <P extends InformedPlayer & { readonly projectedOwnership: number }>(
  field: EntriesSpecField,
  players: readonly P[],
  rosterSize: number,
): { readonly lineups: Int32Array; readonly players: readonly P[] } => {
  const lineups = Int32Array.from(field.lineups)
  if (!players.some((player) => (player.projectionErrorSd ?? 0) > 0)) return { lineups, players }
  const holders = new Array<number>(players.length).fill(0)
  for (const index of lineups) holders[index] = (holders[index] ?? 0) + 1
  const { views, known } = viewsFromOwnership(
    players.map((player) => player.projectedOwnership),
    holders,
    Math.floor(lineups.length / rosterSize),
  )
  return {
    lineups,
    players: players.map((player, index) =>
      informedOutcome(player, views[index] ?? 0, known[index] ?? 0),
    ),
  }
}

/**
 * The engine's input of a spec (generating the field when it is described). Deterministic:
 * every worker gets the same input from the same spec.
 * @example simulateShard(materializeSpec(spec), 0, 1000)
 */
export const materializeSpec = (spec: SimSpec): SimulationInput => {
  const field =
    spec.field.kind === 'entries'
      ? storedField(spec.field, spec.players, spec.rosterSlots.length)
      : generatedField(spec.field, spec.players, spec.correlations)
  return simulationInputSchema.parse({
    players: field.players,
    correlations: spec.correlations,
    rosterSlots: spec.rosterSlots,
    captainPointsMultiplier: spec.captainPointsMultiplier,
    fieldLineups: field.lineups,
    userLineups: Int32Array.from(spec.userLineups),
    entryFee: spec.entryFee,
    payouts: spec.payouts,
    iterations: spec.iterations,
    seed: spec.seed,
  })
}
