/**
 * Cached reads while a restarted server refreshes its demo world in the background (issue 35:
 * ≥ 1 000 req/s with p99 ≤ 100 ms). A first server process stores the days around the demo
 * day and stops; a second one on the same store listens at once and seeds the rest of the
 * year meanwhile, as `npm start` does after a restart. The load runs as soon as it listens.
 */
import { startServerProcess } from '@slatelab/server/testing/server-process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { load, meets, row } from './load-figures'

const demoDate = '2026-11-22'
const goal = { perSecond: 1_000, p99Ms: 100 }
const refreshSeconds = 10

const started = async (env: Record<string, string>) => {
  const server = startServerProcess({ DEMO_DATE: demoDate, ...env })
  return { server, url: await server.listening }
}

/** Loads `path` (a cached public read) on a server refreshing its world; prints the figures. */
export const measureDuringRefresh = async (cachedPath: string): Promise<void> => {
  const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'slatelab-load-'))
  const first = await started({ DATA_DIR, SEED_SCALE: 'small' })
  first.server.child.kill('SIGTERM')
  await first.server.exited

  const second = await started({ DATA_DIR, SEED_SCALE: 'full' })
  try {
    console.log(
      `\nWhile a restarted server (its own process, PGlite) seeds its demo year in the background, ${refreshSeconds} s per call`,
    )
    const baseline = await load(second.url, '/healthz', {}, refreshSeconds)
    console.log(row('baseline: GET /healthz', baseline, ''))
    const figures = await load(second.url, cachedPath, {}, refreshSeconds)
    const still = second.server.output().includes('demo world seeded') ? '' : ' (still seeding)'
    console.log(
      row(
        `GET ${cachedPath}`,
        figures,
        `${meets(figures, goal) ? 'meets' : 'MISSES'} (${goal.perSecond}/s, p99 ≤ ${goal.p99Ms} ms)${still}`,
      ),
    )
  } finally {
    second.server.child.kill('SIGTERM')
    await second.server.exited
  }
}
