import { sites } from '@slatelab/domain/sites'
import { sports } from '@slatelab/domain/sports'
import { hashPassword } from '../auth/password'
import type { Db } from '../db/database'
import { upsertCatalogue } from '../db/repositories/catalogue'
import { upsertProducts } from '../db/repositories/products'
import { subscribeToComponents } from '../db/repositories/subscriptions'
import { findUserCredentials, insertUser } from '../db/repositories/users'
import { demoUsers } from './demo-users'
import { seedComponents, seedProducts } from './products'
import { seedStarterWorld } from './starter-world-seed'

export { demoUsers }

/**
 * Brings a store up to date on every start, in one transaction: the sport and site
 * catalogue, the products, the demo accounts (created once, never overwritten) and today's
 * starter slates. Running it twice changes nothing.
 */
export const seedDatabase = async (db: Db, { now }: { readonly now: Date }): Promise<void> => {
  const passwordHash = await hashPassword(demoUsers.password)
  await db.transaction(async (tx) => {
    await upsertCatalogue(tx, sports, sites)
    await upsertProducts(tx, seedProducts, seedComponents)
    const componentIds = seedComponents.map((component) => component.componentId)
    for (const account of demoUsers.accounts) {
      const user =
        (await findUserCredentials(tx, account.email)) ??
        (await insertUser(tx, {
          email: account.email,
          displayName: account.displayName,
          role: account.role,
          passwordHash,
        }))
      if (user && account.subscribesToAll) {
        await subscribeToComponents(tx, user.userId, componentIds, now)
      }
    }
    await seedStarterWorld(tx, now)
  })
}
