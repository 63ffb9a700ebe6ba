import { meRoute, signInRoute, signOutRoute, signUpRoute } from '@slatelab/contract/auth.contract'
import type { AuthSession, SignInBody, SignUpBody, User } from '@slatelab/domain/entities/user'
import { callApi } from '../api/call-api'

// Sign-in and sign-up never carry an old session (their contract says `auth: 'none'`): a 401
// there means wrong credentials, not an expired session.
export const postSignIn = (request: SignInBody): Promise<AuthSession> =>
  callApi(signInRoute, { body: request })

export const postSignUp = (request: SignUpBody): Promise<AuthSession> =>
  callApi(signUpRoute, { body: request })

export const postSignOut = async (): Promise<void> => {
  await callApi(signOutRoute, {}, { redirectOnUnauthorized: false })
}

export const getMe = async (): Promise<User> => (await callApi(meRoute, {})).user
