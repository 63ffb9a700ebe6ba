import { recentMatchupsRoute, type Matchup } from '@slatelab/contract/gameflow.contract'
import { slateEventsRoute } from '@slatelab/contract/sportevents.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import type { SportId } from '@slatelab/domain/sports'
import { callApi } from '../../shared/api/call-api'

/** The games of a slate (`GET /api/sportevents/?contestGroupId=`). */
export const getSlateEvents = (contestGroupId: number): Promise<readonly SportEvent[]> =>
  callApi(slateEventsRoute, { query: { contestGroupId } })

/**
 * The last finished games between two teams, newest first
 * (`GET /api/sportevents/recent-matchups/{sportId}/{team1}/{team2}`).
 */
export const getRecentMatchups = (
  sportId: SportId,
  team1: number,
  team2: number,
): Promise<readonly Matchup[]> =>
  callApi(recentMatchupsRoute, { params: { sportId, team1, team2 } })
