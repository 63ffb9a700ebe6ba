/**
 * Platform benchmark: the cost of authentication and of the response cache on a real route,
 * as multiples of the cheapest round trip through the same server (`GET /healthz`).
 */
import { authHeaders, createTestApp, signInAs } from '@slatelab/server/testing'
import { measure, report } from './measure'

const t = await createTestApp()
const headers = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
const url = '/svc/products/components/get/'

const baseline = await measure('baseline: GET /healthz', () => t.app.inject({ url: '/healthz' }))
const me = await measure('GET /api/auth/me (session lookup)', () =>
  t.app.inject({ url: '/api/auth/me', headers }),
)
const cached = await measure(`GET ${url} (cached)`, () => t.app.inject({ url, headers }))
const uncached = await measure(`GET ${url} (uncached)`, async () => {
  await t.app.inject({ url: '/svc/subscription/component/save/?cids=101', headers })
  return t.app.inject({ url, headers })
})
const save = await measure('GET /svc/subscription/component/save/ alone', () =>
  t.app.inject({ url: '/svc/subscription/component/save/?cids=101', headers }),
)

console.log(`\nPlatform (${t.database.kind}, in-process cache)`)
for (const measurement of [baseline, me, cached, uncached, save]) {
  console.log(report(measurement, baseline))
}
const missOnly = uncached.medianMicros - save.medianMicros
console.log(
  `cache hit saves ${(missOnly - cached.medianMicros).toFixed(0)} µs per call: ` +
    `${(missOnly / cached.medianMicros).toFixed(2)}× faster than a miss`,
)
await t.close()
