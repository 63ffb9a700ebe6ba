import {
  authSessionSchema,
  signInBodySchema,
  signUpBodySchema,
  userSchema,
} from '@slatelab/domain/entities/user'
import { errors } from '@slatelab/domain/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signIn, signUp } from '../../auth/auth-service'
import { revokeSession } from '../../db/repositories/sessions'
import type { Deps } from '../../deps'
import { HttpError } from '../../http/http-error'
import { sessionOf } from '../../http/session-of'

const tags = ['auth']

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database

    app.post(
      '/api/auth/signup',
      {
        schema: {
          tags,
          summary: 'Create an account and sign in',
          body: signUpBodySchema,
          response: { 201: authSessionSchema },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await signUp(db, req.body, deps.now(), deps.sessionTtlDays)),
    )

    app.post(
      '/api/auth/signin',
      {
        schema: {
          tags,
          summary: 'Sign in: returns a bearer token and a session id',
          body: signInBodySchema,
          response: { 200: authSessionSchema },
        },
      },
      async (req) => {
        const retryAfterSeconds = deps.signInLimiter.attempt(req.ip, req.body.email)
        if (retryAfterSeconds !== undefined) {
          throw new HttpError(429, errors.tooManyAttempts, {
            'retry-after': String(retryAfterSeconds),
          })
        }
        const session = await signIn(db, req.body, deps.now(), deps.sessionTtlDays)
        if (!session) {
          deps.signInLimiter.failed(req.body.email)
          throw new HttpError(401, errors.invalidCredentials)
        }
        deps.signInLimiter.succeeded(req.body.email)
        return session
      },
    )

    app.post(
      '/api/auth/signout',
      {
        config: { auth: 'user' },
        schema: { tags, summary: 'Revoke the current session', response: { 204: z.null() } },
      },
      async (req, reply) => {
        await revokeSession(db, sessionOf(req).sessionIdHash, deps.now())
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/api/auth/me',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'The signed-in user',
          response: { 200: z.object({ user: userSchema }) },
        },
      },
      async (req) => ({ user: sessionOf(req).user }),
    )
  }
