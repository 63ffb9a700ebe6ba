/**
 * The contest-data endpoint over a stored 150 000-entry NFL GPP (issue target: ≤ 50 ms at the
 * median), against the cheapest round trip through the same server (`GET /healthz`). The
 * field is built on a DraftKings NFL slate of its own (228 players), stored as entries and
 * analysed once, as a standings import or the seeder would; every request asks for another page of
 * users, so none is answered from the response cache.
 */
import { createRng } from '@slatelab/engine/rng'
import { performance } from 'node:perf_hooks'
// The server package exports only its test harness; the store and analytics come from source.
import { refreshContestAnalytics } from '../../apps/server/src/features/contests/refresh-contest-analytics'
import {
  contestEntries,
  contestGroups,
  contests,
  players,
  slatePlayers,
} from '../../apps/server/src/db/schema'
import { createTestApp } from '@slatelab/server/testing'

const entryCount = 150_000
const slots = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'] as const
const draftKings = 4
const nfl = 1

const t = await createTestApp()
const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ url })
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json<T>()
}

const db = t.database.db
const contestGroupId = 2_000_000_000
const contestId = 2_000_000_000
const positionCounts = { QB: 24, RB: 60, WR: 90, TE: 30, DST: 24 } as const
const created = await db
  .insert(players)
  .values(
    Object.entries(positionCounts).flatMap(([position, count]) =>
      Array.from({ length: count }, (_, index) => ({
        sportId: nfl,
        firstName: 'Bench',
        lastName: `${position}${index + 1}`,
        position,
      })),
    ),
  )
  .returning({ playerId: players.playerId, position: players.position })
await db.insert(contestGroups).values({
  contestGroupId,
  sportId: nfl,
  sourceId: draftKings,
  draftGroupId: contestGroupId,
  startsAt: new Date('2026-11-22T18:00:00Z'),
  displayName: 'Bench Main',
  displayNameShort: 'Main',
  variant: 'classic',
})
const salaryRng = createRng('bench-contest-data-salaries')
await db.insert(slatePlayers).values(
  created.map((player) => ({
    contestGroupId,
    playerId: player.playerId,
    sitePlayerId: String(player.playerId),
    salary: 3_000 + 100 * Math.floor(salaryRng.next() * 60),
    positions: [player.position],
    rosterPositions: player.position === 'DST' ? ['DST'] : [player.position, 'FLEX'],
    actualPoints: Math.round(salaryRng.next() * 300) / 10,
  })),
)
const poolOf = (positions: readonly string[]) =>
  created.filter((player) => positions.includes(player.position)).map((player) => player.playerId)
const pools: Record<(typeof slots)[number], readonly number[]> = {
  QB: poolOf(['QB']),
  RB: poolOf(['RB']),
  WR: poolOf(['WR']),
  TE: poolOf(['TE']),
  FLEX: poolOf(['RB', 'WR', 'TE']),
  DST: poolOf(['DST']),
}

/** A field where a few players are popular, 5 % of entries copy a chalk lineup, users enter up to ~150. */
const buildEntries = () => {
  const rng = createRng('bench-contest-data')
  const skewedPick = (pool: readonly number[]) =>
    pool[Math.floor(pool.length * rng.next() ** 2.5)] ?? pool[0] ?? 1
  const lineupOf = () => {
    const used = new Set<number>()
    return slots.map((slot) => {
      const pool = pools[slot]
      let playerId = skewedPick(pool)
      while (used.has(playerId)) playerId = rng.pick(pool)
      used.add(playerId)
      return playerId
    })
  }
  const chalk = lineupOf()
  const entries = Array.from({ length: entryCount }, (_, index) => {
    const playerIds = rng.next() < 0.05 ? chalk : lineupOf()
    return {
      entryId: 5_000_000 + index,
      userName: `user${Math.floor(rng.next() ** 3 * 40_000)}`,
      points: Math.round(rng.normal(130, 25) * 100) / 100,
      playerIds,
    }
  })
  entries.sort((a, b) => b.points - a.points)
  let rank = 1
  return entries.map((entry, index) => {
    if (index > 0 && entry.points !== entries[index - 1]?.points) rank = index + 1
    return { ...entry, rank }
  })
}

await db.insert(contests).values({
  contestId,
  contestGroupId,
  title: 'NFL $20 Bench Millionaire',
  entryCostCents: 2_000,
  contestSize: entryCount,
  multiEntryMax: 150,
  totalPrizesCents: 2_000 * entryCount * 0.85,
  isGuaranteed: true,
  uploadedAt: t.clock.now,
})
const entries = buildEntries()
for (let start = 0; start < entries.length; start += 2_000) {
  await db.insert(contestEntries).values(
    entries.slice(start, start + 2_000).map((entry) => ({
      contestId,
      entryId: entry.entryId,
      userName: entry.userName,
      rank: entry.rank,
      points: entry.points,
      rosterSlots: [...slots],
      playerIds: entry.playerIds,
    })),
  )
}
const refreshStarted = performance.now()
await refreshContestAnalytics(db, contestId)
const refreshMs = performance.now() - refreshStarted

const [contest] = await get<{ contestId: number; date: string }[]>(
  `/svc/contests/${contestGroupId}/`,
).then((list) => list.filter((row) => row.contestId === contestId))
const dataUrl = `/svc/contests/nfl/${contest?.date.slice(0, 10).replaceAll('-', '')}/${contestId}/data/`

const medianMs = async (urlOf: (round: number) => string, rounds: number): Promise<number> => {
  await get(urlOf(rounds)) // warm-up
  const times: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now()
    await get(urlOf(round))
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? Number.NaN
}

type TopUser = { users: { rows: { userId: string }[] } }
const busiest = (await get<TopUser>(`${dataUrl}?users_sort=totalRosters`)).users.rows[0]?.userId
const floorMs = await medianMs(() => '/healthz', 21)
const pageMs = await medianMs((round) => `${dataUrl}?users_offset=${round * 50}`, 21)
const sortedMs = await medianMs(
  (round) => `${dataUrl}?users_sort=ROI&users_offset=${round * 50}&lineups_offset=${round * 50}`,
  21,
)
const userMs = await medianMs(
  (round) => `${dataUrl}?user_id=${busiest ?? ''}&users_offset=${round * 50}`,
  21,
)

const line = (name: string, ms: number) =>
  `${name.padEnd(56)} ${ms.toFixed(1).padStart(8)} ms  ${(ms / floorMs).toFixed(0).padStart(5)}× baseline`
console.log(
  `\nContest data, stored ${entryCount.toLocaleString('en-US')}-entry NFL GPP (${t.database.kind}; target ≤ 50 ms median)`,
)
console.log(
  `analyse and store the contest once (refreshContestAnalytics) ${refreshMs.toFixed(0).padStart(6)} ms`,
)
console.log(line('baseline: GET /healthz', floorMs))
console.log(line('GET …/data/ (players, page of users and duplicates)', pageMs))
console.log(line('GET …/data/?users_sort=ROI (sorted page)', sortedMs))
console.log(line('GET …/data/?user_id= (busiest user drilled down)', userMs))
await t.close()
