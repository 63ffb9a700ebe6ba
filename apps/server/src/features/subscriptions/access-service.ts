import { timingSafeEqual } from 'node:crypto'
import type { CheckAccessQuery } from '@slatelab/domain/entities/access'
import type { User } from '@slatelab/domain/entities/user'
import type { IncomingHttpHeaders } from 'node:http'
import type { DbOrTx } from '../../db/database'
import { listLiveSessionsOfUser } from '../../db/repositories/sessions'
import { findUserById } from '../../db/repositories/users'
import { hasActiveSubscription } from '../../db/repositories/subscriptions'
import { findSession, readCredentials } from '../../auth/session-auth'
import { hashToken } from '../../auth/tokens'

/**
 * The caller of an access check: by `user_id` + `token` (partner brand, the token being one of
 * the user's live bearer tokens) or by the two auth headers (labs brand).
 */
const findCaller = async (
  db: DbOrTx,
  query: CheckAccessQuery,
  headers: IncomingHttpHeaders,
  now: Date,
): Promise<User | undefined> => {
  if (query.user_id !== undefined && query.token !== undefined) {
    const tokenHash = Buffer.from(hashToken(query.token))
    const live = await listLiveSessionsOfUser(db, query.user_id, now)
    const matches = live.some((session) => {
      const candidate = Buffer.from(session.bearerTokenHash)
      return candidate.length === tokenHash.length && timingSafeEqual(candidate, tokenHash)
    })
    return matches ? findUserById(db, query.user_id) : undefined
  }
  const credentials = readCredentials(headers)
  return credentials ? (await findSession(db, credentials, now))?.user : undefined
}

/**
 * Whether the caller may use `query.product` (for `query.sport_id` when given): admins always,
 * others with a running subscription to one of the product's components. False, never an
 * error, when the caller is unknown.
 */
export const checkAccess = async (
  db: DbOrTx,
  query: CheckAccessQuery,
  headers: IncomingHttpHeaders,
  now: Date,
): Promise<boolean> => {
  const user = await findCaller(db, query, headers, now)
  if (!user) return false
  if (user.role === 'admin') return true
  return hasActiveSubscription(db, {
    userId: user.userId,
    product: query.product,
    sportId: query.sport_id,
    now,
  })
}
