import { contestsListRoute } from '@slatelab/contract/contests.contract'
import { sourcedataRoute } from '@slatelab/contract/sourcedata.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import type { Source } from '@slatelab/domain/entities/source'
import { errors } from '@slatelab/domain/errors'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { contractCall, slatelabApi } from '../api/slatelab-api'
import { toPathDate } from './navbar-dates'

/** The spec's text of a failed call: `HTTP error! status: 500`. */
const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/** The sport and ET date whose sources the navbar lists. */
export type SourcesRequest = { readonly sportId: SportId; readonly date: IsoDate }

/**
 * The navbar's reads. Its automatic picks (SPEC §4) are the navbar slice's, on each answer's
 * `matchFulfilled`; the navbar asks again on every change of its choice
 * (`refetchOnMountOrArgChange`), so each change gets an answer to pick from.
 */
export const navbarApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The sites and their slates for a sport and ET date
     * (`GET /api/sourcedata/{sportId}/{MM_DD_YYYY}`); the server applies the slate window of
     * SPEC §4. Public data, sent without the session.
     */
    sources: build.query<readonly Source[], SourcesRequest>({
      query: ({ sportId, date }) =>
        contractCall(sourcedataRoute, { params: { sportId, date: toPathDate(date) } }, errorText),
      providesTags: [sourcedataRoute.tag],
    }),
    /** A slate's contests, unsorted (`GET /svc/contests/{contestGroupId}/`). */
    slateContests: build.query<readonly Contest[], number>({
      query: (contestGroupId) =>
        contractCall(contestsListRoute, { params: { contestGroupId } }, errors.fetchContests),
      providesTags: [contestsListRoute.tag],
    }),
  }),
})

/** Asks again on every change of the choice: the automatic picks need an answer each time. */
export const askAgainOnChange = { refetchOnMountOrArgChange: true } as const

export const { useSourcesQuery, useSlateContestsQuery } = navbarApi
