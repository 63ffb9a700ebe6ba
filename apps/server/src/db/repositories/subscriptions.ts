import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { productComponents, products, subscriptionRequests, subscriptions } from '../schema'

/** A subscription that has started and not ended at `now`. */
export const runningAt = (now: Date) =>
  and(
    lte(subscriptions.startsAt, now),
    or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now)),
  )

export type AccessQuery = {
  readonly userId: number
  /** The product's name, e.g. 'PlateIQ'. */
  readonly product: string
  /** Only components of this sport (or of every sport) count; any sport when absent. */
  readonly sportId: number | undefined
  readonly now: Date
}

/** Whether the user holds a running subscription to a component of the product. */
export const hasActiveSubscription = async (db: DbOrTx, query: AccessQuery): Promise<boolean> => {
  const [row] = await db
    .select({ id: subscriptions.subscriptionId })
    .from(subscriptions)
    .innerJoin(productComponents, eq(productComponents.componentId, subscriptions.componentId))
    .innerJoin(products, eq(products.productId, productComponents.productId))
    .where(
      and(
        eq(subscriptions.userId, query.userId),
        eq(products.name, query.product),
        runningAt(query.now),
        query.sportId === undefined
          ? undefined
          : or(isNull(productComponents.sportId), eq(productComponents.sportId, query.sportId)),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The component ids among `componentIds` the user is subscribed to at `now`. */
export const listSubscribedComponentIds = async (
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<ReadonlySet<number>> => {
  const rows = await db
    .select({ componentId: subscriptions.componentId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), runningAt(now)))
  return new Set(rows.map((row) => row.componentId))
}

/**
 * Subscribes the user to each existing component (a lapsed subscription runs again);
 * returns the ids that exist.
 */
export const subscribeToComponents = async (
  db: DbOrTx,
  userId: number,
  componentIds: readonly number[],
  now: Date,
): Promise<ReadonlySet<number>> => {
  if (componentIds.length === 0) return new Set()
  const existing = await db
    .select({ componentId: productComponents.componentId })
    .from(productComponents)
    .where(inArray(productComponents.componentId, [...componentIds]))
  const ids = existing.map((row) => row.componentId)
  if (ids.length > 0) {
    await db
      .insert(subscriptions)
      .values(ids.map((componentId) => ({ userId, componentId, startsAt: now })))
      .onConflictDoUpdate({
        target: [subscriptions.userId, subscriptions.componentId],
        set: { endsAt: null },
      })
  }
  return new Set(ids)
}

/**
 * Ends the user's running subscriptions to `componentIds` at `now` (the row stays, so a later
 * subscribe runs it again); returns the ids that were running.
 */
export const cancelSubscriptions = async (
  db: DbOrTx,
  userId: number,
  componentIds: readonly number[],
  now: Date,
): Promise<ReadonlySet<number>> => {
  if (componentIds.length === 0) return new Set()
  const ended = await db
    .update(subscriptions)
    .set({ endsAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.componentId, [...componentIds]),
        runningAt(now),
      ),
    )
    .returning({ componentId: subscriptions.componentId })
  return new Set(ended.map((row) => row.componentId))
}

/** The components each of `userIds` holds at `now`, by user id (every id given has a list). */
export const listRunningComponentIdsByUser = async (
  db: DbOrTx,
  userIds: readonly number[],
  now: Date,
): Promise<ReadonlyMap<number, number[]>> => {
  const held = new Map(userIds.map((userId) => [userId, [] as number[]]))
  if (userIds.length === 0) return held
  const rows = await db
    .select({ userId: subscriptions.userId, componentId: subscriptions.componentId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, [...userIds]), runningAt(now)))
    .orderBy(subscriptions.componentId)
  for (const row of rows) held.get(row.userId)?.push(row.componentId)
  return held
}

/**
 * Records the user's requests for the existing components among `componentIds` he does not
 * hold at `now` (a repeated request keeps its first time); returns the ids now waiting.
 */
export const requestComponents = async (
  db: DbOrTx,
  userId: number,
  componentIds: readonly number[],
  now: Date,
): Promise<ReadonlySet<number>> => {
  const held = await listSubscribedComponentIds(db, userId, now)
  const existing =
    componentIds.length === 0
      ? []
      : await db
          .select({ componentId: productComponents.componentId })
          .from(productComponents)
          .where(inArray(productComponents.componentId, [...componentIds]))
  const wanted = existing.map((row) => row.componentId).filter((id) => !held.has(id))
  if (wanted.length > 0) {
    await db
      .insert(subscriptionRequests)
      .values(wanted.map((componentId) => ({ userId, componentId, requestedAt: now })))
      .onConflictDoNothing()
  }
  return new Set(wanted)
}

/** Drops a user's request for a component (granted or refused). */
export const clearComponentRequest = async (db: DbOrTx, userId: number, componentId: number) => {
  await db
    .delete(subscriptionRequests)
    .where(
      and(
        eq(subscriptionRequests.userId, userId),
        eq(subscriptionRequests.componentId, componentId),
      ),
    )
}

/** The components each of `userIds` has asked for, by user id (every id given has a list). */
export const listRequestedComponentIdsByUser = async (
  db: DbOrTx,
  userIds: readonly number[],
): Promise<ReadonlyMap<number, number[]>> => {
  const requested = new Map(userIds.map((userId) => [userId, [] as number[]]))
  if (userIds.length === 0) return requested
  const rows = await db
    .select()
    .from(subscriptionRequests)
    .where(inArray(subscriptionRequests.userId, [...userIds]))
    .orderBy(subscriptionRequests.componentId)
  for (const row of rows) requested.get(row.userId)?.push(row.componentId)
  return requested
}

/** The ids of users with a request waiting, oldest request first. */
export const listRequestingUserIds = async (db: DbOrTx): Promise<readonly number[]> => {
  const rows = await db
    .select({ userId: subscriptionRequests.userId })
    .from(subscriptionRequests)
    .orderBy(subscriptionRequests.requestedAt)
  return [...new Set(rows.map((row) => row.userId))]
}
