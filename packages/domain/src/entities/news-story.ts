/** Player news (SPEC §3 "News story") and the injury report's rows (SPEC §3 "Player"). */
import { z } from 'zod'
import { sportIdSchema } from '../sports'
import { isoDateSchema, isoDateTimeSchema } from '../units'
import { idSchema } from './fields'

/**
 * What a story is about: an injury-report change, a game-time decision before lock, a backup
 * moving up the depth chart, a confirmed starter (pitcher or goalie).
 */
export const newsKindSchema = z.enum(['injury', 'decision', 'depthChart', 'lineup', 'trade'])
export type NewsKind = z.infer<typeof newsKindSchema>

/**
 * A story about one player. `team` is the team's abbreviation (`null`: no team);
 * `playerStatus` the player's injury status once the story was out (`null`: healthy);
 * `createdDate` ET with its offset. `link` opens the player's card on the news page;
 * `shortURL` points at the story in the feed.
 * @example newsStorySchema.parse({ newsId: 88, playerId: 501, playerName: 'Sam Rivera', title: 'Rivera (ankle) ruled out vs. BUF', summary: 'Sam Rivera will not play…', team: 'KC', teamId: 12, playerStatus: 'Out', position: 'RB', shortURL: '/news#story-88', link: '/news?player=501', createdDate: '2026-11-22T11:35:00-05:00', sportId: 1, kind: 'decision' })
 */
export const newsStorySchema = z
  .object({
    newsId: idSchema,
    playerId: idSchema,
    playerName: z.string().min(1),
    title: z.string().min(1),
    summary: z.string(),
    team: z.string().nullable(),
    teamId: idSchema.nullable(),
    playerStatus: z.string().nullable(),
    position: z.string().min(1),
    shortURL: z.string().min(1),
    link: z.string().min(1),
    createdDate: isoDateTimeSchema,
    sportId: sportIdSchema,
    kind: newsKindSchema,
  })
  .readonly()
export type NewsStory = z.infer<typeof newsStorySchema>

/**
 * A player on the day's injury report: the player's fields, `lastName` and `statusSort`
 * (SPEC §5: Probable 1 … Out 6, anything else 7), his status, injury and team, and the
 * report's ET day.
 * @example injuryReportRowSchema.parse({ playerId: 501, name: 'Sam Rivera', lastName: 'Rivera', position: 'RB', headshot: null, status: 'Questionable', statusSort: 2, injury: 'Ankle', team: 'KC', teamId: 12, reportDate: '2026-11-22' })
 */
export const injuryReportRowSchema = z
  .object({
    playerId: idSchema,
    name: z.string().min(1),
    lastName: z.string().min(1),
    position: z.string().min(1),
    headshot: z.string().min(1).nullable(),
    status: z.string().min(1),
    statusSort: z.number().int().min(1).max(7),
    injury: z.string(),
    team: z.string().nullable(),
    teamId: idSchema.nullable(),
    reportDate: isoDateSchema,
  })
  .readonly()
export type InjuryReportRow = z.infer<typeof injuryReportRowSchema>
