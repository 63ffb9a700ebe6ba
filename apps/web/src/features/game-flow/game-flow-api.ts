import { recentEventIdRoute } from '@slatelab/contract/gameflow.contract'
import { sportTeamsRoute } from '@slatelab/contract/news.contract'
import type { Team } from '@slatelab/domain/entities/team'
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../../shared/api/call-api'

/** The NBA's teams, the game flow's team choice (`GET /api/teams/sport/2`). */
export const getNbaTeams = (): Promise<readonly Team[]> =>
  callApi(sportTeamsRoute, { params: { sportId: sportIds.NBA } })

/**
 * The team's latest final game on or before the ET day, or `null` when it has none
 * (`GET /api/sportevents/recent-event-id/{eventDate}/{team}`).
 */
export const getRecentEventId = async (
  eventDate: IsoDate,
  teamId: number,
): Promise<number | null> => {
  const [latest] = await callApi(recentEventIdRoute, { params: { eventDate, team: teamId } })
  return latest?.EventId ?? null
}
