/**
 * The news desk (issue 32, admin accounts only): publish a player's status change on a slate
 * as a news story, the way a late scratch reaches the product. The story joins the feed and
 * the player's injury status on the slate changes, so lineups holding him are flagged.
 */
import { z } from 'zod'
import { defineRoute } from './define-route'
import { maxId, text } from './request-fields'

export const playerStatusBodySchema = z.object({
  contestGroupId: z.number().int().positive().max(maxId),
  /** The site's player id on that slate. */
  sitePlayerId: text(40).min(1),
  /** The new injury status (`Out`, `Doubtful`, `Questionable`…); null clears it. */
  status: text(40).min(1).nullable(),
  title: text(200).min(1),
})

export const publishPlayerStatusRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/admin/player-news/',
  auth: 'admin',
  tag: 'news',
  summary: 'Publish a player’s status change on a slate as a news story (admin)',
  description:
    '404 when the player is not on the slate. Answers the story’s id; the feed and the slate’s injury statuses show it at once.',
  body: playerStatusBodySchema,
  status: 201,
  response: z.object({ newsId: z.number().int() }),
  example: { newsId: 41 },
})
