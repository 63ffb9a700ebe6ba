/**
 * Contest analytics on a 150 000-entry NFL GPP (issue target: ≤ 3 s), against the floor of
 * any analysis: one pass reading every slot of every lineup into typed arrays.
 */
import { trustedDollars, trustedPoints } from '@slatelab/engine/contest-analytics/trusted-units'
import { analyzeContest } from '@slatelab/engine/contest-analytics/analyze-contest'
import type { ContestInput } from '@slatelab/engine/contest-analytics/contest-input'
import { createRng } from '@slatelab/engine/rng'
import { performance } from 'node:perf_hooks'

const entryCount = 150_000
const slots = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'] as const
const poolByPosition: Readonly<Record<string, readonly number[]>> = {
  QB: range(1, 24),
  RB: range(101, 160),
  WR: range(201, 290),
  TE: range(301, 330),
  DST: range(401, 424),
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** A field where a few players are popular (ownership skewed like a real GPP). */
const buildContest = (): ContestInput => {
  const rng = createRng('bench-150k')
  const skewedPick = (pool: readonly number[]) =>
    pool[Math.floor(pool.length * rng.next() ** 2.5)] ?? pool[0] ?? 1
  const entries = Array.from({ length: entryCount }, (_, index) => {
    const used = new Set<number>()
    const lineup = slots.map((slot) => {
      const pool =
        slot === 'FLEX'
          ? [...(poolByPosition.RB ?? []), ...(poolByPosition.WR ?? [])]
          : (poolByPosition[slot] ?? [])
      let playerId = skewedPick(pool)
      while (used.has(playerId)) playerId = rng.pick(pool)
      used.add(playerId)
      return { rosterSlot: slot, playerId }
    })
    return {
      entryId: 1_000_000 + index,
      userName: `user${Math.floor(rng.next() ** 3 * 40_000)}`,
      rank: 0,
      points: trustedPoints(Math.round(rng.normal(130, 25) * 100) / 100),
      lineup,
    }
  })
  entries.sort((a, b) => b.points - a.points)
  let rank = 1
  const ranked = entries.map((entry, index) => {
    if (index > 0 && entry.points !== entries[index - 1]?.points) rank = index + 1
    return { ...entry, rank }
  })
  const players = Object.values(poolByPosition)
    .flat()
    .map((playerId) => ({
      playerId,
      actualPoints: trustedPoints(Math.round(rng.next() * 300) / 10),
    }))
  return {
    contestId: 1,
    entryCost: trustedDollars(20),
    contestSize: entryCount,
    payouts: [
      { placeFrom: 1, placeTo: 1, payout: trustedDollars(500_000) },
      { placeFrom: 2, placeTo: 100, payout: trustedDollars(5_000) },
      { placeFrom: 101, placeTo: 35_000, payout: trustedDollars(40) },
    ],
    entries: ranked,
    players,
  }
}

const medianMs = (run: () => unknown, rounds: number): number => {
  const times: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now()
    run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

const contest = buildContest()
const readEverySlot = () => {
  const counts = new Float64Array(512)
  for (const entry of contest.entries) {
    for (const slot of entry.lineup) counts[slot.playerId] = (counts[slot.playerId] ?? 0) + 1
  }
  return counts
}

const floorMs = medianMs(readEverySlot, 7)
const analyzeMs = medianMs(() => analyzeContest(contest), 5)
console.log(
  `\nContest analytics, ${entryCount.toLocaleString('en-US')}-entry NFL GPP (target ≤ 3000 ms)`,
)
console.log(`baseline: read every lineup slot once        ${floorMs.toFixed(1).padStart(8)} ms`)
console.log(
  `analyzeContest                               ${analyzeMs.toFixed(1).padStart(8)} ms  ${(analyzeMs / floorMs).toFixed(1)}× baseline`,
)
