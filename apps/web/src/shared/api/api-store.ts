import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit'
import { sessionExpired, sessionStarted, signedOut } from '../session/session-slice'
import { slatelabApi } from './slatelab-api'

/** Another person (or nobody) is signed in now: nothing the last one read is kept. */
const sessionChanges = createListenerMiddleware()
sessionChanges.startListening({
  matcher: isAnyOf(sessionStarted, signedOut, sessionExpired),
  effect: (_action, { dispatch }) => {
    dispatch(slatelabApi.util.resetApiState())
  },
})

/** The API's reducer, under its path, for a store's `reducer`. */
export const apiReducers = { [slatelabApi.reducerPath]: slatelabApi.reducer }

/** The API's middleware (caching, invalidation) and the reset on a change of session. */
export const apiMiddleware = [slatelabApi.middleware, sessionChanges.middleware] as const
