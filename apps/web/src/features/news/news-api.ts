import { injuryReportRoute, newsRoute, sportTeamsRoute } from '@slatelab/contract/news.contract'
import type { InjuryReportRow, NewsStory } from '@slatelab/domain/entities/news-story'
import type { Team } from '@slatelab/domain/entities/team'
import { errors } from '@slatelab/domain/errors'
import type { SportId } from '@slatelab/domain/sports'
import { failureText } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'
import { browserStorage } from '../../shared/storage/json-storage'
import { markNewSince, type FeedStory } from './news-last-seen'

/** The SPEC §8 message with the status: `Failed to fetch teams: 500`. */
const withStatus = (message: string) => (error: unknown) => failureText(message, error)

const newsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The sport's stories of the last 7 days (`GET /api/players/news/{sportId}?showAll=true`),
     * marked with what is new since the last visit.
     */
    newsStories: build.query<readonly FeedStory[], SportId>({
      query: (sportId) =>
        contractCall(
          newsRoute,
          { params: { sportId }, query: { showAll: 'true' } },
          withStatus(errors.fetchNewsStories),
        ),
      transformResponse: (stories: readonly NewsStory[], _meta, sportId) =>
        markNewSince(browserStorage(), sportId, stories),
      providesTags: [newsRoute.tag],
    }),
    /** Today's injury report in status order (`GET /api/players/injuryreport/{sportId}`). */
    injuryReport: build.query<readonly InjuryReportRow[], SportId>({
      query: (sportId) =>
        contractCall(
          injuryReportRoute,
          { params: { sportId } },
          withStatus(errors.fetchInjuryReports),
        ),
      providesTags: [injuryReportRoute.tag],
    }),
    /** The sport's teams (`GET /api/teams/sport/{sportId}`). */
    teams: build.query<readonly Team[], SportId>({
      query: (sportId) =>
        contractCall(sportTeamsRoute, { params: { sportId } }, withStatus(errors.fetchTeams)),
      providesTags: [sportTeamsRoute.tag],
    }),
  }),
})

export const { useNewsStoriesQuery, useInjuryReportQuery, useTeamsQuery } = newsApi
