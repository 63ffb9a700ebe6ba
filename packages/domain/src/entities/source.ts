/** A source with its slates (SPEC §3 "Source", the navbar's source dropdown). */
import { z } from 'zod'
import { siteIdSchema } from '../sites'
import { contestGroupSchema } from './contest-group'

/**
 * A source (DFS site) and its slates for a sport and date.
 * @example sourceSchema.parse({ id: 4, displayName: 'DraftKings', contestGroups: [] })
 */
export const sourceSchema = z
  .object({
    id: siteIdSchema,
    displayName: z.string().min(1),
    contestGroups: z.array(contestGroupSchema).readonly(),
  })
  .readonly()
export type Source = z.infer<typeof sourceSchema>
