/** Live player properties of a slate (SPEC §7 "Contests and ownership", `/live/players/`). */
import { z } from 'zod'
import { ownershipPlayerSchema } from './contests.contract'
import { defineRoute } from './define-route'
import { idParam } from './request-fields'

export const livePlayersRoute = defineRoute({
  method: 'GET',
  host: 'svc',
  path: '/live/players/',
  auth: 'optional',
  tag: 'contests',
  summary: 'The ownership player properties of a slate',
  description:
    'One row per player (captain rows and repeats dropped), highest salary first, with the slate projection’s points and ownership (before lock, the only ownership a slate has); signed in, the user’s active projection set replaces the slate projection. An unknown slate or one of another sport answers an empty list; 404 when `contest_id` is not a contest of the slate.',
  query: z.object({
    sport_id: idParam,
    contest_group_id: idParam,
    contest_id: idParam.optional(),
  }),
  status: 200,
  response: z.array(ownershipPlayerSchema).readonly(),
  example: [
    {
      playerId: 7,
      position: 'RB',
      playerName: 'Sam Rivera',
      team: 'KC',
      salary: 7200,
      actualPoints: 27.8,
      teamId: 12,
      projectedPoints: 18.4,
      projectedOwnership: 24.6,
    },
  ],
})
