import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { productComponents, products, subscriptions } from '../schema'
import { runningAt } from './subscriptions'

export type NewProduct = typeof products.$inferInsert
export type NewProductComponent = typeof productComponents.$inferInsert

/**
 * Inserts or updates products and their components by id (the seed runs on every start). A
 * component's price and visibility are the admin's once stored: a restart never resets them.
 */
export const upsertProducts = async (
  db: DbOrTx,
  productRows: readonly NewProduct[],
  componentRows: readonly NewProductComponent[],
): Promise<void> => {
  for (const row of productRows) {
    await db
      .insert(products)
      .values(row)
      .onConflictDoUpdate({ target: products.productId, set: row })
  }
  for (const row of componentRows) {
    const { priceCents: _price, hideFromMarketplace: _hidden, ...described } = row
    await db
      .insert(productComponents)
      .values(row)
      .onConflictDoUpdate({ target: productComponents.componentId, set: described })
  }
}

const componentWithProduct = {
  component: productComponents,
  productFamilyId: products.productFamilyId,
  productName: products.name,
}

/**
 * The components with their product, by id: the ones the marketplace shows (hidden ones left
 * out), or every one for the admin.
 */
export const listMarketplaceComponentRows = (
  db: DbOrTx,
  { includeHidden = false }: { readonly includeHidden?: boolean } = {},
) =>
  db
    .select(componentWithProduct)
    .from(productComponents)
    .innerJoin(products, eq(products.productId, productComponents.productId))
    .where(includeHidden ? undefined : eq(productComponents.hideFromMarketplace, false))
    .orderBy(asc(productComponents.componentId))

export type ComponentRow = Awaited<ReturnType<typeof listMarketplaceComponentRows>>[number]

/** A user's running subscriptions with their component and product, by component id. */
export const listRunningSubscriptionRows = (db: DbOrTx, userId: number, now: Date) =>
  db
    .select({ ...componentWithProduct, startsAt: subscriptions.startsAt })
    .from(subscriptions)
    .innerJoin(productComponents, eq(productComponents.componentId, subscriptions.componentId))
    .innerJoin(products, eq(products.productId, productComponents.productId))
    .where(and(eq(subscriptions.userId, userId), runningAt(now)))
    .orderBy(asc(productComponents.componentId))

/** Sets a component's price or visibility; the component with its product, or `undefined`. */
export const updateComponent = async (
  db: DbOrTx,
  componentId: number,
  change: { readonly priceCents?: number; readonly hideFromMarketplace?: boolean },
): Promise<ComponentRow | undefined> => {
  const [updated] = await db
    .update(productComponents)
    .set(change)
    .where(eq(productComponents.componentId, componentId))
    .returning({ componentId: productComponents.componentId })
  if (updated === undefined) return undefined
  const [row] = await db
    .select(componentWithProduct)
    .from(productComponents)
    .innerJoin(products, eq(products.productId, productComponents.productId))
    .where(eq(productComponents.componentId, componentId))
  return row
}
