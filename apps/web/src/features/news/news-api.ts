import { injuryReportRoute, newsRoute, sportTeamsRoute } from '@slatelab/contract/news.contract'
import type { SportId } from '@slatelab/domain/sports'
import { callApi } from '../../shared/api/call-api'

/** The sport's stories of the last 7 days (`GET /api/players/news/{sportId}?showAll=true`). */
export const getNewsStories = (sportId: SportId) =>
  callApi(newsRoute, { params: { sportId }, query: { showAll: 'true' } })

/** Today's injury report in status order (`GET /api/players/injuryreport/{sportId}`). */
export const getInjuryReport = (sportId: SportId) =>
  callApi(injuryReportRoute, { params: { sportId } })

/** The sport's teams (`GET /api/teams/sport/{sportId}`). */
export const getTeams = (sportId: SportId) => callApi(sportTeamsRoute, { params: { sportId } })
