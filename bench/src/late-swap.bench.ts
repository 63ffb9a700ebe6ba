/**
 * Late swap (issue 32: 150 entries, goal ≤ 2 s): 150 lineups built by the optimizer (default
 * settings) on a DraftKings NFL classic main slate, then Full swaps with the 1 PM ET games
 * started and the 4 PM and night games open (nothing new; the three late players the set uses
 * most ruled OUT), and a Quick swap of those three. Medians of 3 against building 1 lineup in
 * the same run, with the load average beside them (a 2-core machine others share). The slate
 * is the real file of 2022-11-20 when ../shared/data/real is there (never committed), else the
 * demo world's DK NFL classic slate with the most games (swap midway between its first two
 * kickoff times).
 */
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { sportIds } from '@slatelab/domain/sports'
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { isoDate } from '@slatelab/domain/units'
import { lateSwap, type LateSwapInput } from '@slatelab/engine/optimizer/late-swap'
import { optimizeLineups } from '@slatelab/engine/optimizer/index'
import {
  optimizerPlayerSchema,
  type OptimizerPlayer,
} from '@slatelab/engine/optimizer/optimizer-request'
import GLPK from 'glpk.js/node'
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { readSalaryFile } from '../../apps/server/src/cli/optimize'
import { parseDkSalaries } from '../../apps/server/src/features/slates'

type Slate = {
  readonly name: string
  readonly players: OptimizerPlayer[]
  readonly gameStarts: Readonly<Record<string, string>>
  readonly now: string
}

const format = requireRosterFormat('dk-nfl-classic')
const realFile = new URL(
  '../../../shared/data/real/dk-salaries/nfl_dk_2022-11-20_w11_main_DKSalaries.csv',
  import.meta.url,
)

const realSlate = (): Slate => {
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

const demoSlate = async (): Promise<Slate> => {
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
      if (pool?.format.key !== format.key) continue
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

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** Median wall time of `rounds` runs (after none: each run is seconds), and the last result. */
const timed = async <T>(rounds: number, run: () => Promise<T>) => {
  const times: number[] = []
  let result: T | undefined
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now()
    result = await run()
    times.push(performance.now() - started)
  }
  return { ms: median(times), result: result as T }
}

const glpkStarted = performance.now()
const glpk = await GLPK()
// The CLI's printed time also spans this first load (`await GLPK()` inside its timer).
const glpkLoadMs = performance.now() - glpkStarted
const slate = existsSync(realFile) ? realSlate() : await demoSlate()
const settings = optimizerSettingsSchema.parse({})
const request = { players: slate.players, format, settings }
const built = await optimizeLineups({ ...request, count: 150 }, { glpk })
const lineups = built.lineups.map((lineup) => lineup.playerIds)
const started = new Set(
  Object.entries(slate.gameStarts).flatMap(([game, iso]) =>
    Date.parse(iso) <= Date.parse(slate.now) ? [game] : [],
  ),
)
const gameOf = new Map(slate.players.map((player) => [player.id, player.game]))
const lateUses = new Map<string, number>()
for (const id of lineups.flat()) {
  if (!started.has(gameOf.get(id) ?? '')) lateUses.set(id, (lateUses.get(id) ?? 0) + 1)
}
const swapOut = [...lateUses.entries()]
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  .slice(0, 3)
  .map(([id]) => id)
const swapInput: LateSwapInput = {
  ...request,
  lineups,
  gameStarts: slate.gameStarts,
  now: slate.now,
  mode: 'full',
  swapOut: [],
}

const baseline = await timed(3, () => optimizeLineups({ ...request, count: 1 }, { glpk }))
const full = await timed(3, () => lateSwap(swapInput, { glpk }))
const fullOut = await timed(3, () => lateSwap({ ...swapInput, swapOut }, { glpk }))
const quick = await timed(3, () => lateSwap({ ...swapInput, mode: 'quick', swapOut }, { glpk }))
const goalMs = 2000

const line = (name: string, ms: number, extra = '') =>
  console.log(
    `${name.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms median  ` +
      `${(ms / baseline.ms).toFixed(1).padStart(6)}× baseline${extra}`,
  )
console.log(`\nLate swap, ${slate.name}, ${lineups.length} entries, now ${slate.now}`)
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
)
line('baseline: build 1 lineup', baseline.ms)
line(
  `Full swap (${full.result.changed} changed)`,
  full.ms,
  `  goal ≤ ${goalMs} ms: ${full.ms <= goalMs ? 'met' : 'MISSED'}`,
)
line(
  `Full swap, ${swapOut.length} players OUT (${fullOut.result.changed} changed)`,
  fullOut.ms,
  `  goal ≤ ${goalMs} ms: ${fullOut.ms <= goalMs ? 'met' : 'MISSED'}`,
)
line(`Quick swap, ${swapOut.length} players OUT (${quick.result.changed} changed)`, quick.ms)
console.log(`first GLPK load (inside the CLI’s timed span): ${glpkLoadMs.toFixed(0)} ms`)
const problems = [...full.result.lineups, ...fullOut.result.lineups].filter(
  (lineup) => lineup.problem !== undefined,
).length
if (problems > 0) console.log(`Full swaps: ${problems} lineups kept with a problem`)
