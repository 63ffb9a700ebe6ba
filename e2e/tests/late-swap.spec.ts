import { expect, test } from './demo-day'
import { adminUploadHeaders } from './fixture-contest'
import { openApiSession, signIn } from './sign-in'

type PoolAnswer = {
  readonly contestGroupId: number
  readonly players: readonly { readonly id: string; readonly name: string }[]
}

test.describe('news to lineups: OUT alerts and Quick swap', () => {
  test('a player ruled OUT after the build is flagged on the optimizer and the news; Quick swap clears it; the export has no OUT player', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const poolAnswer = page.waitForResponse((response) =>
      response.url().includes('/svc/optimizer/pool/'),
    )
    await signIn(page)
    await page.goto('/multi-lineup-settings')
    const pool = (await (await poolAnswer).json()) as PoolAnswer
    const table = page.getByRole('table', { name: 'Player pool' })
    await expect(table).toBeVisible()

    // Lock the first player so every lineup holds him, then build.
    const firstLock = table.getByRole('checkbox', { name: /^Lock / }).first()
    const lockedName = ((await firstLock.getAttribute('aria-label')) ?? '').replace(/^Lock /, '')
    const locked = pool.players.find((player) => player.name === lockedName)
    expect(locked).toBeDefined()
    await firstLock.check()
    await page.getByRole('textbox', { name: 'Lineups', exact: true }).fill('5')
    const buildAnswer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/svc/optimizer/builds/') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Build lineups' }).click()
    const { buildId } = (await (await buildAnswer).json()) as { buildId: string }
    const lineups = page.getByRole('table', { name: 'Built lineups' })
    await expect(lineups.getByRole('row').filter({ hasText: lockedName })).toHaveCount(5, {
      timeout: 40_000,
    })

    // The news desk rules him out.
    const admin = { ...(await adminUploadHeaders(request)), 'content-type': 'application/json' }
    const published = await request.post('/api/admin/player-news/', {
      headers: admin,
      data: {
        contestGroupId: pool.contestGroupId,
        sitePlayerId: locked?.id,
        status: 'Out',
        title: `${lockedName} ruled out (late scratch)`,
      },
    })
    expect(published.status()).toBe(201)

    // The optimizer flags the lineups: the red action, the injury column, the lineup badges.
    await page.reload()
    const alert = page.getByRole('alert', { name: 'Lineups hold OUT players' })
    await expect(alert).toContainText(/\d+ lineups hold OUT players — swap/)
    await expect(
      page
        .getByRole('table', { name: 'Player pool' })
        .getByRole('row')
        .filter({ hasText: lockedName }),
    ).toContainText('OUT')
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.screenshot({ path: testInfo.outputPath(`optimizer-out-alert-${colorScheme}.png`) })
    }
    await page.emulateMedia({ colorScheme: 'light' })

    // The news feed shows the same action (client-side navigation keeps the slate).
    await page.getByRole('button', { name: 'All tools' }).click()
    await page.getByRole('menuitem', { name: 'News' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    await expect(alert).toContainText(/\d+ lineups hold OUT players — swap/)

    await alert.getByRole('button', { name: 'Quick swap' }).click()
    await expect(alert).toBeHidden()

    // The build's upload file no longer holds him.
    const { headers } = await openApiSession(request)
    const upload = await request.get(`/svc/optimizer/builds/${buildId}/upload.csv`, { headers })
    expect(upload.status()).toBe(200)
    const rows = (await upload.text()).trim().split('\n')
    expect(rows).toHaveLength(6)
    expect(rows.join('\n')).not.toContain(locked?.id ?? '')
  })
})
