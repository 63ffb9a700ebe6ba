import { apiClient } from '../api/api-clients'
import { authModes } from '../api/http-client'

/** A signed-in person as `GET /api/auth/me` describes them. */
export type User = {
  readonly userId: number
  readonly email: string
  readonly displayName: string
  readonly role: 'user' | 'admin'
  /** ISO timestamp. */
  readonly createdAt: string
}

/** What sign-in and sign-up answer. */
export type SessionGrant = {
  readonly bearerToken: string
  readonly sessionId: string
  readonly user: User
}

export type SignInRequest = {
  readonly email: string
  readonly password: string
}

export type SignUpRequest = SignInRequest & {
  readonly displayName?: string
}

// Sign-in and sign-up never carry an old session: a 401 there means wrong credentials,
// not an expired session.
export const postSignIn = (request: SignInRequest): Promise<SessionGrant> =>
  apiClient.post('/auth/signin', request, { auth: authModes.none })

export const postSignUp = (request: SignUpRequest): Promise<SessionGrant> =>
  apiClient.post('/auth/signup', request, { auth: authModes.none })

export const postSignOut = (): Promise<void> =>
  apiClient.post('/auth/signout', undefined, {
    auth: authModes.required,
    redirectOnUnauthorized: false,
  })

export const getMe = async (): Promise<User> =>
  (await apiClient.get<{ readonly user: User }>('/auth/me', { auth: authModes.required })).user
