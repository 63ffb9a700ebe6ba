/**
 * Game flow on the demo world's few days (in-memory PGlite): one NBA game's flow, derived from
 * its box score on each request, against the cheapest round trip through the same server
 * (`GET /healthz`). Every request carries a query of its own, so none is answered from the
 * response cache.
 */
import { authHeaders, createTestApp, signInAs } from '@slatelab/server/testing'
import { measure, report } from './measure'

const t = await createTestApp({ world: true })
const headers = authHeaders(await signInAs(t.app, 'free@slatelab.test'))
const get = async (url: string): Promise<unknown> => {
  const response = await t.app.inject({ url, headers })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
  return response.json()
}

const today = t.clock.now.toISOString().slice(0, 10)
const teams = (await get('/api/teams/sport/2')) as { teamId: number }[]
const found = await Promise.all(
  teams.map(
    async ({ teamId }) =>
      (await get(`/api/sportevents/recent-event-id/${today}/${teamId}`)) as { EventId: number }[],
  ),
)
const eventId = found.flat()[0]?.EventId
if (eventId === undefined) throw new Error('The demo world has no final NBA game')

let round = 0
const options = { rounds: 7, perRound: 20 }
const baseline = await measure('baseline: GET /healthz', () => get('/healthz'), options)
const flow = await measure(
  `GET /svc/events/scoring/${eventId}/ (derived, uncached)`,
  () => get(`/svc/events/scoring/${eventId}/?bench=${(round += 1)}`),
  options,
)
console.log(`\nGame flow (${t.database.kind}, demo world small, uncached)`)
console.log(report(baseline, baseline))
console.log(report(flow, baseline))
await t.close()
