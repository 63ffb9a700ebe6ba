import { gameDaysRoute, type GameDays } from '@slatelab/contract/sportevents.contract'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { contractCall, slatelabApi } from '../api/slatelab-api'

/** The sport and ET day asked about. */
export type GameDaysRequest = { readonly sportId: SportId; readonly date: IsoDate }

const gameDaysApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** A sport's games on a day and its nearest game days (`GET /api/sportevents/{sportId}/{date}/game-days`). */
    gameDays: build.query<GameDays, GameDaysRequest>({
      query: (params) =>
        contractCall(gameDaysRoute, { params }, (error) =>
          error instanceof Error ? error.message : String(error),
        ),
      providesTags: [gameDaysRoute.tag],
    }),
  }),
})

export const { useGameDaysQuery } = gameDaysApi
