/**
 * Salary files of 10 000 and 100 000 made-up rows uploaded to a server on in-memory PGlite
 * (seconds, rows per second), `/healthz` asked every 100 ms during the 100 000-row upload
 * (the worst wait, counted from when each probe was due, so a blocked event loop shows), and
 * what becomes of 1 000 000 rows: the upload's answer and the CLI path's refusal, with the time
 * each took. Not compared with a baseline: the figures are the ones docs/importing.md quotes.
 */
import { performance } from 'node:perf_hooks'
import { createTestApp, signInAs, authHeaders } from '@slatelab/server/testing'
import { runImport } from '../../apps/server/src/features/imports/run-import'
import { salaryFileText } from './salary-file'

const t = await createTestApp()
const admin = authHeaders(await signInAs(t.app, 'admin@slatelab.test'))

const upload = (text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/imports/dk-salaries',
    headers: { ...admin, 'content-type': 'text/csv' },
    payload: text,
  })

const probeEveryMs = 100

/** Asks /healthz every `probeEveryMs` until `work` ends; the worst wait from due to answer. */
const worstHealthzWait = async (work: Promise<unknown>) => {
  let done = false
  void work.finally(() => {
    done = true
  })
  let worst = 0
  let probes = 0
  while (!done) {
    const due = performance.now() + probeEveryMs
    await new Promise((resolve) => setTimeout(resolve, probeEveryMs))
    const response = await t.app.inject({ url: '/healthz' })
    if (response.statusCode !== 200) throw new Error(`/healthz answered ${response.statusCode}`)
    worst = Math.max(worst, performance.now() - due)
    probes += 1
  }
  return { worstMs: worst, probes }
}

console.log(`\nSalary import size (${t.database.kind}, made-up DKSalaries rows)`)
for (const rows of [10_000, 100_000]) {
  const text = salaryFileText(rows)
  const started = performance.now()
  const work = upload(text)
  const healthz = await worstHealthzWait(work)
  const response = await work
  const seconds = (performance.now() - started) / 1000
  if (response.statusCode !== 200) {
    throw new Error(`${rows} rows: ${response.statusCode} ${response.body.slice(0, 300)}`)
  }
  console.log(
    `${String(rows).padStart(9)} rows uploaded  ${seconds.toFixed(1).padStart(6)} s ` +
      `${(rows / seconds).toFixed(0).padStart(7)} rows/s  ` +
      `/healthz worst wait ${healthz.worstMs.toFixed(0)} ms over ${healthz.probes} probes`,
  )
}

const million = salaryFileText(1_000_000)
const megabytes = (Buffer.byteLength(million) / 1e6).toFixed(0)
let started = performance.now()
const refused = await upload(million)
console.log(
  `1000000 rows (${megabytes} MB) uploaded: ${refused.statusCode} in ` +
    `${(performance.now() - started).toFixed(0)} ms: ${refused.json<{ message: string }>().message}`,
)
started = performance.now()
const cliRefusal = await runImport(
  t.database.db,
  'dk-salaries',
  { text: million, now: new Date() },
  { dryRun: false },
).then(
  () => 'imported',
  (error: unknown) => (error instanceof Error ? error.message : String(error)),
)
console.log(
  `1000000 rows through the CLI's runImport: refused in ` +
    `${(performance.now() - started).toFixed(0)} ms: ${cliRefusal}`,
)
await t.close()
