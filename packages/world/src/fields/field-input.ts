/**
 * What the field generator reads: the slate's players with their projected ownership, the
 * lineup's roster slots, the salary cap, the site's extra lineup rules and the contest. Parse
 * at the boundary with these schemas; `generateField` trusts its input's types.
 */
import { percentSchema, pointsSchema, salarySchema } from '@slatelab/domain/units'
import { z } from 'zod'

/**
 * A player of the slate as the field sees him. `projectedOwnership` is the share of lineups
 * (percent) expected to roster him in a non-captain slot; `projectedCaptainOwnership` the share
 * with him as captain (single-game slates only). Over the slate the two sum to
 * roster size × 100 %. `teamKey` and `eventKey` feed the sites' team and game rules (and the
 * stacks optimizer users build). `projection` is the slate's projected points: optimizer
 * users build from noisy copies of it; without it every entrant builds from ownership alone.
 * @example fieldPlayerSchema.parse({ playerId: 7, salary: 7200, rosterPositions: ['RB', 'FLEX'], teamKey: 'PIT', eventKey: 'MIN@PIT', projectedOwnership: 31.5 })
 */
export const fieldPlayerSchema = z
  .object({
    playerId: z.number().int().nonnegative(),
    salary: salarySchema,
    rosterPositions: z.array(z.string().min(1)).min(1).readonly(),
    teamKey: z.string().min(1),
    eventKey: z.string().min(1),
    projectedOwnership: percentSchema,
    projectedCaptainOwnership: percentSchema.optional(),
    projection: pointsSchema.optional(),
  })
  .readonly()
export type FieldPlayer = z.infer<typeof fieldPlayerSchema>

/**
 * A site's lineup rules beyond slots and cap (shared/reference/dfs-rules.md §1): players from
 * at least `minTeams` teams, not counting `minTeamsExemptSlots` (DraftKings NHL counts skaters,
 * so the goalie's `G` is exempt), and `minGames` games; at most `maxPerTeam` players of one
 * team, not counting `maxPerTeamExemptSlots` (DraftKings MLB: at most 5 hitters, so `P`).
 * 0 means no rule.
 * @example lineupRulesSchema.parse({ minTeams: 2, minTeamsExemptSlots: [], minGames: 2, maxPerTeam: 0, maxPerTeamExemptSlots: [] })
 */
export const lineupRulesSchema = z
  .object({
    minTeams: z.number().int().nonnegative(),
    minTeamsExemptSlots: z.array(z.string().min(1)).readonly(),
    minGames: z.number().int().nonnegative(),
    maxPerTeam: z.number().int().nonnegative(),
    maxPerTeamExemptSlots: z.array(z.string().min(1)).readonly(),
  })
  .readonly()
export type LineupRules = z.infer<typeof lineupRulesSchema>

/**
 * The contest whose field is generated: its size, the most entries one user may enter, and
 * whether it is a cash game (double-up or 50/50), where multi-entrants repeat one lineup.
 * The fields match `StarterContest`, so a starter contest can be passed as it is.
 * @example fieldContestSchema.parse({ contestSize: 11764, multiEntryMax: 20, isDoubleUp: false, isFiftyFifty: false })
 */
export const fieldContestSchema = z
  .object({
    contestSize: z.number().int().positive(),
    multiEntryMax: z.number().int().positive(),
    isDoubleUp: z.boolean(),
    isFiftyFifty: z.boolean(),
  })
  .readonly()
export type FieldContest = z.infer<typeof fieldContestSchema>

/**
 * The format of a slate's lineups: its slots in upload order (a captain slot such as `CPT`
 * costs `captainSalaryMultiplier` × salary: 1.5 on DraftKings, 1 for FanDuel's MVP), the cap
 * in site salary units and the site's rules.
 * @example lineupFormatSchema.parse({ rosterSlots: ['CPT', 'FLEX', 'FLEX', 'FLEX', 'FLEX', 'FLEX'], salaryCap: 50000, captainSalaryMultiplier: 1.5, rules: { minTeams: 2, minTeamsExemptSlots: [], minGames: 0, maxPerTeam: 0, maxPerTeamExemptSlots: [] } })
 */
export const lineupFormatSchema = z
  .object({
    rosterSlots: z.array(z.string().min(1)).min(1).readonly(),
    salaryCap: salarySchema,
    captainSalaryMultiplier: z.number().positive(),
    rules: lineupRulesSchema,
  })
  .readonly()
export type LineupFormat = z.infer<typeof lineupFormatSchema>
