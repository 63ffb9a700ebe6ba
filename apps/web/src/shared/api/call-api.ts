import {
  fillPath,
  type CallInput,
  type Host,
  type ResponseOf,
  type RouteAuth,
  type RouteContract,
} from '@slatelab/contract/define-route'
import { apiClient, cdnClient, cmsClient, svcClient } from './api-clients'
import { authModes, createHttpClient, type AuthMode, type HttpClient } from './http-client'

const clients: Readonly<Record<Host, HttpClient>> = {
  api: apiClient,
  svc: svcClient,
  cdn: cdnClient,
  cms: cmsClient,
  root: createHttpClient(''),
}

const authModeOf: Readonly<Record<RouteAuth, AuthMode>> = {
  none: authModes.none,
  optional: authModes.optional,
  user: authModes.required,
  admin: authModes.required,
}

// The server validates what it sends; the app checks it again where a mismatch should fail
// loudly (development and tests) and trusts it in production, where parsing a large answer
// twice would only cost time.
const parsesAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test'

export type CallOptions = {
  readonly signal?: AbortSignal
  /** `false` keeps the user on the page after a 401 (signing out). */
  readonly redirectOnUnauthorized?: boolean
}

/**
 * Calls a route of the API contract: the host's base URL, the path with its parameters, the
 * query and body, the credentials the route needs; answers the route's response type.
 * @example await callApi(contestsListRoute, { params: { contestGroupId: 77 } })
 */
export const callApi = async <C extends RouteContract>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<ResponseOf<C>> => {
  const answer = await clients[contract.host].request<unknown>(
    contract.method,
    fillPath(contract.path, input.params),
    {
      query: input.query as Readonly<Record<string, string | number | boolean | undefined>>,
      body: input.body,
      auth: authModeOf[contract.auth],
      ...(contract.consumes === undefined ? {} : { contentType: contract.consumes }),
      ...options,
    },
  )
  return (parsesAnswers ? contract.response.parse(answer) : answer) as ResponseOf<C>
}
