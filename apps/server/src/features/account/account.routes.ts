import {
  accountSessionsRoute,
  accountSubscriptionsRoute,
  changePasswordRoute,
  signOutOtherSessionsRoute,
} from '@slatelab/contract/account.contract'
import { errors } from '@slatelab/domain/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tooManyAttempts } from '../../auth/sign-in-limiter'
import { revokeSessionsOfUser } from '../../db/repositories/sessions'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { answerNoStore } from '../../http/no-store'
import { HttpError } from '../../http/http-error'
import { sessionOf } from '../../http/session-of'
import { changePassword, listAccountSessions, listAccountSubscriptions } from './account-service'

export const accountRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    answerNoStore(app)

    addRoute(app, accountSubscriptionsRoute, (req) =>
      listAccountSubscriptions(db, sessionOf(req).user.userId, deps.now()),
    )

    addRoute(app, accountSessionsRoute, (req) => {
      const session = sessionOf(req)
      return listAccountSessions(db, session.user.userId, session.sessionIdHash, deps.now())
    })

    addRoute(app, signOutOtherSessionsRoute, async (req) => {
      const session = sessionOf(req)
      return {
        revoked: await revokeSessionsOfUser(
          db,
          session.user.userId,
          deps.now(),
          session.sessionIdHash,
        ),
      }
    })

    addRoute(app, changePasswordRoute, async (req) => {
      const { user, sessionIdHash } = sessionOf(req)
      const retryAfterSeconds = deps.signInLimiter.attempt(req.ip, user.email)
      if (retryAfterSeconds !== undefined) throw tooManyAttempts(retryAfterSeconds)
      const changed = await changePassword(db, user.userId, sessionIdHash, req.body, deps.now())
      if (changed === undefined) {
        deps.signInLimiter.failed(req.ip, user.email)
        throw new HttpError(400, errors.wrongCurrentPassword)
      }
      deps.signInLimiter.succeeded(req.ip, user.email)
      return changed
    })
  }
