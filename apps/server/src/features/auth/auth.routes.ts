import { meRoute, signInRoute, signOutRoute, signUpRoute } from '@slatelab/contract/auth.contract'
import { errors } from '@slatelab/domain/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tooManyAttempts } from '../../auth/sign-in-limiter'
import { revokeSession } from '../../db/repositories/sessions'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { answerNoStore } from '../../http/no-store'
import { HttpError } from '../../http/http-error'
import { sessionOf } from '../../http/session-of'
import { signIn, signUp } from './auth-service'

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    answerNoStore(app)

    addRoute(app, signUpRoute, (req) => {
      const retryAfterSeconds = deps.signInLimiter.signUp(req.ip)
      if (retryAfterSeconds !== undefined) {
        throw tooManyAttempts(retryAfterSeconds, errors.tooManySignUps)
      }
      return signUp(db, req.body, deps.now(), deps.sessionTtlDays)
    })

    addRoute(app, signInRoute, async (req) => {
      const retryAfterSeconds = deps.signInLimiter.attempt(req.ip, req.body.email)
      if (retryAfterSeconds !== undefined) throw tooManyAttempts(retryAfterSeconds)
      const session = await signIn(db, req.body, deps.now(), deps.sessionTtlDays)
      if (!session) {
        deps.signInLimiter.failed(req.ip, req.body.email)
        throw new HttpError(401, errors.invalidCredentials)
      }
      deps.signInLimiter.succeeded(req.ip, req.body.email)
      return session
    })

    addRoute(app, signOutRoute, async (req) => {
      await revokeSession(db, sessionOf(req).sessionIdHash, deps.now())
      return null
    })

    addRoute(app, meRoute, (req) => ({ user: sessionOf(req).user }))
  }
