import {
  golfOutrightsRoute,
  vegasLinesRoute,
  type BettingLineEvent,
  type GolfOutrightEvent,
} from '@slatelab/contract/vegas.contract'
import type { SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../../shared/api/call-api'

/** The lines the page shows: a sport's slate on a date (`contestGroupId` 0 = All Games). */
export type VegasRequest = {
  readonly sportId: SportId
  readonly date: IsoDate
  readonly contestGroupId: number
}

/** A slate's betting lines (`GET /api/sportevents/{sportId}/{date}/vegas-lines/`). */
export const getVegasLines = (request: VegasRequest): Promise<readonly BettingLineEvent[]> =>
  callApi(vegasLinesRoute, {
    params: { sportId: request.sportId, date: request.date },
    query: { contestGroupId: request.contestGroupId },
  })

/** The outright odds of the golf events of a date's week (`GET /api/sportevents/5/{date}/golf-outrights/`). */
export const getGolfOutrights = (date: IsoDate): Promise<readonly GolfOutrightEvent[]> =>
  callApi(golfOutrightsRoute, { params: { date } })
