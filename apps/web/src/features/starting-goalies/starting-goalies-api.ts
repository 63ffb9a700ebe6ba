import { startingGoaliesRoute, type GoalieMatchup } from '@slatelab/contract/hockey.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { callApi } from '../../shared/api/call-api'

/** The day's goalie matchups (`GET /api/lines/4/{date}/startinggoalies`). */
export const getStartingGoalies = async (date: IsoDate): Promise<readonly GoalieMatchup[]> =>
  (await callApi(startingGoaliesRoute, { params: { date } })).GoalieMatchups
