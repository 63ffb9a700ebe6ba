import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../infrastructure'
import { demoUsers, seedDatabase } from '../seed/seed'

const database = await openConfiguredDatabase(loadConfig(process.env))
await database.migrate()
await seedDatabase(database.db, { now: new Date() })
await database.close()
console.log(
  `Seeded the catalogue, products and demo users (${demoUsers.accounts.map((u) => u.email).join(', ')}; password ${demoUsers.password}).`,
)
