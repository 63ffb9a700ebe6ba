/**
 * What the game models take and give: each team's active players with their latent traits,
 * and a box score whose lines carry the stat keys of the sites' scoring tables
 * (`@slatelab/domain/scoring/scoring-tables`) plus the counting stats that tie the lines
 * together (targets, at-bats, shots against…).
 */
import { playerKinds } from '@slatelab/domain/scoring/scoring-tables'
import type { Rng } from '@slatelab/engine/rng'
import { z } from 'zod'

/**
 * One active player as a game model sees him. `depth` 1 is the starter at his position (the
 * day's starting pitcher, the starting goalie, WR1), 2 the next and so on. `skill` is in league
 * standard deviations (0 an average regular). `usage` multiplies his share of the team's volume
 * (targets, carries, shots, minutes; 1 = what his position and depth give) and `variance` the
 * spread of his game-to-game share (1 = typical).
 * @example gamePlayerSchema.parse({ key: 'NFL:KC:5', position: 'WR', depth: 1, skill: 0.9 })
 */
export const gamePlayerSchema = z
  .object({
    key: z.string().min(1),
    position: z.string().min(1),
    depth: z.number().int().min(1),
    skill: z.number(),
    usage: z.number().positive().optional(),
    variance: z.number().nonnegative().optional(),
    /** NHL skaters: his power-play unit (1, 2; null off the power play) when the coach set one. */
    powerPlayUnit: z.number().int().min(1).max(2).nullable().optional(),
  })
  .readonly()
export type GamePlayer = z.infer<typeof gamePlayerSchema>

/** A box-score line: stat key → count; a stat the player did not record is absent. */
export const statLineSchema = z.record(z.string(), z.number()).readonly()
export type StatLine = z.infer<typeof statLineSchema>

/**
 * Fantasy points per site id (`'4'` DraftKings, `'3'` FanDuel, `'11'` Yahoo), only for the
 * sites that have a scoring table for the sport and kind of player.
 * @example { '4': 21.4, '3': 17.9, '11': 17.9 }
 */
export const sitePointsSchema = z.record(z.string(), z.number()).readonly()
export type SitePoints = z.infer<typeof sitePointsSchema>

/**
 * One player's game: his stats and the points each site gives them. A listed player who did
 * not play (a backup goalie, the starting pitcher of another day) has an empty line.
 * @example playerBoxSchema.parse({ key: 'NBA:BOS:1', position: 'PG', kind: 'player', stats: { points: 24 }, fantasyPoints: { '4': 24, '3': 24 } })
 */
export const playerBoxSchema = z
  .object({
    key: z.string(),
    position: z.string(),
    kind: z.enum(Object.values(playerKinds)),
    stats: statLineSchema,
    fantasyPoints: sitePointsSchema,
  })
  .readonly()
export type PlayerBox = z.infer<typeof playerBoxSchema>

/**
 * One team's side of a box score: its final score in the sport's unit, team totals (NFL
 * touchdowns and field goals, MLB hits, NHL shots…), its players in input order, and for MLB the
 * relievers' combined pitching line (`null` in other sports; relievers are not listed players).
 * @example teamBoxSchema.parse({ score: 24, stats: { touchdowns: 3, fieldGoals: 1 }, players: [], bullpen: null })
 */
export const teamBoxSchema = z
  .object({
    score: z.number().int().nonnegative(),
    stats: statLineSchema,
    players: z.array(playerBoxSchema).readonly(),
    bullpen: statLineSchema.nullable(),
    /** MLB: this team's plate appearances in order, encoded (`mlb-plate-log.ts`). */
    plays: z.string().optional(),
  })
  .readonly()
export type TeamBox = z.infer<typeof teamBoxSchema>

/**
 * A finished game: both sides and whether it went past regulation (NFL/NBA/NHL overtime, MLB
 * extra innings; `periods` counts quarters, periods or innings played).
 * @example boxScoreSchema.parse({ home, visitor, periods: 4, overtime: false })
 */
export const boxScoreSchema = z
  .object({
    home: teamBoxSchema,
    visitor: teamBoxSchema,
    periods: z.number().int().positive(),
    overtime: z.boolean(),
  })
  .readonly()
export type BoxScore = z.infer<typeof boxScoreSchema>

/**
 * What a team-sport game model needs: both teams' active players, the books' implied team
 * totals in the sport's unit (points, runs, goals) and the stream to draw from.
 * @example { home, visitor, impliedTotals: { home: 24.5, visitor: 20.5 }, rng: createRng('game') }
 */
export type GameInput = {
  readonly home: readonly GamePlayer[]
  readonly visitor: readonly GamePlayer[]
  readonly impliedTotals: { readonly home: number; readonly visitor: number }
  readonly rng: Rng
}
