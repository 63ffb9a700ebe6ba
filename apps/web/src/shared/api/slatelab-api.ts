import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import { apiGroups } from '@slatelab/contract/api-groups'
import type { CallInput, RouteContract } from '@slatelab/contract/define-route'
import { callApi, type CallOptions } from './call-api'
import { HttpError } from './http-error'

/**
 * A failed call as the store keeps it: the text SPEC §8 stores for the call (or the server's
 * own words where the page shows them) and the HTTP status when the server answered.
 */
export type ApiFailure = { readonly message: string; readonly status: number | null }

/** What a failure becomes: a fixed SPEC text, or a text made from the error. */
export type FailureText = string | ((error: unknown) => string)

/** One call of the contract with the failure text it stores; built by `contractCall`. */
export type ContractCall = {
  readonly route: RouteContract
  readonly input: CallInput<RouteContract>
  readonly failure: FailureText
  readonly options?: Omit<CallOptions, 'signal'>
}

/**
 * The query arguments of an endpoint calling `route`.
 * @example build.query<ResponseOf<typeof componentsRoute>, void>({ query: () => contractCall(componentsRoute, {}, errors.fetchProductComponents) })
 */
export const contractCall = <C extends RouteContract>(
  route: C,
  input: CallInput<C>,
  failure: FailureText,
  options?: Omit<CallOptions, 'signal'>,
): ContractCall => ({
  route,
  input: input as CallInput<RouteContract>,
  failure,
  ...(options === undefined ? {} : { options }),
})

const failureOf = (failure: FailureText, error: unknown): ApiFailure => ({
  message: typeof failure === 'string' ? failure : failure(error),
  status: error instanceof HttpError ? error.status : null,
})

const contractBaseQuery: BaseQueryFn<ContractCall, unknown, ApiFailure> = async (
  { route, input, failure, options },
  { signal },
) => {
  try {
    return { data: await callApi(route, input, { ...options, signal }) }
  } catch (error) {
    return { error: failureOf(failure, error) }
  }
}

/**
 * The app's one RTK Query API: every feature injects its endpoints (`injectEndpoints`), each a
 * route of the contract. Cache tags are the contract's API groups: a write invalidates the
 * groups whose reads it changes. RTK Query keys each answer by its arguments, so an answer for
 * a request the page has left never replaces the one the page shows.
 */
export const slatelabApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: apiGroups,
  // A page left for a minute and opened again reads its data anew.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
})

/**
 * The stored text of a failed query or mutation, `null` while it has not failed.
 * @example failureMessage(result.error) // 'Failed to fetch product components'
 */
export const failureMessage = (error: unknown): string | null => {
  if (error === undefined || error === null) return null
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return String(error)
}
