/**
 * What contest analytics reads (SPEC §3 "Contest data"): a contest's payout table, its entries
 * with final ranks, points and lineups, and the players' actual points. Parse at the boundary
 * (importer, store); `analyzeContest` trusts the type and does not parse again.
 */
import { dollarsSchema, idSchema, pointsSchema } from '@slatelab/domain'
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'
import { z } from 'zod'
import { isCaptainSlot } from './roster-slots'

/**
 * One slot of a lineup: the site's roster slot name (`QB`, `RB1`, `FLEX`, `CPT`) and the
 * player in it. A site that gives the captain his own player id is mapped to the player's id
 * by the importer, so captain and flex rows of a player share `playerId`.
 * @example lineupSlotSchema.parse({ rosterSlot: 'CPT', playerId: 7 })
 */
export const lineupSlotSchema = z
  .object({ rosterSlot: z.string().trim().min(1), playerId: idSchema })
  .readonly()
export type LineupSlot = z.infer<typeof lineupSlotSchema>

/**
 * A lineup: its slots in the site's order. A player may fill one captain slot and one other
 * slot at most, never two of the same kind.
 * @example lineupSchema.parse([{ rosterSlot: 'CPT', playerId: 7 }, { rosterSlot: 'FLEX', playerId: 9 }])
 */
export const lineupSchema = z
  .array(lineupSlotSchema)
  .min(1)
  .readonly()
  .superRefine((slots, ctx) => {
    const seen = new Set<string>()
    slots.forEach((slot, index) => {
      const key = `${slot.playerId}:${isCaptainSlot(slot.rosterSlot) ? 'captain' : 'flex'}`
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `Player ${slot.playerId} fills two slots of the same kind`,
          path: [index, 'playerId'],
        })
      }
      seen.add(key)
    })
  })
export type Lineup = z.infer<typeof lineupSchema>

/**
 * One entry of the final standings. `rank` is the site's rank: tied entries share the best
 * place of their group (1, 2, 2, 4). `userName` is the site handle without a `(3/150)` suffix.
 * @example contestEntrySchema.parse({ entryId: 4410023, userName: 'sharkbait', rank: 1, points: 212.4, lineup: [{ rosterSlot: 'QB', playerId: 7 }] })
 */
export const contestEntrySchema = z
  .object({
    entryId: z.number().int().nonnegative(),
    userName: z.string().min(1),
    rank: z.number().int().positive(),
    points: pointsSchema,
    lineup: lineupSchema,
  })
  .readonly()
export type ContestEntry = z.infer<typeof contestEntrySchema>

/**
 * What a player did on the slate: his fantasy points on the contest's site (`null` before his
 * game is played) and, in golf, whether he made the cut (absent elsewhere).
 * @example playerFactSchema.parse({ playerId: 7, actualPoints: 31.5, madeCut: true })
 */
export const playerFactSchema = z
  .object({
    playerId: idSchema,
    actualPoints: pointsSchema.nullable(),
    madeCut: z.boolean().optional(),
  })
  .readonly()
export type PlayerFact = z.infer<typeof playerFactSchema>

/**
 * A contest to analyse: entry fee in dollars, `contestSize` (the entries it takes), the payout
 * table, the final standings (entry ids unique) and the facts of the slate's players (ids
 * unique).
 * @example contestInputSchema.parse({ contestId: 1, entryCost: 5, contestSize: 10, payouts: [{ placeFrom: 1, placeTo: 1, payout: 40 }], entries: [], players: [] })
 */
export const contestInputSchema = z
  .object({
    contestId: idSchema,
    entryCost: dollarsSchema,
    contestSize: z.number().int().positive(),
    payouts: payoutTableSchema,
    entries: z.array(contestEntrySchema).readonly(),
    players: z.array(playerFactSchema).readonly(),
  })
  .readonly()
  .superRefine((contest, ctx) => {
    const entryIds = new Set<number>()
    contest.entries.forEach((entry, index) => {
      if (entryIds.has(entry.entryId)) {
        ctx.addIssue({
          code: 'custom',
          message: `Entry ${entry.entryId} appears twice`,
          path: ['entries', index, 'entryId'],
        })
      }
      entryIds.add(entry.entryId)
    })
    const playerIds = new Set<number>()
    contest.players.forEach((player, index) => {
      if (playerIds.has(player.playerId)) {
        ctx.addIssue({
          code: 'custom',
          message: `Player ${player.playerId} appears twice`,
          path: ['players', index, 'playerId'],
        })
      }
      playerIds.add(player.playerId)
    })
  })
export type ContestInput = z.infer<typeof contestInputSchema>
