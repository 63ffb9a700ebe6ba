/**
 * What a contest simulation reads: the slate's players and their correlations, the lineup
 * format, the field's and the user's lineups as flat index arrays, the contest's fee and payout
 * table, and the iterations and seed. Parse at the boundary; the simulator trusts the type.
 */
import { dollarsSchema } from '@slatelab/domain'
import { z } from 'zod'
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { correlationPairSchema } from './correlation-targets'
import { simPlayerSchema } from './player-outcomes'

/** Lineups index players through 16-bit rows (a captain row per player), so pools stay below this. */
export const maxSimPlayers = 32_767

// Any buffer, so a field in a SharedArrayBuffer reaches worker threads without a copy.
const int32ArraySchema = z.custom<Int32Array>((value) => value instanceof Int32Array, {
  message: 'Expected an Int32Array',
})

/**
 * A simulation. `fieldLineups` and `userLineups` hold `rosterSlots.length` player indexes per
 * lineup in slot order (a `GeneratedField`'s `lineups`, or an imported contest's entries); the
 * simulated contest is the field plus the user's lineups, paid by `payouts`. A captain slot
 * scores `captainPointsMultiplier` × the player's points.
 * @example simulationInputSchema.parse({ players, correlations: [], rosterSlots: ['QB', 'FLEX'], captainPointsMultiplier: 1.5, fieldLineups: Int32Array.of(0, 1), userLineups: Int32Array.of(1, 0), entryFee: 20, payouts: [{ placeFrom: 1, placeTo: 1, payout: 36 }], iterations: 10000, seed: 'sim-1' })
 */
export const simulationInputSchema = z
  .object({
    players: z.array(simPlayerSchema).min(1).max(maxSimPlayers).readonly(),
    correlations: z.array(correlationPairSchema).readonly(),
    rosterSlots: z.array(z.string().min(1)).min(1).readonly(),
    captainPointsMultiplier: z.number().positive(),
    fieldLineups: int32ArraySchema,
    userLineups: int32ArraySchema,
    entryFee: dollarsSchema,
    payouts: payoutTableSchema,
    iterations: z.number().int().positive(),
    seed: z.string().min(1),
  })
  .readonly()
  .superRefine((input, ctx) => {
    const size = input.rosterSlots.length
    const count = input.players.length
    for (const key of ['fieldLineups', 'userLineups'] as const) {
      const lineups = input[key]
      if (lineups.length % size !== 0) {
        ctx.addIssue({ code: 'custom', message: `Not whole lineups of ${size}`, path: [key] })
      } else if (lineups.some((player) => player < 0 || player >= count)) {
        ctx.addIssue({ code: 'custom', message: 'A lineup names an unknown player', path: [key] })
      }
    }
    input.correlations.forEach((pair, index) => {
      if (pair.a >= count || pair.b >= count) {
        ctx.addIssue({ code: 'custom', message: 'Unknown player', path: ['correlations', index] })
      }
    })
  })
export type SimulationInput = z.infer<typeof simulationInputSchema>
