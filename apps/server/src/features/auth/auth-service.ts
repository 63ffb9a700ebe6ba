import {
  defaultDisplayName,
  type AuthSession,
  type SignInBody,
  type SignUpBody,
} from '@slatelab/domain/entities/user'
import { errors } from '@slatelab/domain/errors'
import type { DbOrTx } from '../../db/database'
import { insertSession, purgeDeadSessions } from '../../db/repositories/sessions'
import { findUserCredentials, insertUser, toUser } from '../../db/repositories/users'
import { HttpError } from '../../http/http-error'
import { refuseCommonPassword } from '../../auth/common-passwords'
import { hashPassword, verifyPassword } from '../../auth/password'
import { hashToken, newToken } from '../../auth/tokens'

const dayMs = 86_400_000

/** A password hash to compare against when the email is unknown, so both paths cost the same. */
const decoyHash = hashPassword('decoy-password-never-matches')

/** Opens a session: two fresh tokens, stored hashed, valid for `ttlDays`. */
export const openSession = async (
  db: DbOrTx,
  userId: number,
  now: Date,
  ttlDays: number,
): Promise<Omit<AuthSession, 'user'>> => {
  const bearerToken = newToken()
  const sessionId = newToken()
  // Opening a session clears the dead ones: the table never grows past the live sessions.
  await purgeDeadSessions(db, now)
  await insertSession(db, {
    sessionIdHash: hashToken(sessionId),
    bearerTokenHash: hashToken(bearerToken),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * dayMs),
  })
  return { bearerToken, sessionId }
}

/** Creates an account and signs it in; 409 when the email is taken. */
export const signUp = async (
  db: DbOrTx,
  body: SignUpBody,
  now: Date,
  ttlDays: number,
): Promise<AuthSession> => {
  refuseCommonPassword(body.password, 'body.password')
  const passwordHash = await hashPassword(body.password)
  // The account and its first session together: an account is never stored without the
  // answer that reports it.
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: body.email,
      displayName: body.displayName ?? defaultDisplayName(body.email),
      passwordHash,
    })
    if (!user) throw new HttpError(409, errors.emailTaken)
    return { ...(await openSession(tx, user.userId, now, ttlDays)), user }
  })
}

/** The session for a correct email and password, else `undefined` (same cost either way). */
export const signIn = async (
  db: DbOrTx,
  body: SignInBody,
  now: Date,
  ttlDays: number,
): Promise<AuthSession | undefined> => {
  const row = await findUserCredentials(db, body.email)
  const matches = await verifyPassword(body.password, row?.passwordHash ?? (await decoyHash))
  if (!row || !matches) return undefined
  return { ...(await openSession(db, row.userId, now, ttlDays)), user: toUser(row) }
}
