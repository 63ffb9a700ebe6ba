import { marketplaceComponentSchema } from '@slatelab/domain/entities/product'
import type { DbOrTx } from '../../db/database'
import { listMarketplaceComponentRows, type ComponentRow } from '../../db/repositories/products'
import {
  cancelSubscriptions,
  listRequestedComponentIdsByUser,
  listSubscribedComponentIds,
  requestComponents,
  subscribeToComponents,
} from '../../db/repositories/subscriptions'
import type { SubscriptionPolicy } from '../../deps'

const termSuffix: Readonly<Record<string, string>> = {
  monthly: '/mo',
  yearly: '/yr',
  season: '/season',
}

/**
 * The marketplace's tiles, flagged with the user's subscriptions. Hidden components never
 * leave the server this way (they stay subscribable by id, and keep granting access).
 */
export const listMarketplaceComponents = async (db: DbOrTx, userId: number, now: Date) => {
  const [rows, subscribed, requested] = await Promise.all([
    listMarketplaceComponentRows(db),
    listSubscribedComponentIds(db, userId, now),
    listRequestedComponentIdsByUser(db, [userId]),
  ])
  const waiting = new Set(requested.get(userId))
  return rows.map((row) => ({
    ...toPlan(row),
    isSubscribed: subscribed.has(row.component.componentId),
    isRequested: waiting.has(row.component.componentId),
  }))
}

/** A stored component as SPEC §3's "Marketplace component", its price in dollars. */
export const toMarketplaceComponent = (
  component: ComponentRow['component'],
  productFamilyId: number,
) => {
  const price = component.priceCents / 100
  return marketplaceComponentSchema.parse({
    ...component,
    productFamilyId,
    price,
    displayPrice: `$${price.toFixed(2)}${termSuffix[component.term] ?? ''}`,
  })
}

/** A component with the product (access-check name) it opens: a plan. */
export const toPlan = ({ component, productFamilyId, productName }: ComponentRow) => ({
  ...toMarketplaceComponent(component, productFamilyId),
  product: productName,
})

/** What a visitor can buy (/sales): every listed component with the product it opens. */
export const listPlans = async (db: DbOrTx) => (await listMarketplaceComponentRows(db)).map(toPlan)

/**
 * Subscribes to each id, or with `approval` records a request an admin grants; the answer maps
 * every requested id to whether it is now held (a component waiting for approval is not).
 */
export const subscribeToMarketplaceComponents = async (
  db: DbOrTx,
  userId: number,
  componentIds: readonly number[],
  now: Date,
  policy: SubscriptionPolicy,
): Promise<Record<string, boolean>> => {
  if (policy === 'open') {
    return answerPerId(componentIds, await subscribeToComponents(db, userId, componentIds, now))
  }
  await requestComponents(db, userId, componentIds, now)
  return answerPerId(componentIds, await listSubscribedComponentIds(db, userId, now))
}

/** Ends the user's subscriptions to each id; the answer maps every id to whether it ended. */
export const cancelMarketplaceComponents = async (
  db: DbOrTx,
  userId: number,
  componentIds: readonly number[],
  now: Date,
): Promise<Record<string, boolean>> =>
  answerPerId(componentIds, await cancelSubscriptions(db, userId, componentIds, now))

const answerPerId = (ids: readonly number[], done: ReadonlySet<number>) =>
  Object.fromEntries(ids.map((id) => [String(id), done.has(id)]))
