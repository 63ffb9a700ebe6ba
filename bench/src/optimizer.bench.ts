/**
 * The optimizer on a seeded 512-player DraftKings NFL classic main slate (issue 6 targets:
 * 150 plain lineups ≤ 5 s median, 150 stacked ≤ 8 s median), plus 1 and 20 lineups and 150
 * DraftKings NBA classic. Each build runs in full per round; the median of the rounds counts.
 * When the real salary files of ../shared/data/real are there (never committed), the stacked
 * NFL build and NBA 150 run on them too, with the files' averages as projections.
 */
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { optimizeLineups, type OptimizeRequestInput } from '@slatelab/engine/optimizer/index'
import type { SearchLimits } from '@slatelab/engine/optimizer/roster-search'
import { buildNbaPool, buildNflPool } from '@slatelab/engine/optimizer/pool-builders'
import GLPK from 'glpk.js/node'
import { existsSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { readSalaryFile } from '../../apps/server/src/cli/optimize'

const glpk = await GLPK()
const nfl = {
  players: buildNflPool('bench-nfl', 16),
  format: requireRosterFormat('dk-nfl-classic'),
}
const nba = { players: buildNbaPool('bench-nba', 8), format: requireRosterFormat('dk-nba-classic') }
// "Plain": the roster, the cap and one different player between lineups.
const plain = { general: { minSalaryCapPct: 0, maxPerTeam: 9 } }
const stacked = {
  general: { minSalaryCapPct: 0, maxPerTeam: 9, maxExposurePct: 50, uniquePlayers: 3 },
  positionStacks: [{ keyPosition: 'QB', positions: ['WR', 'TE'], playerCount: 2 }],
}

// Floors and ceilings for the objectives: without them a simulated outcome is the projection.
const nflSpread = {
  ...nfl,
  players: nfl.players.map((player) => ({
    ...player,
    fields: { floor: player.projection * 0.5, ceiling: player.projection * 1.6 },
  })),
}

// What "Use in optimizer" on /correlations writes for a slate (the demo world's view): per
// team, its QB apart from its WR1 and RB1, and its RB1 and WR1 together both ways. The search
// spends its node budget on such rules once; GLPK builds the rest of the lineups.
const bestOf = (team: string, position: string) =>
  nfl.players
    .filter((player) => player.team === team && player.positions.includes(position))
    .sort((a, b) => b.projection - a.projection)[0]?.id ?? ''
const correlationRules = [...new Set(nfl.players.map((player) => player.team ?? ''))]
  .flatMap((team) => {
    const qb = bestOf(team, 'QB')
    const rb = bestOf(team, 'RB')
    const wr = bestOf(team, 'WR')
    const rule = (playerId: string, otherPlayerId: string, kind: 'together' | 'apart') => ({
      key: `bench:${team}:${playerId}:${otherPlayerId}`,
      playerId,
      otherPlayerId,
      kind,
      isActive: true,
    })
    return [
      rule(qb, wr, 'apart'),
      rule(qb, rb, 'apart'),
      rule(rb, wr, 'together'),
      rule(wr, rb, 'together'),
    ]
  })
  .slice(0, 100)
const lockedWr = [...nfl.players]
  .filter((player) => player.positions.includes('WR'))
  .sort((a, b) => b.projection - a.projection)[0]?.id

type Build = {
  name: string
  request: OptimizeRequestInput
  /** Search limits of the build (the engine's defaults when left out). */
  limits?: SearchLimits
  targetMs?: number
  rounds: number
}

const realDir = new URL('../../../shared/data/real/dk-salaries/', import.meta.url)
const realPool = (file: string) => {
  const pool = readSalaryFile(readFileSync(new URL(file, realDir), 'utf8'))
  if (typeof pool === 'string') throw new Error(`${file}: ${pool}`)
  return pool
}
const realBuilds = (): Build[] => {
  if (!existsSync(realDir)) {
    console.log(`(real salary files not found at ${realDir.pathname}: real-slate builds skipped)`)
    return []
  }
  const nflReal = realPool('nfl_dk_2022-11-20_w11_main_DKSalaries.csv')
  const nbaReal = realPool('nba_dk_2017-11-28_raw-salaries.csv')
  return [
    {
      name: `Real NFL ${nflReal.players.length} 150 stacked (2022-11-20)`,
      request: { ...nflReal, count: 150, settings: stacked },
      targetMs: 8000,
      rounds: 3,
    },
    {
      name: `Real NBA ${nbaReal.players.length} 150 plain (2017-11-28)`,
      request: { ...nbaReal, count: 150, settings: plain },
      rounds: 3,
    },
  ]
}

const builds: readonly Build[] = [
  { name: 'NFL 1 lineup', request: { ...nfl, count: 1, settings: plain }, rounds: 5 },
  { name: 'NFL 20 lineups', request: { ...nfl, count: 20, settings: plain }, rounds: 5 },
  {
    name: 'NFL 150 plain',
    request: { ...nfl, count: 150, settings: plain },
    targetMs: 5000,
    rounds: 5,
  },
  {
    name: 'NFL 150 QB+2 stack, 50 % exposure, 3 unique',
    request: { ...nfl, count: 150, settings: stacked },
    targetMs: 8000,
    rounds: 3,
  },
  { name: 'NBA 150 plain', request: { ...nba, count: 150, settings: plain }, rounds: 3 },
  {
    // A search budget the rules exhaust on the first lineup, as the demo slate's do at the
    // default budget: GLPK builds the other 19 without the search trying again.
    name: `NFL 20, ${correlationRules.length} correlation rules, search budget spent`,
    limits: { maxNodes: 100_000, maxCompositions: 20_000 },
    request: {
      ...nfl,
      players: nfl.players.map((player) => ({ ...player, lock: player.id === lockedWr })),
      count: 20,
      settings: {
        general: { ...plain.general, minSalaryCapPct: 99 },
        playerCorrelations: correlationRules,
      },
    },
    rounds: 1,
  },
  {
    name: 'NFL 150 simulation draws (one correlated draw per lineup), QB+2 stack',
    request: {
      ...nflSpread,
      count: 150,
      settings: { ...stacked, gpp: { objective: { kind: 'simulation' } } },
    },
    rounds: 1,
  },
  {
    name: 'NFL 150 ceiling, geo-mean own ≤ 8 %, team stacks ≤ 20 %, QB+2 stack',
    request: {
      ...nflSpread,
      count: 150,
      settings: {
        ...stacked,
        gpp: {
          objective: { kind: 'ceiling' },
          ownership: { maxGeoMeanPct: 8 },
          stackExposure: { teamStackSize: 3, maxTeamStackPct: 20 },
        },
      },
    },
    rounds: 1,
  },
  ...realBuilds(),
]
// `npx tsx bench/src/optimizer.bench.ts simulation` runs only the builds whose name has the word.
const only = process.argv[2]

console.log(
  `\nOptimizer, seeded DK slates (NFL ${nfl.players.length} players, NBA ${nba.players.length})`,
)
for (const build of builds.filter((entry) => only === undefined || entry.name.includes(only))) {
  const times: number[] = []
  // CPU time beside wall time: the machine is shared, so waits for the CPU show as the gap.
  const cpuTimes: number[] = []
  let objectives: readonly number[] = []
  for (let round = 0; round < build.rounds; round += 1) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    const result = await optimizeLineups(build.request, { glpk, limits: build.limits })
    times.push(performance.now() - started)
    const cpu = process.cpuUsage(cpuStarted)
    cpuTimes.push((cpu.user + cpu.system) / 1000)
    objectives = result.lineups.map((lineup) => lineup.objective)
  }
  times.sort((a, b) => a - b)
  cpuTimes.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN
  const cpuMedian = cpuTimes[Math.floor(cpuTimes.length / 2)] ?? Number.NaN
  const mean = objectives.reduce((sum, value) => sum + value, 0) / objectives.length
  const target =
    build.targetMs === undefined
      ? ''
      : ` (target ≤ ${build.targetMs} ms${median <= build.targetMs ? '' : ', MISSED'})`
  console.log(
    `${build.name.padEnd(46)} ${median.toFixed(0).padStart(6)} ms median (CPU ${cpuMedian.toFixed(0)} ms)${target}  ` +
      `objective first ${objectives[0]?.toFixed(2)}, mean ${mean.toFixed(2)}, min ${Math.min(...objectives).toFixed(2)}`,
  )
}
