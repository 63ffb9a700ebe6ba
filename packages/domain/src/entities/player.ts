/** A player (SPEC §3 "Player"), with the name parts and team our store keeps. */
import { z } from 'zod'
import { sportIdSchema } from '../sports'
import { idSchema } from './fields'

/**
 * A player. `name` is the display name (`firstName lastName`); `position` the primary
 * position code; `headshot` an image URL or path, `null` when there is none; `teamId` is
 * `null` for players without a team (golfers, fighters, free agents).
 * @example playerSchema.parse({ playerId: 501, name: 'Sam Rivera', firstName: 'Sam', lastName: 'Rivera', position: 'QB', headshot: null, sportId: 1, teamId: 12 })
 */
export const playerSchema = z
  .object({
    playerId: idSchema,
    name: z.string().min(1),
    firstName: z.string(),
    lastName: z.string().min(1),
    position: z.string().min(1),
    headshot: z.string().min(1).nullable(),
    sportId: sportIdSchema,
    teamId: idSchema.nullable(),
  })
  .readonly()
export type Player = z.infer<typeof playerSchema>
