/** The admin page's rules: prices and visibility of components, users' subscriptions. */
import {
  adminUsersLimit,
  type AdminUser,
  type ComponentUpdateBody,
} from '@slatelab/contract/admin.contract'
import { errors } from '@slatelab/domain/errors'
import type { DbOrTx } from '../../db/database'
import { listMarketplaceComponentRows, updateComponent } from '../../db/repositories/products'
import {
  cancelSubscriptions,
  clearComponentRequest,
  listRequestedComponentIdsByUser,
  listRequestingUserIds,
  listRunningComponentIdsByUser,
  subscribeToComponents,
} from '../../db/repositories/subscriptions'
import { findUserById, listUsers } from '../../db/repositories/users'
import { HttpError } from '../../http/http-error'
import { toPlan } from '../marketplace'

/** Every component with its product, hidden ones included. */
export const listAllComponents = async (db: DbOrTx) =>
  (await listMarketplaceComponentRows(db, { includeHidden: true })).map(toPlan)

/** Sets a component's price (dollars, stored in cents) or visibility; 404 when unknown. */
export const editComponent = async (db: DbOrTx, componentId: number, body: ComponentUpdateBody) => {
  const row = await updateComponent(db, componentId, {
    ...(body.price === undefined ? {} : { priceCents: Math.round(body.price * 100) }),
    ...(body.hideFromMarketplace === undefined
      ? {}
      : { hideFromMarketplace: body.hideFromMarketplace }),
  })
  if (row === undefined) throw new HttpError(404, errors.unknownComponent)
  return toPlan(row)
}

/**
 * Users (oldest first, at most `adminUsersLimit`) with what they hold at `now` and what they
 * asked for; `requested` keeps those with a request waiting.
 */
export const listUsersWithSubscriptions = async (
  db: DbOrTx,
  filter: { readonly emailContains?: string; readonly requested?: boolean },
  now: Date,
): Promise<{ users: AdminUser[]; more: boolean }> => {
  const userIds = filter.requested === true ? await listRequestingUserIds(db) : undefined
  const found = await listUsers(db, {
    emailContains: filter.emailContains,
    userIds,
    limit: adminUsersLimit + 1,
  })
  const shown = found.slice(0, adminUsersLimit)
  const ids = shown.map((user) => user.userId)
  const [held, requested] = await Promise.all([
    listRunningComponentIdsByUser(db, ids, now),
    listRequestedComponentIdsByUser(db, ids),
  ])
  return {
    users: shown.map((user) => ({
      user,
      componentIds: held.get(user.userId) ?? [],
      requestedComponentIds: requested.get(user.userId) ?? [],
    })),
    more: found.length > adminUsersLimit,
  }
}

/**
 * Grants a component to a user from `now` (`held`), or ends it now, settling his request for
 * it either way; answers the user with what they hold after. 404 for an unknown user or
 * component.
 */
export const setUserSubscription = async (
  db: DbOrTx,
  userId: number,
  componentId: number,
  held: boolean,
  now: Date,
): Promise<AdminUser> => {
  const user = await findUserById(db, userId)
  if (user === undefined) throw new HttpError(404, errors.unknownUser)
  if (held) {
    const granted = await subscribeToComponents(db, userId, [componentId], now)
    if (!granted.has(componentId)) throw new HttpError(404, errors.unknownComponent)
  } else {
    await cancelSubscriptions(db, userId, [componentId], now)
  }
  await clearComponentRequest(db, userId, componentId)
  const [after, requested] = await Promise.all([
    listRunningComponentIdsByUser(db, [userId], now),
    listRequestedComponentIdsByUser(db, [userId]),
  ])
  return {
    user,
    componentIds: after.get(userId) ?? [],
    requestedComponentIds: requested.get(userId) ?? [],
  }
}
