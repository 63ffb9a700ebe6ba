/** The account page's rules: the caller's subscriptions, sessions and password. */
import type { AccountSession, ChangePasswordBody } from '@slatelab/contract/account.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { refuseCommonPassword } from '../../auth/common-passwords'
import { hashPassword, verifyPassword } from '../../auth/password'
import type { DbOrTx } from '../../db/database'
import { listRunningSubscriptionRows } from '../../db/repositories/products'
import { listSessionsOfUser, revokeSessionsOfUser } from '../../db/repositories/sessions'
import { findUserCredentialsById, setPasswordHash } from '../../db/repositories/users'
import { toPlan } from '../marketplace'

/** The caller's running subscriptions, hidden components included. */
export const listAccountSubscriptions = async (db: DbOrTx, userId: number, now: Date) =>
  (await listRunningSubscriptionRows(db, userId, now)).map((row) => ({
    ...toPlan(row),
    startsAt: isoDateTime(row.startsAt.toISOString()),
  }))

/** The caller's live sessions, the one asking first (`current`). */
export const listAccountSessions = async (
  db: DbOrTx,
  userId: number,
  currentSessionIdHash: string,
  now: Date,
): Promise<{ sessions: AccountSession[] }> => ({
  // The asking session first, then the others by last use.
  sessions: (await listSessionsOfUser(db, userId, now))
    .sort(
      (a, b) =>
        Number(b.sessionIdHash === currentSessionIdHash) -
        Number(a.sessionIdHash === currentSessionIdHash),
    )
    .map((row) => ({
      createdAt: isoDateTime(row.createdAt.toISOString()),
      lastUsedAt: isoDateTime(row.lastUsedAt.toISOString()),
      expiresAt: isoDateTime(row.expiresAt.toISOString()),
      current: row.sessionIdHash === currentSessionIdHash,
    })),
})

/**
 * Sets a new password once the current one is confirmed, and revokes every other session of
 * the user (the one asking stays signed in); `undefined` when the current password is wrong.
 */
export const changePassword = async (
  db: DbOrTx,
  userId: number,
  currentSessionIdHash: string,
  body: ChangePasswordBody,
  now: Date,
): Promise<{ revokedSessions: number } | undefined> => {
  const row = await findUserCredentialsById(db, userId)
  if (!row || !(await verifyPassword(body.currentPassword, row.passwordHash))) return undefined
  refuseCommonPassword(body.newPassword, 'body.newPassword')
  const passwordHash = await hashPassword(body.newPassword)
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash)
    return { revokedSessions: await revokeSessionsOfUser(tx, userId, now, currentSessionIdHash) }
  })
}
