/**
 * Vegas: the lines of a slate as the vegas-lines call builds them (uncached: the service
 * itself) on the demo Sunday, against reading the same events with their teams, the query it
 * starts from; then an odds import of a generated 10 000-game SBR NBA file (parse and store in
 * one transaction), against parsing it alone.
 */
import { isoDate } from '@slatelab/domain/units'
import { performance } from 'node:perf_hooks'
// The server package exports only its test harness; the services come from source.
import { listEventsOfSportBetween } from '../../apps/server/src/db/repositories/sports-data'
import { importOdds } from '../../apps/server/src/features/vegas/odds-import'
import { parseOddsFile } from '../../apps/server/src/features/vegas/odds-files'
import { listVegasLines } from '../../apps/server/src/features/vegas/vegas-service'
import { createTestApp } from '@slatelab/server/testing'
import { measure, report } from './measure'

const t = await createTestApp({ world: true })
try {
  const db = t.database.db
  const request = { sportId: 1, date: isoDate('2026-11-22'), contestGroupId: 0 } as const
  const rows = await listVegasLines(db, request, t.clock.now)
  const lines = await measure(
    'vegas lines, NFL All Games (service)',
    () => listVegasLines(db, request, t.clock.now),
    { perRound: 20 },
  )
  const events = await measure(
    '  baseline: the same events with teams',
    () =>
      listEventsOfSportBetween(
        db,
        1,
        new Date('2026-11-22T05:00:00Z'),
        new Date('2026-11-29T05:00:00Z'),
      ),
    { perRound: 20 },
  )
  console.log(`\nVegas (${rows.length / 2} games)`)
  console.log(report(lines, events))

  const teams = ['BOS', 'NYK', 'LA Lakers', 'Golden State', 'Miami', 'Denver', 'Utah', 'Phoenix']
  const header =
    'date,season,team,home/visitor,opponent,score,opponentScore,moneyLine,opponentMoneyLine,total,spread,secondHalfTotal'
  const games = 10_000
  const body = Array.from({ length: games }, (_, index) => {
    const day = new Date(Date.UTC(2010, 0, 1) + Math.floor(index / 4) * 86_400_000)
    const date = day.toISOString().slice(0, 10)
    const home = teams[(index * 2) % teams.length]
    const visitor = teams[(index * 2 + 1) % teams.length]
    return `${date},2010,${home},vs,${visitor},100,98,-150,130,220.5,-3.5,110`
  })
  const text = [header, ...body].join('\n')
  const parseStarted = performance.now()
  parseOddsFile(text, {})
  const parseMs = performance.now() - parseStarted
  const importStarted = performance.now()
  const summary = await importOdds(db, text, {})
  const importMs = performance.now() - importStarted
  console.log(
    `odds import, ${summary.games} games: ${importMs.toFixed(0)} ms (parse alone ${parseMs.toFixed(0)} ms, ${(importMs / parseMs).toFixed(1)}× baseline)`,
  )
} finally {
  await t.close()
}
