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
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { lateSwap, type LateSwapInput } from '@slatelab/engine/optimizer/late-swap'
import { optimizeLineups } from '@slatelab/engine/optimizer/index'
import GLPK from 'glpk.js/node'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { loadNflMainSlate, nflClassicFormat } from './nfl-main-slate'

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
const slate = await loadNflMainSlate()
const settings = optimizerSettingsSchema.parse({})
const request = { players: slate.players, format: nflClassicFormat, settings }
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
