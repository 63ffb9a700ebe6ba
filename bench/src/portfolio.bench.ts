/**
 * Portfolio selection (issue 33 point 5): choose 150 of 500 candidate lineups built by the
 * optimizer (projections noised 20 %, players in at most 60 % of them) on a DraftKings NFL main slate, under a 40 % player cap, a 20 %
 * cap per QB team stack and 2 unique players between any two lineups. Each candidate's value
 * is its projection with seeded noise (σ 10 %), standing in for a simulated ROI: the solver's
 * work depends on the rules and the overlap of the lineups, not on where values come from.
 * Against "top 150 by value" taken greedily under the same rules, in the same run.
 */
import { optimizerSettingsSchema } from '@slatelab/domain/entities/multi-settings'
import { createRng } from '@slatelab/engine/rng'
import { optimizeLineups } from '@slatelab/engine/optimizer/index'
import {
  selectPortfolio,
  topByValue,
  type PortfolioCandidate,
} from '@slatelab/engine/optimizer/portfolio-selection'
import GLPK from 'glpk.js/node'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { loadNflMainSlate, nflClassicFormat } from './nfl-main-slate'

const glpk = await GLPK()
const slate = await loadNflMainSlate()
// A candidate pool is built wide: projections noised 20 %, no player in over 60 % of it.
const settings = optimizerSettingsSchema.parse({
  general: { diversification: 20, maxExposurePct: 60 },
})
const buildStarted = performance.now()
const built = await optimizeLineups(
  { players: slate.players, format: nflClassicFormat, settings, count: 500 },
  { glpk },
)
const buildMs = performance.now() - buildStarted

const numberOf = new Map(slate.players.map((player, index) => [player.id, index]))
const playerOf = new Map(slate.players.map((player) => [player.id, player]))
const rng = createRng('portfolio-bench')
const candidates: PortfolioCandidate[] = built.lineups.map((lineup) => {
  const players = lineup.playerIds.flatMap((id) => playerOf.get(id) ?? [])
  const projection = players.reduce((sum, player) => sum + player.projection, 0)
  const qb = players.find((player) => player.positions.includes('QB'))
  const stacked = players.some(
    (player) =>
      player !== qb &&
      player.team === qb?.team &&
      player.positions.some((position) => position === 'WR' || position === 'TE'),
  )
  return {
    players: lineup.playerIds.map((id) => numberOf.get(id) ?? -1),
    value: projection * (1 + rng.normal(0, 0.1)),
    stacks: stacked && qb !== undefined ? [`team:${qb.team}`] : [],
  }
})
const request = {
  candidates,
  count: 150,
  maxExposure: 0.4,
  maxStackExposure: 0.2,
  minUniquePlayers: 2,
}

const greedyStarted = performance.now()
const greedy = topByValue(request)
const greedyMs = performance.now() - greedyStarted
const selectStarted = performance.now()
const selection = await selectPortfolio(glpk, request)
const selectMs = performance.now() - selectStarted

const mean = (total: number, count: number) => (count === 0 ? 0 : total / count)
console.log(`\nPortfolio selection, ${slate.name}`)
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (1, 5, 15 min)`,
)
console.log(`build ${candidates.length} candidates: ${(buildMs / 1000).toFixed(1)} s`)
console.log(
  `top 150 by value (greedy): ${greedy.chosen.length} lineups, mean value ${mean(greedy.value, greedy.chosen.length).toFixed(2)}, ${greedyMs.toFixed(0)} ms`,
)
console.log(
  `selectPortfolio (GLPK):    ${selection.chosen.length} lineups, mean value ${mean(selection.value, selection.chosen.length).toFixed(2)}, ` +
    `${selectMs.toFixed(0)} ms (${(selectMs / Math.max(greedyMs, 1)).toFixed(0)}× greedy), ` +
    `${selection.proven ? 'proven best' : 'time limit'}, LP bound gap ${(selection.upperBound - selection.value).toFixed(2)}`,
)
