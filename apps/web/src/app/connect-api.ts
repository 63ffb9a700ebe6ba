import type { createBrowserRouter } from 'react-router'
import { configureApi } from '../shared/api/api-config'
import { selectSessionTokens, sessionExpired } from '../shared/session/session-slice'
import { authUrl, isAuthPath, signInPath } from '../shared/session/auth-paths'
import type { AppStore } from './store'

type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * Gives the HTTP clients the held session and decides what a 401 means: the session has
 * expired, so it is dropped and the person is sent to sign in and brought back afterwards.
 */
export const connectApi = (store: AppStore, router: AppRouter): void => {
  configureApi({
    getSession: () => selectSessionTokens(store.getState()),
    onUnauthorized: ({ session, redirect }) => {
      // A 401 for a session that is no longer held (already expired, or replaced by a newer
      // sign-in while the call was under way) changes nothing.
      if (selectSessionTokens(store.getState())?.bearerToken !== session.bearerToken) return
      store.dispatch(sessionExpired())
      const { pathname, search } = router.state.location
      if (!redirect || isAuthPath(pathname)) return
      void router.navigate(authUrl(signInPath, `${pathname}${search}`))
    },
  })
}
