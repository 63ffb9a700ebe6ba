import { contestsListRoute } from '@slatelab/contract/contests.contract'
import { sourcedataRoute } from '@slatelab/contract/sourcedata.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import type { Source } from '@slatelab/domain/entities/source'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../api/call-api'
import { contractCall, slatelabApi } from '../api/slatelab-api'
import { toPathDate } from './navbar-dates'

/**
 * The sites and their slates for a sport and ET date (`GET /api/sourcedata/{sportId}/{MM_DD_YYYY}`);
 * the server applies the slate window of SPEC §4. Public data, sent without the session.
 */
export const getSources = (sportId: SportId, date: IsoDate): Promise<readonly Source[]> =>
  callApi(sourcedataRoute, { params: { sportId, date: toPathDate(date) } })

/** A slate's contests, unsorted (`GET /svc/contests/{contestGroupId}/`). */
export const getContests = (contestGroupId: number): Promise<readonly Contest[]> =>
  callApi(contestsListRoute, { params: { contestGroupId } })

/** The spec's text of a failed call: `HTTP error! status: 500`. */
const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

const navbarApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The sites and their slates for a sport and date, as `getSources` reads them. */
    sources: build.query<readonly Source[], { readonly sportId: SportId; readonly date: IsoDate }>({
      query: ({ sportId, date }) =>
        contractCall(sourcedataRoute, { params: { sportId, date: toPathDate(date) } }, errorText),
      providesTags: [sourcedataRoute.tag],
    }),
  }),
})

export const { useSourcesQuery } = navbarApi
