import { meRoute, signInRoute, signOutRoute, signUpRoute } from '@slatelab/contract/auth.contract'
import type { AuthSession, SignInBody, SignUpBody, User } from '@slatelab/domain/entities/user'
import { userFacingMessage } from '../api/http-error'
import { contractCall, slatelabApi } from '../api/slatelab-api'
import { sessionStarted, signedOut, userRefreshed } from './session-slice'

// The session screens show the server's own words ("Invalid email or password") rather than
// the bare status text. Sign-in and sign-up never carry an old session (their contract says
// `auth: 'none'`): a 401 there means wrong credentials, not an expired session. Each call
// tells the session slice what it learnt before its caller hears back, so the caller reads
// the new session at once.
const sessionApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/auth/signin`; the session slice holds the granted session. */
    signIn: build.mutation<AuthSession, SignInBody>({
      queryFn: async (body, { dispatch }, _extra, baseQuery) => {
        const answer = await baseQuery(contractCall(signInRoute, { body }, userFacingMessage))
        if (answer.error !== undefined) return { error: answer.error }
        const granted = answer.data as AuthSession
        dispatch(sessionStarted(granted))
        return { data: granted }
      },
    }),
    /** `POST /api/auth/signup`; the session slice holds the granted session. */
    signUp: build.mutation<AuthSession, SignUpBody>({
      queryFn: async (body, { dispatch }, _extra, baseQuery) => {
        const answer = await baseQuery(contractCall(signUpRoute, { body }, userFacingMessage))
        if (answer.error !== undefined) return { error: answer.error }
        const granted = answer.data as AuthSession
        dispatch(sessionStarted(granted))
        return { data: granted }
      },
    }),
    /**
     * `POST /api/auth/signout`, staying on the page on a 401. Signing out always ends the
     * session here, even when the server could not be told.
     */
    signOut: build.mutation<null, void>({
      queryFn: async (_arg, { dispatch }, _extra, baseQuery) => {
        const answer = await baseQuery(
          contractCall(signOutRoute, {}, userFacingMessage, { redirectOnUnauthorized: false }),
        )
        dispatch(signedOut())
        return answer.error === undefined ? { data: null } : { error: answer.error }
      },
    }),
    /** Who the held session belongs to (`GET /api/auth/me`); a 401 here means it expired. */
    me: build.query<User, void>({
      queryFn: async (_arg, { dispatch }, _extra, baseQuery) => {
        const answer = await baseQuery(contractCall(meRoute, {}, userFacingMessage))
        if (answer.error !== undefined) return { error: answer.error }
        const { user } = answer.data as { readonly user: User }
        dispatch(userRefreshed(user))
        return { data: user }
      },
    }),
  }),
})

export const { useSignInMutation, useSignUpMutation, useSignOutMutation } = sessionApi

/** Refreshes the signed-in user (a thunk for `store.dispatch` at start-up). */
export const refreshUser = () => sessionApi.endpoints.me.initiate(undefined, { subscribe: false })

/** The endpoints, for dispatching a call outside a component (and in tests). */
export const sessionApiEndpoints = sessionApi.endpoints
