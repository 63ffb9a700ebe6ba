/** Portfolio selection from a simulation's lineups (`POST /svc/optimizer/portfolio/`). */
import {
  portfolioRoute,
  type Portfolio,
  type PortfolioBody,
} from '@slatelab/contract/portfolio.contract'
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

const portfolioApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    choosePortfolio: build.mutation<Portfolio, PortfolioBody>({
      query: (body) => contractCall(portfolioRoute, { body }, userFacingMessage),
    }),
  }),
})

export const { useChoosePortfolioMutation } = portfolioApi
