/**
 * Hockey: the demo Sunday's starting goalies as the startinggoalies call builds them (uncached:
 * the service itself, goalie reports, salaries, the NHL lines and the season's goalie box
 * scores), against the NHL vegas lines of the same day it reads among them.
 */
import { isoDate } from '@slatelab/domain/units'
// The server package exports only its test harness; the services come from source.
import { listStartingGoalies } from '../../apps/server/src/features/hockey/hockey-service'
import { listVegasLines } from '../../apps/server/src/features/vegas/vegas-service'
import { createTestApp } from '@slatelab/server/testing'
import { measure, report } from './measure'

const t = await createTestApp({ world: true })
try {
  const db = t.database.db
  const date = isoDate('2026-11-22')
  const { GoalieMatchups } = await listStartingGoalies(db, date, t.clock.now)
  const goalies = await measure(
    'starting goalies, NHL (service)',
    () => listStartingGoalies(db, date, t.clock.now),
    { perRound: 10 },
  )
  const lines = await measure(
    '  baseline: the same day’s NHL vegas lines',
    () => listVegasLines(db, { sportId: 4, date, contestGroupId: 0 }, t.clock.now),
    { perRound: 10 },
  )
  console.log(`\nHockey (${GoalieMatchups.length} games)`)
  console.log(report(goalies, lines))
} finally {
  await t.close()
}
