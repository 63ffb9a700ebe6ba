/**
 * The events of a slate (SPEC §7 "Slates and events", `/api/sportevents/?contestGroupId`) and a
 * sport's game days around a date.
 */
import { sportEventSchema } from '@slatelab/domain/entities/event'
import { sportIdSchema } from '@slatelab/domain/sports'
import { isoDateSchema } from '@slatelab/domain/units'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, idParam } from './request-fields'

export const slateEventsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/',
  auth: 'none',
  tag: 'slates',
  summary: 'The events of a slate',
  query: z.object({ contestGroupId: idParam }),
  status: 200,
  response: z.array(sportEventSchema).readonly(),
  example: [
    {
      eventId: 9001,
      sportId: 1,
      eventTitle: 'BUF @ KC',
      eventDateTime: '2025-09-07T17:00:00Z',
      eventTime: '2025-09-07T13:00:00',
      homeTeamId: 12,
      visitorTeamId: 3,
      homeTeamShort: 'KC',
      visitorTeamShort: 'BUF',
      homeTeamName: 'Kansas City Chiefs',
      visitorTeamName: 'Buffalo Bills',
      homeProjectedScore: 27.25,
      visitorProjectedScore: 24.25,
      vegasUnits: 'Points',
    },
  ],
})

/**
 * Whether a sport plays on an ET day, and its nearest game days either side: what a page says
 * on a day without its sport's games ("No NHL games on 11/26/2026 · next: 11/27/2026").
 */
export const gameDaysSchema = z
  .object({
    sportId: sportIdSchema,
    date: isoDateSchema,
    /** Games of the sport starting on the ET day. */
    gamesOnDate: z.number().int().nonnegative(),
    /** The last ET day before `date` with a game of the sport; null when none is stored. */
    previousGameDay: isoDateSchema.nullable(),
    /** The first ET day after `date` with a game of the sport; null when none is stored. */
    nextGameDay: isoDateSchema.nullable(),
  })
  .readonly()
export type GameDays = z.infer<typeof gameDaysSchema>

export const gameDaysRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/sportevents/:sportId/:date/game-days',
  auth: 'none',
  tag: 'slates',
  summary: "A sport's games on a day and its nearest game days either side",
  description:
    'Counts the games starting on the ET date and names the last day before and the first day after it with a game of the sport, among the stored events (null when none).',
  params: z.object({ sportId: decimalParam(sportIdSchema), date: isoDateSchema }),
  status: 200,
  response: gameDaysSchema,
  example: {
    sportId: 4,
    date: '2026-11-26' as GameDays['date'],
    gamesOnDate: 0,
    previousGameDay: '2026-11-25' as GameDays['date'],
    nextGameDay: '2026-11-27' as GameDays['date'],
  },
})
