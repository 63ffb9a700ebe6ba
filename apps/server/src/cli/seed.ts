import { parseArgs } from 'node:util'
import { isoDate } from '@slatelab/domain/units'
import { loadConfig } from '../config'
import { acquireStoreLock } from '../db/store-lock'
import { openConfiguredDatabase } from '../infrastructure'
import { demoUsers, seedDatabase } from '../seed/seed'

const usage =
  'Usage: npm run db:seed -- [--scale small|full] [--date YYYY-MM-DD] [--field-cap N | --no-field-cap]'

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    date: { type: 'string' },
    'field-cap': { type: 'string' },
    'no-field-cap': { type: 'boolean', default: false },
  },
})
if (values.scale !== 'small' && values.scale !== 'full') {
  console.error(`--scale must be small or full. ${usage}`)
  process.exit(2)
}
const anchorDate = values.date === undefined ? undefined : isoDate(values.date)
const fieldCap = values['no-field-cap']
  ? Number.POSITIVE_INFINITY
  : values['field-cap'] === undefined
    ? undefined
    : Number(values['field-cap'])
if (fieldCap !== undefined && !(fieldCap > 0)) {
  console.error(`--field-cap must be a positive number. ${usage}`)
  process.exit(2)
}

const config = loadConfig(process.env)
const lock = config.databaseUrl ? undefined : acquireStoreLock(config.dataDir)
const database = await openConfiguredDatabase(config)
await database.migrate()
const started = Date.now()
const days = await seedDatabase(database.db, {
  now: new Date(),
  scale: values.scale,
  anchorDate,
  fieldCap,
  onFieldFailure: (title, reason) => console.warn(`  no field for ${title}: ${reason}`),
  onDay: (day, done, total) => {
    if (done % 25 === 0 || done === total) console.log(`  ${done}/${total} days (${day})`)
  },
})
await database.close()
lock?.release()
console.log(
  `Seeded ${days} day(s) of the demo world in ${((Date.now() - started) / 1000).toFixed(1)} s, the catalogue, products and demo users (${demoUsers.accounts.map((u) => u.email).join(', ')}; password ${demoUsers.password}).`,
)
