import { demoDay, expect, test } from './demo-day'
import { buildOnSimLabsSlate, sessionHeaders } from './simlabs-build'
import { signIn } from './sign-in'

test('My simulations: cancel a running run, open a done one, delete it; win, cash and ROI on screen @narrow', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto('/simlabs')
  await buildOnSimLabsSlate(page, demoDay, 3, 45_000)
  const headers = await sessionHeaders(page)
  const [build] = (await (
    await page.request.get('/svc/optimizer/builds/', { headers })
  ).json()) as { buildId: string; contestGroupId: number }[]
  const { buildId, contestGroupId } = build ?? { buildId: '', contestGroupId: 0 }
  // A contest size of this run's own: both viewports' runs of this spec, and other specs, share
  // the subscriber's list.
  const size = 1000 + Math.floor(Math.random() * 9000)
  const start = async (iterations: number) => {
    const response = await page.request.post('/svc/simlabs/jobs/', {
      headers,
      data: {
        contestGroupId,
        buildId,
        iterations,
        template: { size, entryFee: 5, payouts: [{ placeFrom: 1, placeTo: 200, payout: 9 }] },
      },
    })
    expect(response.status()).toBe(202)
    return ((await response.json()) as { jobId: string }).jobId
  }
  await start(500)
  await start(100_000)
  await page.reload()

  const section = page.getByRole('region', { name: 'My simulations' })
  const mine = section
    .getByRole('listitem')
    .filter({ hasText: `Template: ${size.toLocaleString('en-US')} entries` })
  const running = mine.filter({ hasText: '100,000 iterations' })
  const done = mine.filter({ hasText: '500 iterations' })
  await expect(running.getByText(/^(queued|running)/)).toBeVisible()
  // Cancelled first: its 100 shards would take the server's threads from the other tests.
  await running.getByRole('button', { name: /^Cancel/ }).click()
  await expect(running.getByText('cancelled', { exact: true })).toBeVisible()
  await expect(done.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(done).toContainText('System projections')
  await expect(done).toContainText('Entrant kinds')

  await done.getByRole('link', { name: /^Open/ }).click()
  await expect(page).toHaveURL(/job=/)
  const table = page.getByRole('table', { name: 'Lineup results' })
  await expect(table).toBeVisible()
  // Win %, cash % and ROI lie inside the viewport, on a phone too.
  const width = page.viewportSize()?.width ?? 0
  for (const name of [/^Win %/, /^Cash %/, /^ROI/]) {
    const header = table.getByRole('columnheader', { name })
    await expect(header).toBeVisible()
    const box = await header.boundingBox()
    expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
  }
  await expect(
    page.getByText(/Projections: System projections\. Field: Entrant kinds/),
  ).toBeVisible()

  await done.getByRole('button', { name: /^Delete/ }).click()
  await done
    .getByRole('group', { name: /Confirm deleting/ })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(done).toHaveCount(0)
  await expect(running).toHaveCount(1)
  await expect(page).not.toHaveURL(/job=/)
})
