/**
 * SimLabs numbers a player can bet on (issue 30 point 3): 150 optimizer lineups with default
 * settings on the demo day's biggest DraftKings NFL classic slate, simulated through the API
 * against the slate's largest GPP with the defaults (the fitted field, projections moved by
 * their measured error). Goals: mean ROI between −40 % and +40 %, no lineup above +1,000 %,
 * the lineups' mean cash rate at most 1.5× the contest's paid share. Then SimLabs' speed goal
 * with the field it now generates: the same 150 lineups, 10,000 iterations, a 20,000-entry
 * generated field (a $20 template contest of 20,150), ≤ 10 s from POST to done on a quiet
 * machine. Figures, not timed tests: the run takes minutes on two cores.
 */
import { and, desc, eq } from 'drizzle-orm'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { buildPayoutTable } from '@slatelab/world/fields/payout-tables'
import { contestPayouts, contests } from '../../apps/server/src/db/schema'
import { biggestDkNflClassicSlate } from '../../apps/server/src/testing/slate-builders'
import { authHeaders, createTestApp, signInAs } from '../../apps/server/src/testing/test-app'

type Lineup = { roiPct: number; cashPct: number; top1Pct: number }
type Job = { jobId: string; status: string; error: string | null; fieldSource: string }

const iterations = 2000
// The speed goal's run (issue 30): iterations, field entries besides the 150, seconds.
const speedRun = { iterations: 10_000, field: 20_000, goalSeconds: 10 }
const started = performance.now()
const t = await createTestApp({ world: true })
try {
  const db = t.database.db
  const session = await signInAs(t.app, 'subscriber@slatelab.test')
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/svc${url}`,
      headers: authHeaders(session),
      ...(payload === undefined ? {} : { payload }),
    })
    if (response.statusCode >= 300)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }
  const waitFor = async <T extends { status: string }>(url: string): Promise<T> => {
    for (;;) {
      const job = await call<T>('GET', url)
      if (!['queued', 'running'].includes(job.status)) return job
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }

  const slate = await biggestDkNflClassicSlate(db)
  const [gpp] = await db
    .select()
    .from(contests)
    .where(
      and(
        eq(contests.contestGroupId, slate.id),
        eq(contests.isDoubleUp, false),
        eq(contests.isFiftyFifty, false),
      ),
    )
    .orderBy(desc(contests.contestSize))
    .limit(1)
  if (gpp === undefined) throw new Error(`slate ${slate.id} has no GPP`)
  const stored = await db
    .select()
    .from(contestPayouts)
    .where(eq(contestPayouts.contestId, gpp.contestId))
  // A contest without a stored table is paid as SimLabs lays it out.
  const payouts =
    stored.length > 0
      ? stored
      : buildPayoutTable({
          title: gpp.title,
          entryCost: gpp.entryCostCents / 100,
          contestSize: gpp.contestSize,
          totalPrizes: gpp.totalPrizesCents / 100,
          isDoubleUp: gpp.isDoubleUp,
          isFiftyFifty: gpp.isFiftyFifty,
        })
  const paidPlaces = Math.max(0, ...payouts.map((tier) => tier.placeTo))
  const paidSharePct = (100 * paidPlaces) / gpp.contestSize

  const build = await call<{ buildId: string }>('POST', '/optimizer/builds/', {
    contestGroupId: slate.id,
    count: 150,
  })
  const built = await waitFor<{ status: string; error: string | null }>(
    `/optimizer/builds/${build.buildId}/`,
  )
  if (built.status !== 'done') throw new Error(`build ${built.status}: ${built.error}`)
  const simStarted = performance.now()
  const job = await call<Job>('POST', '/simlabs/jobs/', {
    contestGroupId: slate.id,
    contestId: gpp.contestId,
    buildId: build.buildId,
    iterations,
    seed: 'simlabs-demo-bench',
  })
  const done = await waitFor<Job>(`/simlabs/jobs/${job.jobId}/`)
  if (done.status !== 'done') throw new Error(`simulation ${done.status}: ${done.error}`)
  const simMs = performance.now() - simStarted
  const { result } = await call<{ result: { lineups: Lineup[] } }>(
    'GET',
    `/simlabs/jobs/${job.jobId}/result/`,
  )

  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)
  const roi = result.lineups.map((lineup) => lineup.roiPct)
  const meanRoi = mean(roi)
  const maxRoi = Math.max(...roi)
  const meanCash = mean(result.lineups.map((lineup) => lineup.cashPct))
  const profitable = roi.filter((value) => value > 0).length
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED')
  console.log(
    `\nSimLabs on the demo world: slate ${slate.id}, "${gpp.title}" (${gpp.contestSize.toLocaleString('en-US')} entries, ` +
      `$${gpp.entryCostCents / 100}, ${paidSharePct.toFixed(1)} % paid), field ${done.fieldSource}, ${iterations} iterations`,
  )
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(
        ' ',
      )} (1, 5, 15 min); simulation ${(simMs / 1000).toFixed(1)} s, all ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  console.log(
    `mean ROI ${meanRoi.toFixed(1)} % (goal −40…+40: ${verdict(Math.abs(meanRoi) <= 40)}); ` +
      `best ${maxRoi.toFixed(0)} % (goal ≤ 1,000: ${verdict(maxRoi <= 1000)}); ${profitable} of ${roi.length} profitable`,
  )
  console.log(
    `mean cash rate ${meanCash.toFixed(1)} % vs paid share ${paidSharePct.toFixed(1)} % = ${(meanCash / paidSharePct).toFixed(2)}× ` +
      `(goal ≤ 1.5×: ${verdict(meanCash <= 1.5 * paidSharePct)})`,
  )

  const size = speedRun.field + 150
  const speedStarted = performance.now()
  const timed = await call<Job>('POST', '/simlabs/jobs/', {
    contestGroupId: slate.id,
    template: {
      size,
      entryFee: 20,
      multiEntryMax: 150,
      payouts: buildPayoutTable({
        title: 'NFL $20 template',
        entryCost: 20,
        contestSize: size,
        totalPrizes: Math.round(20 * size * 0.85),
        isDoubleUp: false,
        isFiftyFifty: false,
      }),
    },
    buildId: build.buildId,
    iterations: speedRun.iterations,
    seed: 'simlabs-demo-bench-speed',
  })
  const timedDone = await waitFor<Job>(`/simlabs/jobs/${timed.jobId}/`)
  if (timedDone.status !== 'done') {
    throw new Error(`timed simulation ${timedDone.status}: ${timedDone.error}`)
  }
  const seconds = (performance.now() - speedStarted) / 1000
  console.log(
    `speed: ${speedRun.iterations.toLocaleString('en-US')} iterations × ${speedRun.field.toLocaleString('en-US')} ` +
      `${timedDone.fieldSource} field × 150 lineups, POST to done ${seconds.toFixed(1)} s ` +
      `(goal ≤ ${speedRun.goalSeconds} s on a quiet machine: ${verdict(seconds <= speedRun.goalSeconds)}; ` +
      `load average ${loadavg()[0]?.toFixed(2)}; polled every 0.5 s)`,
  )
} finally {
  await t.close()
}
