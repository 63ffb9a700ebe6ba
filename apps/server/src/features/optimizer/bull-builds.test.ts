import { requireRosterFormat } from '@slatelab/domain/roster-formats'
import { buildNflPool } from '@slatelab/engine/optimizer/pool-builders'
import type { OptimizeRequestInput } from '@slatelab/engine/optimizer/optimizer-request'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { BuildReport } from './build-messages'
import { createBullBuildPool, startBullBuildWorker } from './bull-builds'

const players = buildNflPool('bull-builds', 4)
const request = (count: number, flat = false): OptimizeRequestInput => ({
  // Every player at 1 point: thousands of ties, a long solve per lineup.
  players: flat ? players.map((player) => ({ ...player, projection: 1 })) : players,
  format: requireRosterFormat('dk-nfl-classic'),
  count,
})

const waitFor = async (found: () => boolean, what: string, ms = 20_000) => {
  for (let waited = 0; waited < ms; waited += 25) {
    if (found()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`never saw ${what}`)
}

// The server's pool queues builds; a worker of its own (another process in production) runs them.
describe.skipIf(!process.env.REDIS_URL)('builds over BullMQ', () => {
  const setUp = (workerThreads: number) => {
    const queues = {
      redisUrl: process.env.REDIS_URL ?? '',
      prefix: `slatelab-test-${randomBytes(4).toString('hex')}`,
    }
    const reports: BuildReport[] = []
    const pool = createBullBuildPool(queues, (report) => reports.push(report), 1)
    const worker = startBullBuildWorker(queues, workerThreads)
    const ended = (buildId: string) =>
      reports.find(
        (report) => report.buildId === buildId && !['started', 'progress'].includes(report.kind),
      )
    return {
      pool,
      reports,
      ended,
      close: async () => {
        await pool.close()
        await worker.close()
      },
    }
  }

  it('runs a queued build on a worker and reports it running, its progress and its lineups', async () => {
    const { pool, reports, ended, close } = setUp(2)
    try {
      pool.submit({ buildId: 'quick', userId: 1, request: request(2), timeLimitMs: 30_000 })
      await waitFor(() => ended('quick') !== undefined, 'the build end')
      expect(reports.map((report) => report.kind)).toEqual([
        'started',
        'progress',
        'progress',
        'done',
      ])
      const done = ended('quick')
      expect(done?.kind === 'done' && done.result.lineups.length).toBe(2)
    } finally {
      await close()
    }
  }, 30_000)

  it('hands a user one build at a time, and a cancel ends a running solve on its worker', async () => {
    const { pool, reports, ended, close } = setUp(1)
    try {
      pool.submit({ buildId: 'slow', userId: 1, request: request(10, true), timeLimitMs: 60_000 })
      pool.submit({ buildId: 'next', userId: 1, request: request(1), timeLimitMs: 60_000 })
      pool.submit({ buildId: 'other', userId: 2, request: request(1), timeLimitMs: 60_000 })
      await waitFor(() => reports.some((report) => report.kind === 'started'), 'a start')
      expect(pool.cancel('slow')).toBe(true)
      expect(ended('slow')).toEqual({ buildId: 'slow', kind: 'cancelled' })
      // One worker thread: the next builds finish only if the slow solve really ended.
      await waitFor(
        () => ended('next')?.kind === 'done' && ended('other')?.kind === 'done',
        'both builds done',
      )
      // The other user's build was handed over before the first user's second one.
      const starts = reports.filter((report) => report.kind === 'started').map((r) => r.buildId)
      expect(starts).toEqual(['slow', 'other', 'next'])
    } finally {
      await close()
    }
  }, 60_000)
})
