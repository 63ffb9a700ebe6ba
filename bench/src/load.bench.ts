/**
 * `npm run bench -- load`: the product's reads under load, over loopback, on the demo day
 * (issue 22's goal: every cached GET holds 1 000 req/s with p99 ≤ 50 ms and no errors; every
 * uncached read at least 100 req/s). Each call gets 50 connections offering 1 000 req/s for a
 * few seconds (autocannon), after `GET /healthz`, the cheapest round trip, under the same load;
 * the run is bounded and stops by itself.
 */
import autocannon from 'autocannon'
import { authHeaders, createTestApp, signInAs } from '@slatelab/server/testing'

const connections = 50
const offeredPerSecond = 1_000
const seconds = Number(process.env.LOAD_SECONDS ?? 5)
const targets = {
  cached: { perSecond: 1_000, p99Ms: 50 },
  uncached: { perSecond: 100 },
} as const

const t = await createTestApp({ world: true })
await t.app.listen({ port: 0, host: '127.0.0.1' })
const address = t.app.server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
const headers = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
// What a browser sends: cached answers come back gzipped (the KB column is what crosses the wire).
const browserHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br' }

const getJson = async <T>(path: string): Promise<T> => {
  const response = await t.app.inject({ url: path, headers })
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`)
  return response.json<T>()
}

// The demo day's DraftKings NFL main slate and its biggest contest, as the pages open them.
const [month, day, year] = [
  t.clock.now.toISOString().slice(5, 7),
  t.clock.now.toISOString().slice(8, 10),
  t.clock.now.toISOString().slice(0, 4),
]
const sourceData = await getJson<
  { id: number; contestGroups: { contestGroupId: number; isSimLabs: boolean; variant: string }[] }[]
>(`/api/sourcedata/1/${month}_${day}_${year}`)
const slate = sourceData
  .find((source) => source.id === 4)
  ?.contestGroups.find((s) => s.isSimLabs && s.variant === 'classic')
if (slate === undefined) throw new Error('the demo day has no DraftKings NFL main slate')
const contests = await getJson<{ contestId: number; contestSize: number; startDate?: string }[]>(
  `/svc/contests/${slate.contestGroupId}/`,
)
const [biggest] = [...contests].sort((a, b) => b.contestSize - a.contestSize)
if (biggest === undefined) throw new Error('the main slate has no contest')

type Call = { readonly path: string; readonly cached: boolean }
const calls: readonly Call[] = [
  { path: `/api/sourcedata/1/${month}_${day}_${year}`, cached: true },
  { path: `/svc/contests/nfl/${year}${month}${day}/${biggest.contestId}/data/`, cached: true },
  { path: `/api/sportevents/1/${year}-${month}-${day}/vegas-lines/`, cached: true },
  { path: '/api/players/news/1', cached: true },
  { path: '/svc/products/components/get/', cached: true },
  { path: `/svc/contests/${slate.contestGroupId}/`, cached: false },
  { path: '/api/auth/me', cached: false },
]

type Figures = {
  readonly perSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly errors: number
  readonly kbPerResponse: number
}

const load = async (path: string): Promise<Figures> => {
  // One warm-up request fills the response cache, as the first visitor does.
  await fetch(`${origin}${path}`, { headers })
  const result = await autocannon({
    url: `${origin}${path}`,
    headers: browserHeaders,
    connections,
    overallRate: offeredPerSecond,
    // The load comes from a thread of its own, not the server's event loop.
    workers: 1,
    duration: seconds,
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

const row = (name: string, figures: Figures, verdict: string) =>
  `${name.padEnd(62)} ${figures.perSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50Ms
    .toFixed(0)
    .padStart(4)} ms  p99 ${figures.p99Ms.toFixed(0).padStart(5)} ms  ${String(
    figures.errors,
  ).padStart(5)} errors  ${figures.kbPerResponse.toFixed(1).padStart(7)} KB  ${verdict}`

console.log(
  `\nLoad (${t.database.kind}, in-process cache): ${connections} connections offering ${offeredPerSecond} req/s for ${seconds} s per call, loopback`,
)
const baseline = await load('/healthz')
console.log(row('baseline: GET /healthz', baseline, ''))
for (const call of calls) {
  const figures = await load(call.path)
  const met = call.cached
    ? figures.perSecond >= targets.cached.perSecond * 0.95 &&
      figures.p99Ms <= targets.cached.p99Ms &&
      figures.errors === 0
    : figures.perSecond >= targets.uncached.perSecond && figures.errors === 0
  const goal = call.cached
    ? `(cached: ${targets.cached.perSecond}/s, p99 ≤ ${targets.cached.p99Ms} ms)`
    : `(uncached: ≥ ${targets.uncached.perSecond}/s)`
  console.log(row(`GET ${call.path}`, figures, `${met ? 'meets' : 'MISSES'} ${goal}`))
}
await t.close()
