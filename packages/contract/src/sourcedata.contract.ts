/** Sites and their slates (SPEC §7 "Slates and events", `/api/sourcedata/{sportId}/{MM_DD_YYYY}`). */
import { sourceSchema } from '@slatelab/domain/entities/source'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam } from './request-fields'

/**
 * `MM_DD_YYYY` (the navbar's date in the path) as an ISO date.
 * @example pathDateSchema.parse('09_07_2025') // '2025-09-07'
 */
export const pathDateSchema = z
  .string()
  .regex(/^\d{2}_\d{2}_\d{4}$/, 'Expected a date as MM_DD_YYYY')
  .transform((value) => {
    const [month, day, year] = value.split('_')
    return `${year}-${month}-${day}`
  })
  .pipe(isoDateSchema)

export const sourcedataRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sourcedata/:sportId/:date',
  auth: 'none',
  tag: 'slates',
  summary: 'Sites and their slates for a sport and date',
  description:
    'Slate windows (SPEC §4): NFL slates starting on or after the date through the NFL week (6 days on); PGA slates within 4 days either side; other sports the slates of that ET day. `contestStartDate` is ET with its offset.',
  params: z.object({ sportId: decimalParam(sportIdSchema), date: pathDateSchema }),
  status: 200,
  response: z.array(sourceSchema).readonly(),
  example: [
    {
      id: 4,
      displayName: 'DraftKings',
      contestGroups: [
        {
          contestGroupId: 77,
          sportId: 1,
          sourceId: 4,
          contestStartDate: '2025-09-07T13:00:00-04:00',
          contestSuffix: '',
          draftGroupId: 120455,
          gameCount: 12,
          displayName: 'Sun 1:00 PM ET (Main)',
          displayNameShort: 'Main',
          events: [9001, 9002],
          isSimLabs: true,
          variant: 'classic',
        },
      ],
    },
  ],
})
