/** A game of a slate (SPEC §3 "Event (slates)", `GET /api/sportevents/?contestGroupId`). */
import { z } from 'zod'
import { sportIdSchema } from '../sports'
import { isoDateTimeSchema } from '../units'
import { idSchema } from './fields'

/**
 * A local date-time in ET without a zone, `YYYY-MM-DDTHH:mm:ss`, as slate tables print it.
 * @example etDateTimeSchema.parse('2025-09-07T13:00:00')
 */
export const etDateTimeSchema = z.iso
  .datetime({ local: true, precision: 0 })
  .regex(/T\d{2}:\d{2}:\d{2}$/, 'Expected a local date-time without a zone')

/**
 * A sport event (one game, race or tournament). `eventDateTime` is the start instant; `eventTime` the same start as ET wall-clock
 * time. Projected scores are in the sport's game units (points, runs, goals), named by
 * `vegasUnits`; all three are `null` before the books post a line. Golf and racing events
 * have no teams, so their team fields are `null`.
 * @example sportEventSchema.parse({ eventId: 9001, sportId: 1, eventTitle: 'BUF @ KC', eventDateTime: '2025-09-07T17:00:00Z', eventTime: '2025-09-07T13:00:00', homeTeamId: 12, visitorTeamId: 3, homeTeamShort: 'KC', visitorTeamShort: 'BUF', homeTeamName: 'Kansas City Chiefs', visitorTeamName: 'Buffalo Bills', homeProjectedScore: 27.25, visitorProjectedScore: 24.25, vegasUnits: 'Points' })
 */
export const sportEventSchema = z
  .object({
    eventId: idSchema,
    sportId: sportIdSchema,
    eventTitle: z.string().min(1),
    eventDateTime: isoDateTimeSchema,
    eventTime: etDateTimeSchema,
    homeTeamId: idSchema.nullable(),
    visitorTeamId: idSchema.nullable(),
    homeTeamShort: z.string().min(1).nullable(),
    visitorTeamShort: z.string().min(1).nullable(),
    homeTeamName: z.string().min(1).nullable(),
    visitorTeamName: z.string().min(1).nullable(),
    homeProjectedScore: z.number().nonnegative().nullable(),
    visitorProjectedScore: z.number().nonnegative().nullable(),
    vegasUnits: z.string().min(1).nullable(),
  })
  .readonly()
// Not `Event`: that name would shadow the DOM's `Event` in the web app.
export type SportEvent = z.infer<typeof sportEventSchema>
