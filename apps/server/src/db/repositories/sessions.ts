import type { User } from '@slatelab/domain/entities/user'
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { sessions, users } from '../schema'
import { toUser } from './users'

export type NewSession = {
  readonly sessionIdHash: string
  readonly bearerTokenHash: string
  readonly userId: number
  readonly createdAt: Date
  readonly expiresAt: Date
}

export const insertSession = async (db: DbOrTx, session: NewSession): Promise<void> => {
  await db.insert(sessions).values({ ...session, lastUsedAt: session.createdAt })
}

/**
 * Deletes every session that can no longer sign anything in (expired or signed out at `now`),
 * so the table holds live sessions only. Answers how many went.
 */
export const purgeDeadSessions = async (db: DbOrTx, now: Date): Promise<number> => {
  const gone = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ sessionIdHash: sessions.sessionIdHash })
  return gone.length
}

export type LiveSession = {
  readonly sessionIdHash: string
  readonly bearerTokenHash: string
  readonly lastUsedAt: Date
  readonly user: User
}

/** The session with this id hash if it is neither revoked nor expired at `now`. */
export const findLiveSession = async (
  db: DbOrTx,
  sessionIdHash: string,
  now: Date,
): Promise<LiveSession | undefined> => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(
        eq(sessions.sessionIdHash, sessionIdHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  return row
    ? {
        sessionIdHash: row.session.sessionIdHash,
        bearerTokenHash: row.session.bearerTokenHash,
        lastUsedAt: row.session.lastUsedAt,
        user: toUser(row.user),
      }
    : undefined
}

/** Records that a session signed a call in at `now`. */
export const touchSession = async (db: DbOrTx, sessionIdHash: string, now: Date) => {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(eq(sessions.sessionIdHash, sessionIdHash))
}

const liveSessionOf = (userId: number, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

/** A user's live sessions, most recently used first, for the account page. */
export const listSessionsOfUser = (db: DbOrTx, userId: number, now: Date) =>
  db
    .select({
      sessionIdHash: sessions.sessionIdHash,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(liveSessionOf(userId, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))

/**
 * Revokes every live session of a user but `keepSessionIdHash` (when given); answers how many
 * were revoked.
 */
export const revokeSessionsOfUser = async (
  db: DbOrTx,
  userId: number,
  now: Date,
  keepSessionIdHash?: string,
): Promise<number> => {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        liveSessionOf(userId, now),
        keepSessionIdHash === undefined ? undefined : ne(sessions.sessionIdHash, keepSessionIdHash),
      ),
    )
    .returning({ sessionIdHash: sessions.sessionIdHash })
  return revoked.length
}

export const revokeSession = async (db: DbOrTx, sessionIdHash: string, now: Date) => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.sessionIdHash, sessionIdHash), isNull(sessions.revokedAt)))
}

/** Every live session of a user (the partner access check matches a token against them). */
export const listLiveSessionsOfUser = async (db: DbOrTx, userId: number, now: Date) =>
  db
    .select({ bearerTokenHash: sessions.bearerTokenHash })
    .from(sessions)
    .where(liveSessionOf(userId, now))
