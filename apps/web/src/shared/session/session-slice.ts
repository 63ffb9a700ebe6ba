import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AuthSession, User } from '@slatelab/domain/entities/user'
import type { SessionTokens } from '../api/api-config'

/**
 * Who is signed in (SPEC §1: "a session token and a bearer token held in shared state"). The
 * calls that change it are the session API's mutations; their loading and error states are
 * theirs.
 */
export type SessionState = {
  readonly bearerToken: string | null
  readonly sessionId: string | null
  readonly user: User | null
}

export type SessionRootState = { readonly session: SessionState }

export const initialSessionState: SessionState = {
  bearerToken: null,
  sessionId: null,
  user: null,
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Signing in or up succeeded: both tokens and the user are held. */
    sessionStarted: (_state, { payload }: PayloadAction<AuthSession>) => ({
      bearerToken: payload.bearerToken,
      sessionId: payload.sessionId,
      user: payload.user,
    }),
    /** The server told who the held session belongs to now. */
    userRefreshed: (state, { payload }: PayloadAction<User>) => ({ ...state, user: payload }),
    /** The person signed out (whether or not the server heard of it). */
    signedOut: () => initialSessionState,
    /** The server answered 401 to a call made with the held session. */
    sessionExpired: () => initialSessionState,
  },
})

export const { sessionStarted, userRefreshed, signedOut, sessionExpired } = sessionSlice.actions
export const sessionReducer = sessionSlice.reducer

export const selectSession = (state: SessionRootState): SessionState => state.session
export const selectUser = (state: SessionRootState): User | null => state.session.user

/** Both credentials, or `undefined` unless both are held. */
export const selectSessionTokens = createSelector(
  [
    (state: SessionRootState) => state.session.bearerToken,
    (state: SessionRootState) => state.session.sessionId,
  ],
  (bearerToken, sessionId): SessionTokens | undefined =>
    bearerToken !== null && sessionId !== null ? { bearerToken, sessionId } : undefined,
)

/** The name to greet someone by: their display name, else their email. */
export const selectUserLabel = (state: SessionRootState): string | undefined => {
  const { user } = state.session
  if (user === null) return undefined
  return user.displayName.trim() === '' ? user.email : user.displayName
}
