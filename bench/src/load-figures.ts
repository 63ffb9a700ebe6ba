/** How the load bench offers load and reads what came back (load.bench.ts, load-refresh.ts). */
import autocannon from 'autocannon'

export const connections = 50
export const offeredPerSecond = 1_000
export const seconds = Number(process.env.LOAD_SECONDS ?? 5)

type Figures = {
  readonly perSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly errors: number
  readonly kbPerResponse: number
}

/** The figures of `path` under the bench's load from `base` with `sent` headers. */
export const load = async (
  base: string,
  path: string,
  sent: Record<string, string>,
  duration = seconds,
): Promise<Figures> => {
  // One warm-up request fills the response cache, as the first visitor does.
  await fetch(`${base}${path}`, { headers: sent })
  const result = await autocannon({
    url: `${base}${path}`,
    headers: { ...sent, 'accept-encoding': 'gzip, deflate, br' },
    connections,
    overallRate: offeredPerSecond,
    // The load comes from a thread of its own, not the server's event loop.
    workers: 1,
    duration,
    timeout: 5,
  })
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    kbPerResponse: result.throughput.average / Math.max(1, result.requests.average) / 1024,
  }
}

/** Whether `figures` reach `perSecond` (within 5 %) and `p99Ms`, without errors. */
export const meets = (figures: Figures, goal: { perSecond: number; p99Ms?: number }) =>
  figures.perSecond >= goal.perSecond * 0.95 &&
  (goal.p99Ms === undefined || figures.p99Ms <= goal.p99Ms) &&
  figures.errors === 0

export const row = (name: string, figures: Figures, verdict: string) =>
  `${name.padEnd(62)} ${figures.perSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50Ms
    .toFixed(0)
    .padStart(4)} ms  p99 ${figures.p99Ms.toFixed(0).padStart(5)} ms  ${String(
    figures.errors,
  ).padStart(5)} errors  ${figures.kbPerResponse.toFixed(1).padStart(7)} KB  ${verdict}`
