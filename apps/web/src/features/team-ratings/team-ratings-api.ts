import { teamRatingsRoute, type TeamRatingsEvent } from '@slatelab/contract/hockey.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../../shared/api/call-api'

/** The day's NHL team ratings (`GET /api/sportevents/4/{date}/team-ratings`). */
export const getTeamRatings = (date: IsoDate): Promise<readonly TeamRatingsEvent[]> =>
  callApi(teamRatingsRoute, { params: { sportId: 4, date } })
