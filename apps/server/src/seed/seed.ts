import { sites } from '@slatelab/domain/sites'
import { sports } from '@slatelab/domain/sports'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { hashPassword } from '../auth/password'
import type { Db } from '../db/database'
import { upsertCatalogue } from '../db/repositories/catalogue'
import { upsertProducts } from '../db/repositories/products'
import { subscribeToComponents } from '../db/repositories/subscriptions'
import { findUserCredentials, insertUser } from '../db/repositories/users'
import { toEasternDateTime } from '../time/eastern-time'
import { demoUsers } from './demo-users'
import { seedDemoWorld, type DemoWorldSeedOptions, type SeedScale } from './demo-world-seed'
import { seedComponents, seedProducts } from './products'

export { demoUsers }

/**
 * The slate day (Eastern) of an instant, the demo world's default anchor.
 * @example easternDayOf(new Date('2026-11-23T03:00:00Z')) // '2026-11-22'
 */
export const easternDayOf = (instant: Date): IsoDate =>
  isoDate(toEasternDateTime(instant).slice(0, 10))

/**
 * Brings a store up to date: the sport and site catalogue, the products and the demo accounts
 * (created once, never overwritten) in one transaction, then the demo world up to the anchor
 * day (today in Eastern time unless `anchorDate` is given), one transaction per day. Running it
 * twice on the same day stores nothing new.
 */
export const seedDatabase = async (
  db: Db,
  options: {
    readonly now: Date
    /** How much of the demo world to store; `none` stores the accounts and catalogue only. */
    readonly scale: SeedScale | 'none'
    readonly anchorDate?: IsoDate
    /**
     * More days stored with the five days before them and the day after, without contest
     * fields, before the anchor's (whose players and teams are then the ones kept): the
     * end-to-end suite's MLB day. Five days hold the day's starters' previous starts.
     */
    readonly extraDates?: readonly IsoDate[]
    readonly fieldCap?: number
    readonly onDay?: DemoWorldSeedOptions['onDay']
    readonly onFieldFailure?: DemoWorldSeedOptions['onFieldFailure']
    readonly signal?: AbortSignal
    readonly fieldsOffThread?: boolean
  },
): Promise<number> => {
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
        await subscribeToComponents(tx, user.userId, componentIds, options.now)
      }
    }
  })
  if (options.scale === 'none') return 0
  let extraDays = 0
  for (const anchorDate of options.extraDates ?? []) {
    extraDays += await seedDemoWorld(db, {
      anchorDate,
      scale: 'small',
      daysBefore: 5,
      fieldCap: 0,
      signal: options.signal,
    })
  }
  const anchorDays = await seedDemoWorld(db, {
    anchorDate: options.anchorDate ?? easternDayOf(options.now),
    scale: options.scale,
    fieldCap: options.fieldCap,
    onDay: options.onDay,
    onFieldFailure: options.onFieldFailure,
    signal: options.signal,
    fieldsOffThread: options.fieldsOffThread,
  })
  return extraDays + anchorDays
}
