import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../database'
import { productComponents, products } from '../schema'

export type NewProduct = typeof products.$inferInsert
export type NewProductComponent = typeof productComponents.$inferInsert

/** Inserts or updates products and their components by id (the seed runs on every start). */
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
    await db
      .insert(productComponents)
      .values(row)
      .onConflictDoUpdate({ target: productComponents.componentId, set: row })
  }
}

/** The components the marketplace shows (hidden ones left out) with their product, by id. */
export const listMarketplaceComponentRows = (db: DbOrTx) =>
  db
    .select({
      component: productComponents,
      productFamilyId: products.productFamilyId,
      productName: products.name,
    })
    .from(productComponents)
    .innerJoin(products, eq(products.productId, productComponents.productId))
    .where(eq(productComponents.hideFromMarketplace, false))
    .orderBy(asc(productComponents.componentId))
