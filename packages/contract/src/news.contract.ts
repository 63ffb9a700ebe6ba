/** News and players (SPEC §7 "News and players"). */
import { injuryReportRowSchema, newsStorySchema } from '@slatelab/domain/entities/news-story'
import { playerSchema } from '@slatelab/domain/entities/player'
import { teamSchema } from '@slatelab/domain/entities/team'
import { sportIdSchema } from '@slatelab/domain/sports'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { decimalParam, idParam } from './request-fields'

const sportParams = z.object({ sportId: decimalParam(sportIdSchema) })

const exampleStory = {
  newsId: 88,
  playerId: 501,
  playerName: 'Sam Rivera',
  title: 'Rivera (ankle) ruled out vs. BUF',
  summary:
    'Sam Rivera will not play after being listed as questionable. Adjust lineups before lock.',
  team: 'KC',
  teamId: 12,
  playerStatus: 'Out',
  position: 'RB',
  shortURL: '/news#story-88',
  link: '/news?player=501',
  createdDate: '2026-11-22T11:35:00-05:00',
  sportId: 1,
  kind: 'decision',
} as const

/**
 * How many stories the feed gives without `showAll`, and how far back `showAll=true` reaches.
 * @example newsFeedLimits.latest // 50
 */
export const newsFeedLimits = { latest: 50, showAllDays: 7 } as const

export const newsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/news/:sportId',
  auth: 'none',
  tag: 'news',
  summary: 'A sport’s player news, newest first',
  description:
    'Stories already out (created at or before now). Without `showAll`: the 50 newest; with `showAll=true`: every story of the last 7 days.',
  params: sportParams,
  query: z.object({ showAll: z.enum(['true', 'false']).optional() }),
  status: 200,
  response: z.array(newsStorySchema).readonly(),
  example: [exampleStory],
})

export const playerNewsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/playernews/player/:playerId',
  auth: 'none',
  tag: 'news',
  summary: 'One player’s news, newest first (404 for an unknown player)',
  params: z.object({ playerId: idParam }),
  status: 200,
  response: z.array(newsStorySchema).readonly(),
  example: [exampleStory],
})

export const sportPlayersRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/sport/:sportId',
  auth: 'none',
  tag: 'news',
  summary: 'A sport’s players by last name',
  params: sportParams,
  status: 200,
  response: z.array(playerSchema).readonly(),
  example: [
    {
      playerId: 501,
      name: 'Sam Rivera',
      firstName: 'Sam',
      lastName: 'Rivera',
      position: 'RB',
      headshot: null,
      sportId: 1,
      teamId: 12,
    },
  ],
})

export const injuryReportRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/players/injuryreport/:sportId',
  auth: 'none',
  tag: 'news',
  summary: 'A sport’s injury report of today (ET), by status then last name',
  description:
    'The latest report on or before today (ET). Sorted by `statusSort` (SPEC §5: Probable 1, Questionable 2, Day-to-day 3, Doubtful 4, Inactive 5, Out 6, other 7), then last name.',
  params: sportParams,
  status: 200,
  response: z.array(injuryReportRowSchema).readonly(),
  example: [
    {
      playerId: 501,
      name: 'Sam Rivera',
      lastName: 'Rivera',
      position: 'RB',
      headshot: null,
      status: 'Questionable',
      statusSort: 2,
      injury: 'Ankle',
      team: 'KC',
      teamId: 12,
      reportDate: '2026-11-22',
    },
  ],
})

export const sportTeamsRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/teams/sport/:sportId',
  auth: 'none',
  tag: 'news',
  summary: 'A sport’s teams by abbreviation',
  params: sportParams,
  status: 200,
  response: z.array(teamSchema).readonly(),
  example: [
    {
      teamId: 12,
      sportId: 1,
      name: 'Kansas City Chiefs',
      shortName: 'KC',
      city: 'Kansas City',
      colors: ['#E31837', '#FFB81C'],
    },
  ],
})
