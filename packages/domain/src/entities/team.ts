/** A team of a sport (SPEC §7 `GET /api/teams/sport/{sportId}`). */
import { z } from 'zod'
import { sportIdSchema } from '../sports'
import { hexColorSchema, idSchema } from './fields'

/**
 * A team. `name` is the full name; `shortName` is the abbreviation every table shows
 * (the spec's `teamShort`); `city` is `null` for teams without one (esports).
 * Colours are primary first.
 * @example teamSchema.parse({ teamId: 12, sportId: 1, name: 'Kansas City Chiefs', shortName: 'KC', city: 'Kansas City', colors: ['#E31837', '#FFB81C'] })
 */
export const teamSchema = z
  .object({
    teamId: idSchema,
    sportId: sportIdSchema,
    name: z.string().min(1),
    shortName: z.string().min(1).max(6),
    city: z.string().min(1).nullable(),
    colors: z.array(hexColorSchema).max(3).readonly(),
  })
  .readonly()
export type Team = z.infer<typeof teamSchema>
