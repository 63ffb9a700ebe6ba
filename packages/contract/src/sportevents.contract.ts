/** The events of a slate (SPEC §7 "Slates and events", `/api/sportevents/?contestGroupId`). */
import { sportEventSchema } from '@slatelab/domain/entities/event'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { idParam } from './request-fields'

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
