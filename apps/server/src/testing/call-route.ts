import { expect } from 'vitest'
import {
  fillPath,
  querySuffix,
  routeUrl,
  type CallInput,
  type ResponseOf,
  type RouteContract,
} from '@slatelab/contract/define-route'
import type { App } from '../app'

/** A contract call's answer: the parsed response on success, the error body otherwise. */
export type RouteAnswer<C extends RouteContract> =
  | { readonly statusCode: 200 | 201 | 202 | 204; readonly body: ResponseOf<C> }
  | { readonly statusCode: number; readonly body: { readonly message?: string } }

/**
 * Calls a route of the API contract through `app.inject` exactly as the web app's client
 * builds the call (path parameters, query, JSON body), and parses a success with the
 * contract's response schema, so a test fails when the server answers outside its contract.
 * @example const { body } = await callRoute(t.app, contestsListRoute, { params: { contestGroupId: 7 } })
 */
export const callRoute = async <C extends RouteContract>(
  app: App,
  contract: C,
  input: CallInput<C>,
  headers: Readonly<Record<string, string>> = {},
): Promise<RouteAnswer<C>> => {
  const response = await app.inject({
    method: contract.method,
    url: `${fillPath(routeUrl(contract), input.params)}${querySuffix(input.query)}`,
    headers,
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  })
  const text = response.body
  const isJson = String(response.headers['content-type'] ?? '').includes('json')
  const answer: unknown = isJson && text !== '' ? JSON.parse(text) : text === '' ? null : text
  if (response.statusCode === contract.status) {
    return { statusCode: contract.status, body: contract.response.parse(answer) as ResponseOf<C> }
  }
  return { statusCode: response.statusCode, body: answer as { readonly message?: string } }
}

/**
 * The body of a successful answer, typed by the contract; fails the test (showing the error
 * body) on any other status.
 * @example const slates = bodyOf(await callRoute(t.app, sourcedataRoute, { params }))
 */
export const bodyOf = <T extends { statusCode: number; body: unknown }>(
  answer: T,
): Extract<T, { statusCode: 200 | 201 | 202 | 204 }>['body'] => {
  expect(answer.statusCode, JSON.stringify(answer.body)).toBeLessThan(300)
  return answer.body
}
