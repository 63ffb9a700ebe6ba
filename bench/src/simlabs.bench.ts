/**
 * SimLabs on a seeded 512-player DraftKings NFL classic slate: 150 user lineups, 10 000
 * iterations, against a 20 000-entry field (issue 7 target ≤ 5 s median on both cores) and a
 * 150 000-entry field (≤ 30 s). Beside it, in the same run, the lower bound of any simulator:
 * summing the roster points of every lineup in every iteration with typed arrays. This file is
 * also the worker: a worker thread runs the shards it is sent and posts their tallies back.
 */
import type { Dollars, Percent, Points, Probability } from '@slatelab/domain'
import type { PayoutTable } from '@slatelab/domain/entities/payout-table'
import { buildNflPool } from '@slatelab/engine/optimizer/pool-builders'
import { createRng, type Rng } from '@slatelab/engine/rng'
import {
  buildCorrelations,
  mergeTallies,
  nflCorrelationTargets,
  simulateShard,
  summarizeSimulation,
  type SimulationInput,
  type SimulationTally,
} from '@slatelab/engine/simlabs/index'
import { performance } from 'node:perf_hooks'
import { isMainThread, parentPort, Worker } from 'node:worker_threads'

type ShardJob = { readonly input: SimulationInput; readonly from: number; readonly to: number }

const iterations = 10_000
const userLineupCount = 150
const entryFee = 20
const slots = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'] as const
const salaryCap = 50_000
const minSalary = 46_000

const pool = buildNflPool('bench-simlabs', 16)

// Starters keep the depth number in their role (WR1), the only QB, TE and DST go without it.
const roleOf = (id: string): string => {
  const depth = id.slice(id.indexOf('-') + 1)
  return depth === 'QB1' || depth === 'DST1' ? depth.slice(0, -1) : depth
}

const players = pool.map((player) => {
  const backup = !/(QB1|RB1|RB2|WR1|WR2|WR3|TE1|DST1)$/.test(player.id)
  const projection = Math.max(0.5, player.projection)
  return {
    projection: projection as Points,
    floor: (projection * 0.45) as Points,
    ceiling: (projection * 1.65) as Points,
    zeroChance: (backup ? 0.15 : 0.02) as Probability,
    projectedOwnership: (player.ownership ?? 0) as Percent,
  }
})
const correlations = buildCorrelations(
  pool.map((player) => ({
    team: player.team ?? '',
    opponent: player.opponent ?? '',
    role: roleOf(player.id),
  })),
  nflCorrelationTargets,
)

// Lineups drawn slot by slot from weights, valid for the roster and between 46 000 and the cap.
const drawLineups = (count: number, weightOf: (index: number) => number, rng: Rng): Int32Array => {
  const eligible = slots.map((slot) =>
    pool.flatMap((player, index) =>
      player.rosterPositions?.includes(slot) === true ? [index] : [],
    ),
  )
  const cumulative = eligible.map((indexes) => {
    let sum = 0
    return Float64Array.from(indexes, (index) => (sum += weightOf(index)))
  })
  const drawFrom = (slot: number): number => {
    const sums = cumulative[slot] ?? new Float64Array(1)
    const target = rng.next() * (sums[sums.length - 1] ?? 0)
    let low = 0
    let high = sums.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if ((sums[middle] ?? 0) <= target) low = middle + 1
      else high = middle
    }
    return eligible[slot]?.[low] ?? 0
  }
  const lineups = new Int32Array(count * slots.length)
  for (let entry = 0; entry < count; entry += 1) {
    for (;;) {
      const lineup = slots.map((_, slot) => drawFrom(slot))
      const salary = lineup.reduce((sum, index) => sum + (pool[index]?.salary ?? 0), 0)
      if (new Set(lineup).size === slots.length && salary <= salaryCap && salary >= minSalary) {
        lineups.set(lineup, entry * slots.length)
        break
      }
    }
  }
  return lineups
}

// A GPP paying the top 22 % from 86 % of the entry fees, top-heavy like DraftKings'.
const payoutsFor = (entryCount: number): PayoutTable => {
  const pool = entryCount * entryFee * 0.86
  const paid = Math.floor(entryCount * 0.22)
  const tier = (placeFrom: number, placeTo: number, share: number) => ({
    placeFrom,
    placeTo,
    payout: Math.floor((pool * share) / (placeTo - placeFrom + 1)) as Dollars,
  })
  return [
    tier(1, 1, 0.1),
    tier(2, 2, 0.05),
    tier(3, 3, 0.03),
    tier(4, 10, 0.07),
    tier(11, 100, 0.15),
    tier(101, paid, 0.6),
  ]
}

const inputFor = (fieldSize: number): SimulationInput => {
  const rng = createRng(`bench-simlabs-field-${fieldSize}`)
  return {
    players,
    correlations,
    rosterSlots: slots,
    captainPointsMultiplier: 1.5,
    // The field leans on projected ownership and points; the user's lineups on points alone.
    fieldLineups: drawLineups(
      fieldSize,
      (index) => ((pool[index]?.ownership ?? 0) + 0.5) * (players[index]?.projection ?? 0) ** 2,
      rng,
    ),
    userLineups: drawLineups(
      userLineupCount,
      (index) => (players[index]?.projection ?? 0) ** 3,
      rng,
    ),
    entryFee: entryFee as Dollars,
    payouts: payoutsFor(fieldSize + userLineupCount),
    iterations,
    seed: 'bench-simlabs',
  }
}

// Node 20 does not carry tsx into a worker's entry module: an evaluated entry registers tsx's
// loader, then imports this file (as the server's build pool does).
const workerEntry = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`

// Workers start once, as in the server's pool; each job still sends the input (a structured
// clone) and compiles the slate in the worker.
const workerPool = isMainThread
  ? Array.from({ length: 2 }, () => new Worker(workerEntry, { eval: true, execArgv: [] }))
  : []
// A worker says it is ready once loaded, so no start-up falls into a measurement.
const workersReady = Promise.all(
  workerPool.map((worker) => new Promise((resolve) => worker.once('message', resolve))),
)

const runShard = (worker: Worker, job: ShardJob): Promise<SimulationTally> =>
  new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.postMessage(job)
  })

const simulateOnWorkers = async (input: SimulationInput, workers: number) => {
  const bounds = Array.from({ length: workers + 1 }, (_, w) =>
    Math.round((w * input.iterations) / workers),
  )
  const tallies = await Promise.all(
    workerPool
      .slice(0, workers)
      .map((worker, w) =>
        runShard(worker, { input, from: bounds[w] ?? 0, to: bounds[w + 1] ?? 0 }),
      ),
  )
  return tallies.reduce(mergeTallies)
}

// Sums every lineup's roster points in every iteration, with fresh points per iteration.
const lowerBound = (input: SimulationInput): number => {
  const rows = Uint16Array.from([...input.fieldLineups, ...input.userLineups])
  const size = slots.length
  const entries = rows.length / size
  const rowPoints = new Int32Array(2 * players.length)
  const scores = new Int32Array(entries)
  let state = 0x9e3779b9
  let check = 0
  for (let iteration = 0; iteration < input.iterations; iteration += 1) {
    for (let p = 0; p < rowPoints.length; p += 1) {
      state ^= state << 13
      state ^= state >>> 17
      state ^= state << 5
      rowPoints[p] = (state >>> 0) % 4000
    }
    for (let entry = 0, slot = 0; entry < entries; entry += 1) {
      let score = 0
      for (let k = 0; k < size; k += 1, slot += 1) score += rowPoints[rows[slot] ?? 0] ?? 0
      scores[entry] = score
    }
    check += scores[iteration % entries] ?? 0
  }
  return check
}

// Wall-clock seconds of a run; the process's CPU seconds (workers included) add up in `cpu`.
const cpu = { seconds: 0 }
const seconds = async (run: () => unknown): Promise<number> => {
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  await run()
  const used = process.cpuUsage(cpuBefore)
  cpu.seconds = (used.user + used.system) / 1e6
  return (performance.now() - started) / 1000
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const benchField = async (fieldSize: number, targetSeconds: number, rounds: number) => {
  const input = inputFor(fieldSize)
  const floor = await seconds(() => lowerBound(input))
  const floorCpu = cpu.seconds
  const oneWorker = await seconds(() => simulateOnWorkers(input, 1))
  const oneWorkerCpu = cpu.seconds
  const twoWorkers: number[] = []
  const twoWorkersCpu: number[] = []
  let tally: SimulationTally | undefined
  for (let round = 0; round < rounds; round += 1) {
    twoWorkers.push(
      await seconds(async () => {
        tally = await simulateOnWorkers(input, 2)
      }),
    )
    twoWorkersCpu.push(cpu.seconds)
  }
  const best = median(twoWorkers)
  const result = tally === undefined ? undefined : summarizeSimulation(input, tally)
  const top = result?.lineups.reduce((a, b) => (b.roiPct > a.roiPct ? b : a))
  const label = `${fieldSize.toLocaleString('en-US')} field + ${userLineupCount}`
  console.log(
    `${label.padEnd(22)} lower bound ${floor.toFixed(2).padStart(6)} s | 1 worker ${oneWorker.toFixed(2).padStart(6)} s ` +
      `${(iterations / oneWorker).toFixed(0).padStart(5)} sims/s ${(oneWorker / floor).toFixed(2)}× bound | ` +
      `2 workers ${best.toFixed(2).padStart(6)} s median of ${rounds} ${(iterations / best).toFixed(0).padStart(5)} sims/s ` +
      `(target ≤ ${targetSeconds} s${best <= targetSeconds ? '' : ', MISSED'})`,
  )
  // On a machine shared with other work the wall clock shows the load; the CPU seconds do not.
  console.log(
    `${''.padEnd(22)} CPU: lower bound ${floorCpu.toFixed(2)} s, 1 worker ${oneWorkerCpu.toFixed(2)} s (${(oneWorkerCpu / floorCpu).toFixed(2)}×), 2 workers ${median(twoWorkersCpu).toFixed(2)} s ` +
      `(${(median(twoWorkersCpu) / 2).toFixed(2)} s a core)`,
  )
  console.log(
    `${''.padEnd(22)} best ROI ${top?.roiPct.toFixed(1)} %, win ${top?.winPct.toFixed(3)} %, ` +
      `cash ${top?.cashPct.toFixed(1)} %, mean cash line ${result?.meanCashLine?.toFixed(2)} points`,
  )
}

if (isMainThread) {
  console.log(
    `\nSimLabs, seeded DK NFL classic (${players.length} players, ${correlations.length} correlated pairs), ` +
      `${userLineupCount} user lineups, ${iterations.toLocaleString('en-US')} iterations`,
  )
  await workersReady
  await benchField(20_000, 5, 3)
  await benchField(150_000, 30, 3)
  await Promise.all(workerPool.map((worker) => worker.terminate()))
} else {
  parentPort?.on('message', (job: ShardJob) => {
    parentPort?.postMessage(simulateShard(job.input, job.from, job.to))
  })
  parentPort?.postMessage('ready')
}
