/**
 * What the HTTP clients need from the rest of the app, injected once from `app/` so that
 * `shared/api` never imports a slice or the router.
 */

/** The two credentials every authenticated call carries (SPEC §6). */
export type SessionTokens = {
  readonly bearerToken: string
  readonly sessionId: string
}

/** A 401 answer to a call that carried `session`. */
export type UnauthorizedEvent = {
  readonly session: SessionTokens
  /** `false` when the caller asked to stay on the page (signing out). */
  readonly redirect: boolean
}

export type ApiConfig = {
  /** The session held right now, or `undefined` when signed out. */
  readonly getSession: () => SessionTokens | undefined
  /** Called for every 401 to an authenticated call, before the call rejects. */
  readonly onUnauthorized: (event: UnauthorizedEvent) => void
}

const signedOutConfig: ApiConfig = {
  getSession: () => undefined,
  onUnauthorized: () => undefined,
}

let current: ApiConfig = signedOutConfig

/** Connects the clients to the session store and the 401 handler; call once at start-up. */
export const configureApi = (config: ApiConfig): void => {
  current = config
}

/** Back to no session and no handler (for tests). */
export const resetApiConfig = (): void => {
  current = signedOutConfig
}

export const getApiConfig = (): ApiConfig => current
