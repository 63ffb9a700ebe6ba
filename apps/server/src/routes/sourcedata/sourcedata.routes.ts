import { sourceSchema } from '@slatelab/domain/entities/source'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema } from '@slatelab/domain/units'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { listSources } from './sourcedata-service'

/** `MM_DD_YYYY` (the navbar's date in the path) as an ISO date. */
const pathDateSchema = z
  .string()
  .regex(/^\d{2}_\d{2}_\d{4}$/, 'Expected a date as MM_DD_YYYY')
  .transform((value) => {
    const [month, day, year] = value.split('_')
    return `${year}-${month}-${day}`
  })
  .pipe(isoDateSchema)

export const sourcedataRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sourcedata/:sportId/:date',
      {
        config: { cacheSeconds: 300, cacheTags: ['slates'] },
        schema: {
          tags: ['slates'],
          summary: 'Sites and their slates for a sport and date',
          description:
            'Slate windows (SPEC §4): NFL slates starting on or after the date through the NFL ' +
            'week (6 days on); PGA slates within 4 days either side; other sports the slates of ' +
            'that ET day. `contestStartDate` is ET with its offset.',
          params: z.object({
            sportId: z.coerce.number().pipe(sportIdSchema),
            date: pathDateSchema,
          }),
          response: { 200: z.array(sourceSchema).readonly() },
        },
      },
      async (req) => listSources(deps.database.db, req.params.sportId, req.params.date),
    )
  }
