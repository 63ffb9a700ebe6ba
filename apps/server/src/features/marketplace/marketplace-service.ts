import { marketplaceComponentSchema } from '@slatelab/domain/entities/product'
import type { DbOrTx } from '../../db/database'
import { listComponents } from '../../db/repositories/products'
import {
  listSubscribedComponentIds,
  subscribeToComponents,
} from '../../db/repositories/subscriptions'

const termSuffix: Readonly<Record<string, string>> = {
  monthly: '/mo',
  yearly: '/yr',
  season: '/season',
}

/** Every component as a marketplace tile, flagged with the user's subscriptions. */
export const listMarketplaceComponents = async (db: DbOrTx, userId: number, now: Date) => {
  const [rows, subscribed] = await Promise.all([
    listComponents(db),
    listSubscribedComponentIds(db, userId, now),
  ])
  return rows.map(({ component, productFamilyId }) => {
    const price = component.priceCents / 100
    return {
      ...marketplaceComponentSchema.parse({
        ...component,
        productFamilyId,
        price,
        displayPrice: `$${price.toFixed(2)}${termSuffix[component.term] ?? ''}`,
      }),
      isSubscribed: subscribed.has(component.componentId),
    }
  })
}

/** Subscribes to each id; the answer maps every requested id to whether it is now held. */
export const subscribeToMarketplaceComponents = async (
  db: DbOrTx,
  userId: number,
  componentIds: readonly number[],
  now: Date,
): Promise<Record<string, boolean>> => {
  const saved = await subscribeToComponents(db, userId, componentIds, now)
  return Object.fromEntries(componentIds.map((id) => [String(id), saved.has(id)]))
}
