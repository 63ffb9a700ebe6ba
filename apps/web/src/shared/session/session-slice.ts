import { createSelector, createSlice } from '@reduxjs/toolkit'
import type { SessionTokens } from '../api/api-config'
import { userFacingMessage } from '../api/http-error'
import { messagedThunk } from '../store/messaged-thunk'
import type { AuthSession, SignInBody, SignUpBody, User } from '@slatelab/domain/entities/user'
import { getMe, postSignIn, postSignOut, postSignUp } from './session-api'

/** Who is signed in (SPEC §1: "a session token and a bearer token held in shared state"). */
export type SessionState = {
  readonly bearerToken: string | null
  readonly sessionId: string | null
  readonly user: User | null
  readonly loading: boolean
  /** What the last failed session call said, in words a person can act on. */
  readonly error: string | null
}

export type SessionRootState = { readonly session: SessionState }

export const initialSessionState: SessionState = {
  bearerToken: null,
  sessionId: null,
  user: null,
  loading: false,
  error: null,
}

// The session screens show the server's own words ("Invalid email or password") rather than
// the bare status text, so these thunks reject with the user-facing message.
const sessionThunk = <Returned, Arg>(type: string, run: (arg: Arg) => Promise<Returned>) =>
  messagedThunk(type, run, userFacingMessage)

export const signIn = sessionThunk<AuthSession, SignInBody>('session/signIn', postSignIn)

export const signUp = sessionThunk<AuthSession, SignUpBody>('session/signUp', postSignUp)

export const signOut = sessionThunk<void, void>('session/signOut', postSignOut)

/** Refreshes the signed-in user; a 401 here means the stored session has expired. */
export const fetchMe = sessionThunk<User, void>('session/fetchMe', getMe)

const signedOut = (state: SessionState): SessionState => ({
  ...state,
  bearerToken: null,
  sessionId: null,
  user: null,
})

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The server answered 401 to a call made with the held session. */
    sessionExpired: (state) => ({ ...signedOut(state), loading: false }),
    /** The person closed the error, or opened a form that should start clean. */
    sessionErrorDismissed: (state) => ({ ...state, error: null }),
  },
  extraReducers: (builder) => {
    for (const thunk of [signIn, signUp, signOut, fetchMe]) {
      builder.addCase(thunk.pending, (state) => ({ ...state, loading: true, error: null }))
    }
    for (const thunk of [signIn, signUp]) {
      builder.addCase(thunk.fulfilled, (state, { payload }) => ({
        ...state,
        bearerToken: payload.bearerToken,
        sessionId: payload.sessionId,
        user: payload.user,
        loading: false,
      }))
    }
    builder.addCase(fetchMe.fulfilled, (state, { payload }) => ({
      ...state,
      user: payload,
      loading: false,
    }))
    builder.addCase(signOut.fulfilled, (state) => ({ ...signedOut(state), loading: false }))
    for (const thunk of [signIn, signUp, fetchMe]) {
      builder.addCase(thunk.rejected, (state, action) => ({
        ...state,
        loading: false,
        error: action.payload ?? action.error.message ?? null,
      }))
    }
    // Signing out always ends the session here, even when the server could not be told.
    builder.addCase(signOut.rejected, (state, action) => ({
      ...signedOut(state),
      loading: false,
      error: action.payload ?? action.error.message ?? null,
    }))
  },
})

export const { sessionExpired, sessionErrorDismissed } = sessionSlice.actions
export const sessionReducer = sessionSlice.reducer

export const selectSession = (state: SessionRootState): SessionState => state.session
export const selectUser = (state: SessionRootState): User | null => state.session.user
export const selectSessionLoading = (state: SessionRootState): boolean => state.session.loading
export const selectSessionError = (state: SessionRootState): string | null => state.session.error

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
