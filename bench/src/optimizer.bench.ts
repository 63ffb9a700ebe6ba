/**
 * The optimizer on a seeded 512-player DraftKings NFL classic main slate (issue 6 targets:
 * 150 plain lineups ≤ 5 s median, 150 stacked ≤ 8 s median), plus 1 and 20 lineups and 150
 * DraftKings NBA classic. Each build runs in full per round; the median of the rounds counts.
 */
import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { optimizeLineups, type OptimizeRequestInput } from '@slatelab/engine/optimizer/index'
import { buildNbaPool, buildNflPool } from '@slatelab/engine/optimizer/pool-builders'
import GLPK from 'glpk.js/node'
import { performance } from 'node:perf_hooks'

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

const builds: readonly {
  name: string
  request: OptimizeRequestInput
  targetMs?: number
  rounds: number
}[] = [
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
]

console.log(
  `\nOptimizer, seeded DK slates (NFL ${nfl.players.length} players, NBA ${nba.players.length})`,
)
for (const build of builds) {
  const times: number[] = []
  let objectives: readonly number[] = []
  for (let round = 0; round < build.rounds; round += 1) {
    const started = performance.now()
    const result = await optimizeLineups(build.request, { glpk })
    times.push(performance.now() - started)
    objectives = result.lineups.map((lineup) => lineup.objective)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN
  const mean = objectives.reduce((sum, value) => sum + value, 0) / objectives.length
  const target =
    build.targetMs === undefined
      ? ''
      : ` (target ≤ ${build.targetMs} ms${median <= build.targetMs ? '' : ', MISSED'})`
  console.log(
    `${build.name.padEnd(46)} ${median.toFixed(0).padStart(6)} ms median${target}  ` +
      `objective first ${objectives[0]?.toFixed(2)}, mean ${mean.toFixed(2)}, min ${Math.min(...objectives).toFixed(2)}`,
  )
}
