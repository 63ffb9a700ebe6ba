import { recentEventIdRoute } from '@slatelab/contract/gameflow.contract'
import { sportTeamsRoute } from '@slatelab/contract/news.contract'
import type { Team } from '@slatelab/domain/entities/team'
import { errors } from '@slatelab/domain/errors'
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { failureText } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The team and ET day whose latest final game the picker looks for. */
export type GameSearch = { readonly date: IsoDate; readonly teamId: number }

const gameFlowPickerApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** The NBA's teams, the game flow's team choice (`GET /api/teams/sport/2`). */
    nbaTeams: build.query<readonly Team[], void>({
      query: () =>
        contractCall(sportTeamsRoute, { params: { sportId: sportIds.NBA } }, (error) =>
          failureText(errors.fetchTeams, error),
        ),
      providesTags: [sportTeamsRoute.tag],
    }),
    /**
     * The team's latest final game on or before the ET day, or `null` when it has none
     * (`GET /api/sportevents/recent-event-id/{eventDate}/{team}`).
     */
    recentEventId: build.query<number | null, GameSearch>({
      query: ({ date, teamId }) =>
        contractCall(
          recentEventIdRoute,
          { params: { eventDate: date, team: teamId } },
          errors.fetchEventId,
        ),
      transformResponse: (answer: readonly { readonly EventId: number }[]) =>
        answer[0]?.EventId ?? null,
      providesTags: [recentEventIdRoute.tag],
    }),
  }),
})

export const { useNbaTeamsQuery, useLazyRecentEventIdQuery } = gameFlowPickerApi
