import {
  golfOutrightsRoute,
  vegasLinesRoute,
  type BettingLineEvent,
  type GolfOutrightEvent,
} from '@slatelab/contract/vegas.contract'
import { errors } from '@slatelab/domain/errors'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The lines the page shows: a sport's slate on a date (`contestGroupId` 0 = All Games). */
export type VegasRequest = {
  readonly sportId: SportId
  readonly date: IsoDate
  readonly contestGroupId: number
}

const vegasApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** A slate's betting lines (`GET /api/sportevents/{sportId}/{date}/vegas-lines/`). */
    vegasLines: build.query<readonly BettingLineEvent[], VegasRequest>({
      query: ({ sportId, date, contestGroupId }) =>
        contractCall(
          vegasLinesRoute,
          { params: { sportId, date }, query: { contestGroupId } },
          errors.fetchVegasData,
        ),
      providesTags: [vegasLinesRoute.tag],
    }),
    /** The outright odds of the golf events of a date's week (`GET /api/sportevents/5/{date}/golf-outrights/`). */
    golfOutrights: build.query<readonly GolfOutrightEvent[], IsoDate>({
      query: (date) =>
        contractCall(golfOutrightsRoute, { params: { date } }, errors.fetchVegasData),
      providesTags: [golfOutrightsRoute.tag],
    }),
  }),
})

export const { useVegasLinesQuery, useGolfOutrightsQuery } = vegasApi
