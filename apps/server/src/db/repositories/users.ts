import type { Role, User } from '@slatelab/domain/entities/user'
import { isoDateTime } from '@slatelab/domain/units'
import { and, asc, eq, ilike, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { users } from '../schema'

type UserRow = typeof users.$inferSelect

/** A user as the API shows it: never the password hash. */
export const toUser = (row: UserRow): User => ({
  userId: row.userId,
  email: row.email,
  displayName: row.displayName,
  role: row.role,
  createdAt: isoDateTime(row.createdAt.toISOString()),
})

export type NewUser = {
  readonly email: string
  readonly displayName: string
  readonly passwordHash: string
  readonly role?: Role
}

/** Inserts a user; `undefined` when the email is taken. */
export const insertUser = async (db: DbOrTx, user: NewUser): Promise<User | undefined> => {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning()
  return row ? toUser(row) : undefined
}

/** The user row with its password hash, for sign-in. */
export const findUserCredentials = async (
  db: DbOrTx,
  email: string,
): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}

export const findUserById = async (db: DbOrTx, userId: number): Promise<User | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.userId, userId))
  return row ? toUser(row) : undefined
}

/** Users by id, oldest first, whose email contains `emailContains` (any when absent). */
export const listUsers = async (
  db: DbOrTx,
  {
    emailContains,
    userIds,
    limit,
  }: {
    readonly emailContains?: string
    /** Only these users. */
    readonly userIds?: readonly number[]
    readonly limit: number
  },
): Promise<User[]> => {
  const pattern =
    emailContains === undefined ? undefined : `%${emailContains.replace(/[\\%_]/g, '\\$&')}%`
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        pattern === undefined ? undefined : ilike(users.email, pattern),
        userIds === undefined ? undefined : inArray(users.userId, [...userIds]),
      ),
    )
    .orderBy(asc(users.userId))
    .limit(limit)
  return rows.map(toUser)
}

/** Replaces a user's password hash. */
export const setPasswordHash = async (db: DbOrTx, userId: number, passwordHash: string) => {
  await db.update(users).set({ passwordHash }).where(eq(users.userId, userId))
}

/** A user row with its password hash, by id. */
export const findUserCredentialsById = async (
  db: DbOrTx,
  userId: number,
): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.userId, userId))
  return row
}
