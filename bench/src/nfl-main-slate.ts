/**
 * The DraftKings NFL classic main slate the optimizer benchmarks build on: the real file of
 * 2022-11-20 when ../shared/data/real is there (never committed), else the demo world's DK NFL
 * classic slate with the most games. `now` is mid-slate: 2:30 PM ET on the real day (the 1 PM
 * games started), midway between the first two kickoff times on the demo slate.
 */
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { sportIds } from '@slatelab/domain/sports'
import { isoDate } from '@slatelab/domain/units'
import {
  optimizerPlayerSchema,
  type OptimizerPlayer,
} from '@slatelab/engine/optimizer/optimizer-request'
import { existsSync, readFileSync } from 'node:fs'
import { readSalaryFile } from '../../apps/server/src/cli/optimize'
import { parseDkSalaries } from '../../apps/server/src/features/slates'

export const nflClassicFormat = requireRosterFormat('dk-nfl-classic')

export type NflMainSlate = {
  readonly name: string
  readonly players: OptimizerPlayer[]
  readonly gameStarts: Readonly<Record<string, string>>
  readonly now: string
}

const realFile = new URL(
  '../../../shared/data/real/dk-salaries/nfl_dk_2022-11-20_w11_main_DKSalaries.csv',
  import.meta.url,
)

const realSlate = (): NflMainSlate => {
  const text = readFileSync(realFile, 'utf8')
  const pool = readSalaryFile(text)
  if (typeof pool === 'string') throw new Error(`${realFile.pathname}: ${pool}`)
  const slate = parseDkSalaries(text, { date: isoDate('2022-11-20') })
  return {
    name: `real DK NFL main 2022-11-20 (${pool.players.length} players)`,
    players: pool.players,
    gameStarts: Object.fromEntries(
      slate.games.map((game) => [game.key, game.startsAt.toISOString()]),
    ),
    // 2:30 PM ET: the 1 PM games started, the 4:05, 4:25 and night games not.
    now: '2022-11-20T19:30:00.000Z',
  }
}

const demoSlate = async (): Promise<NflMainSlate> => {
  const { createTestApp } = await import('@slatelab/server/testing')
  const { contestGroups, contestGroupEvents } = await import('../../apps/server/src/db/schema')
  const { loadSlatePool, toOptimizerPlayers } =
    await import('../../apps/server/src/features/optimizer/slate-pool')
  const { slateGameStarts } =
    await import('../../apps/server/src/features/optimizer/late-swap-service')
  const t = await createTestApp({ world: true })
  try {
    const db = t.database.db
    const groups = await db.select().from(contestGroups)
    const links = await db.select().from(contestGroupEvents)
    const nflClassic = groups.filter(
      (group) => group.sportId === sportIds.NFL && group.variant === 'classic',
    )
    let best: { id: number; games: number } | undefined
    for (const group of nflClassic) {
      const pool = await loadSlatePool(db, group.contestGroupId, t.clock.now).catch(() => undefined)
      if (pool?.format.key !== nflClassicFormat.key) continue
      const games = links.filter((link) => link.contestGroupId === group.contestGroupId).length
      if (best === undefined || games > best.games) best = { id: group.contestGroupId, games }
    }
    if (best === undefined) throw new Error('The demo world has no DK NFL classic slate')
    const pool = await loadSlatePool(db, best.id, t.clock.now)
    const gameStarts = await slateGameStarts(db, best.id)
    const starts = [...new Set(Object.values(gameStarts).map((iso) => Date.parse(iso)))].sort(
      (a, b) => a - b,
    )
    const [first = 0, second = first + 2 * 3600_000] = starts
    return {
      name: `demo world DK NFL slate ${best.id} (${pool.players.length} players, ${best.games} games)`,
      players: toOptimizerPlayers(pool.players, []).map((player) =>
        optimizerPlayerSchema.parse(player),
      ),
      gameStarts,
      now: new Date((first + second) / 2).toISOString(),
    }
  } finally {
    await t.close()
  }
}

/** The real main slate when its file is there, else the demo world's largest. */
export const loadNflMainSlate = (): Promise<NflMainSlate> =>
  existsSync(realFile) ? Promise.resolve(realSlate()) : demoSlate()
