import { loadConfig } from '../config'
import { openConfiguredDatabase } from '../infrastructure'

const database = await openConfiguredDatabase(loadConfig(process.env))
await database.migrate()
await database.close()
console.log(`Migrated the ${database.kind} store.`)
