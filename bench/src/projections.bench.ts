/**
 * Custom projections (docs/projections.md): a 500-row projection file uploaded (mapped,
 * matched against the demo day's NFL DraftKings players and stored as a set), and a blend
 * preview of two sets; each against the read both start from, the date's players.
 */
import { isoDate } from '@slatelab/domain/units'
import { createTestApp } from '@slatelab/server/testing'
import {
  blendSets,
  uploadProjections,
} from '../../apps/server/src/features/projections/projections-service'
import { loadSystemPlayers } from '../../apps/server/src/features/projections/system-projections'
import { measure, report } from './measure'

const t = await createTestApp({ world: true })
try {
  const db = t.database.db
  const scope = { sportId: 1, sourceId: 4, date: isoDate('2026-11-22') } as const
  const caller = { userId: 2, role: 'user' } as const
  const players = await loadSystemPlayers(db, scope.sportId, scope.sourceId, scope.date)
  // 500 rows: the pool's players in FantasyCruncher's layout, names repeated when it is smaller.
  const rows = Array.from({ length: 500 }, (_, index) => {
    const player = players[index % players.length]
    return {
      Player: player?.name ?? '',
      Pos: player?.position ?? '',
      Team: player?.team ?? '',
      Floor: '4',
      Ceiling: '30',
      'FC Proj': String(10 + (index % 20)),
    }
  })
  const upload = (filename: string) =>
    uploadProjections(
      db,
      caller,
      scope,
      { filename, useDefaultPlayers: false, setKey: undefined, preview: false },
      { rows, choices: [] },
      t.clock.now,
    )
  const [a, b] = [await upload('a'), await upload('b')]
  const parts = [a, b].map(({ set }) => ({
    key: set?.key ?? '',
    weight: 0.5,
    ownWeight: 0.5,
    ceilingWeight: 0.5,
    floorWeight: 0.5,
  }))
  const playersRead = await measure(
    '  baseline: the date’s players (system projection)',
    () => loadSystemPlayers(db, scope.sportId, scope.sourceId, scope.date),
    { perRound: 10 },
  )
  const uploaded = await measure('upload of a 500-row file (match + store)', () => upload('x'), {
    perRound: 3,
  })
  const blend = await measure(
    'blend preview of two sets (top 20)',
    () => blendSets(db, caller, scope, { filename: 'p', preview: true }, parts, t.clock.now),
    { perRound: 10 },
  )
  console.log(`\nProjections (${players.length} NFL DK players on the demo day)`)
  console.log(report(uploaded, playersRead))
  console.log(report(blend, playersRead))
} finally {
  await t.close()
}
