import { configureApi } from '../api/api-config'
import type { SessionState } from '../session/session-slice'

/**
 * Points the API client at a test's session: calls carry its tokens when it holds both, and a
 * 401 does nothing. Pair with `resetApiConfig` after each test.
 * @example configureApiWithSession({ bearerToken: 'b', sessionId: 's' })
 */
export const configureApiWithSession = (session: Partial<SessionState>): void =>
  configureApi({
    getSession: () =>
      session.bearerToken && session.sessionId
        ? { bearerToken: session.bearerToken, sessionId: session.sessionId }
        : undefined,
    onUnauthorized: () => undefined,
  })
