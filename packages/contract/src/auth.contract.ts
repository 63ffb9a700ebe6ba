/** Accounts and sessions (DESIGN.md "Identity and access"). */
import {
  authSessionSchema,
  signInBodySchema,
  signUpBodySchema,
  userSchema,
} from '@slatelab/domain/entities/user'
import { z } from 'zod'
import { defineRoute } from './define-route'

const tag = 'auth'

const exampleUser = {
  userId: 2,
  email: 'subscriber@slatelab.dev',
  displayName: 'Subscriber',
  role: 'user',
  createdAt: '2025-01-01T00:00:00Z',
} as const

const exampleSession = {
  bearerToken: 'b6c1f0…',
  sessionId: '5f2a9e…',
  user: exampleUser,
}

export const signUpRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/auth/signup',
  auth: 'none',
  tag,
  summary: 'Create an account and sign in',
  description:
    '409 when the email has an account; 400 for a password on the common-passwords list; 429 with `retry-after` past the sign-ups allowed from one address.',
  body: signUpBodySchema,
  status: 201,
  response: authSessionSchema,
  example: exampleSession,
})

export const signInRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/auth/signin',
  auth: 'none',
  tag,
  summary: 'Sign in: returns a bearer token and a session id',
  description: '401 on a wrong email or password; 429 with `retry-after` after too many attempts.',
  body: signInBodySchema,
  status: 200,
  response: authSessionSchema,
  example: exampleSession,
})

export const signOutRoute = defineRoute({
  method: 'POST',
  host: 'api',
  path: '/auth/signout',
  auth: 'user',
  tag,
  summary: 'Revoke the current session',
  status: 204,
  response: z.null(),
  example: null,
})

export const meRoute = defineRoute({
  method: 'GET',
  host: 'api',
  path: '/auth/me',
  auth: 'user',
  tag,
  summary: 'The signed-in user',
  status: 200,
  response: z.object({ user: userSchema }),
  example: { user: exampleUser },
})
