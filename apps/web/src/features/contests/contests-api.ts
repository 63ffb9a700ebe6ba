import {
  contestDataRoute,
  type ContestData,
  type UserSortKey,
} from '@slatelab/contract/contests.contract'
import { dkStandingsRoute, type StandingsImportSummary } from '@slatelab/contract/imports.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { errors } from '@slatelab/domain/errors'
import { findSport } from '@slatelab/domain/sports'
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The server-side paging, sorting and search of a contest-data request. */
export type ContestDataQuery = {
  readonly usersSort: UserSortKey
  readonly usersDescending: boolean
  readonly usersSearch: string
  readonly usersOffset: number
  readonly lineupsOffset: number
  /** The opened user, or `null`. */
  readonly userId: string | null
}

/** Rows per page of the users and duplicates tables. */
export const pageSize = 50

/**
 * The path parameters of a contest's data: its sport in lower case and its slate's ET date.
 * @example contestDataParams({ contestId: 9, sportId: 1, date: '2023-10-15T13:00:00-04:00' }) // { sport: 'nfl', date: '20231015', contestId: 9 }
 */
export const contestDataParams = (contest: Pick<Contest, 'contestId' | 'sportId' | 'date'>) => ({
  sport: (findSport(contest.sportId)?.code ?? '').toLowerCase(),
  date: contest.date.slice(0, 10).replaceAll('-', ''),
  contestId: contest.contestId,
})

/** A contest and the paging, sorting and search of its tables. */
export type ContestDataRequest = {
  readonly contest: Pick<Contest, 'contestId' | 'sportId' | 'date'>
  readonly query: ContestDataQuery
}

/** A DraftKings standings export and what the importer needs besides. */
export type StandingsUpload = {
  readonly contestGroupId: number
  readonly title: string
  /** Dollars. */
  readonly entryFee: number
  /** `Place_lo,Place_hi,Payout` lines, or empty for none. */
  readonly payoutsCsv: string
  readonly csv: string
}

const contestsApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A contest's data (`GET /svc/contests/{sport}/{YYYYMMDD}/{contestId}/data/`); any failure
     * reads `Failed to fetch contest data`.
     */
    contestData: build.query<ContestData, ContestDataRequest>({
      query: ({ contest, query }) =>
        contractCall(
          contestDataRoute,
          {
            params: contestDataParams(contest),
            query: {
              users_sort: query.usersSort,
              users_order: query.usersDescending ? 'desc' : 'asc',
              users_search: query.usersSearch.trim() === '' ? undefined : query.usersSearch.trim(),
              users_offset: query.usersOffset,
              users_limit: pageSize,
              lineups_offset: query.lineupsOffset,
              lineups_limit: pageSize,
              user_id: query.userId ?? undefined,
            },
          },
          errors.fetchContestData,
        ),
      providesTags: [contestDataRoute.tag],
    }),
    /**
     * Stores a standings export on its slate (`POST /api/imports/dk-standings`, admin); the
     * server's words explain a refused file. The slate's contests are read again.
     */
    saveStandings: build.mutation<StandingsImportSummary, StandingsUpload>({
      query: (upload) =>
        contractCall(
          dkStandingsRoute,
          {
            query: {
              slate: upload.contestGroupId,
              title: upload.title,
              entryFee: upload.entryFee,
              payouts: upload.payoutsCsv.trim() === '' ? undefined : upload.payoutsCsv,
            },
            body: upload.csv,
          },
          userFacingMessage,
        ),
      invalidatesTags: (_result, error) =>
        error === undefined ? [contestDataRoute.tag, dkStandingsRoute.tag] : [],
    }),
  }),
})

export const { useContestDataQuery, useSaveStandingsMutation } = contestsApi
