/**
 * PlateIQ: a slate's batters table (All Games of a September Sunday, about 270 batters, the 30
 * days before it), without the response cache, against the same day's MLB vegas lines. The
 * batting lines add up per-game totals the seeder stored (`mlb_batter_games`); the first call
 * is timed on its own. The store holds 30 days of the demo world: small seeds anchored every
 * four days.
 */
import { performance } from 'node:perf_hooks'
import { sportIds } from '@slatelab/domain/sports'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate } from '@slatelab/domain/units'
// The server package exports only its test harness; the services come from source.
import { listBatters } from '../../apps/server/src/features/plateiq/plateiq-service'
import { listVegasLines } from '../../apps/server/src/features/vegas/vegas-service'
import { seedDemoWorld } from '../../apps/server/src/seed/demo-world-seed'
import { createTestApp } from '@slatelab/server/testing'
import { measure, report } from './measure'

const date = isoDate('2026-09-20')
const now = new Date(`${date}T16:00:00Z`)
const t = await createTestApp({ now })
try {
  const db = t.database.db
  for (let back = 28; back >= 0; back -= 4) {
    await seedDemoWorld(db, { anchorDate: addDays(date, -back), scale: 'small', fieldCap: 0 })
  }
  const query = { date, contest_group_id: 0, split: 'all', range: 'last30' } as const
  const started = performance.now()
  const { Batters } = await listBatters(db, query, now)
  const coldMillis = performance.now() - started
  const batters = await measure(
    'PlateIQ batters, All Games, 30 days (service)',
    () => listBatters(db, query, now),
    { perRound: 3 },
  )
  const lines = await measure(
    '  baseline: the same day’s MLB vegas lines',
    () => listVegasLines(db, { sportId: sportIds.MLB, date, contestGroupId: 0 }, now),
    { perRound: 10 },
  )
  const appearances = Batters.reduce((sum, row) => sum + row.stats.pa, 0)
  console.log(`\nPlateIQ (${Batters.length} batters, ${appearances} plate appearances)`)
  console.log(report(batters, lines))
  console.log(`  first call: ${coldMillis.toFixed(0)} ms`)
} finally {
  await t.close()
}
