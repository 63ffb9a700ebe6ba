import { readFile } from 'node:fs/promises'
import { expect, test } from './demo-day'
import { signIn } from './sign-in'

test.describe('multi-lineup settings and the optimizer', () => {
  test('asks a signed-out visitor to sign in; a demo account opens the tool', async ({ page }) => {
    await page.goto('/multi-lineup-settings')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sign in to build lineups' }),
    ).toBeVisible()
    // The prompt's link and the navbar's both bring the visitor back here.
    const signInLinks = page.getByRole('link', { name: 'Sign in' })
    await expect(signInLinks).toHaveCount(2)
    for (const link of await signInLinks.all()) {
      await expect(link).toHaveAttribute('href', '/signin?next=%2Fmulti-lineup-settings')
    }
    await expect(page.getByText(/Missing bearer token/)).toHaveCount(0)

    await page.getByRole('button', { name: 'Use the subscriber demo account' }).click()
    await expect(page.getByRole('table', { name: 'Player pool' })).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/multi-lineup-settings')
  })

  test('builds lineups on the demo slate with a locked player and exports the upload file', async ({
    page,
  }, testInfo) => {
    // The first build of a server starts its worker thread (loads the engine and GLPK).
    test.setTimeout(60_000)
    await signIn(page)
    await page.goto('/multi-lineup-settings')
    const pool = page.getByRole('table', { name: 'Player pool' })
    await expect(pool).toBeVisible()
    await expect(page.getByText(/DraftKings NFL Classic|players · cap/)).toBeVisible()

    // Inline validation: a team limit of 0 is refused before anything is sent.
    const maxPerTeam = page.getByRole('textbox', { name: 'Max players per team' })
    await maxPerTeam.fill('0')
    await expect(page.getByText('At least 1')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Build lineups' })).toBeDisabled()
    await maxPerTeam.fill('4')
    await expect(page.getByText('At least 1')).toBeHidden()

    const firstLock = pool.getByRole('checkbox', { name: /^Lock / }).first()
    const lockedName = ((await firstLock.getAttribute('aria-label')) ?? '').replace(/^Lock /, '')
    await firstLock.check()

    await page.getByRole('textbox', { name: 'Lineups', exact: true }).fill('5')
    const started = Date.now()
    await page.getByRole('button', { name: 'Build lineups' }).click()
    const lineups = page.getByRole('table', { name: 'Built lineups' })
    await expect(lineups).toBeVisible({ timeout: 40_000 })
    testInfo.annotations.push({
      type: 'build of 5 lineups shown after the click (ms)',
      description: String(Date.now() - started),
    })
    await expect(lineups.getByRole('row').filter({ hasText: lockedName })).toHaveCount(5)

    await page.getByRole('tab', { name: 'Exposures' }).click()
    const exposures = page.getByRole('table', { name: 'Player exposures' })
    await expect(exposures.getByRole('row').filter({ hasText: lockedName })).toContainText('100.0')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export upload CSV' }).click()
    const file = await (await download).path()
    const [header, ...rows] = (await readFile(file, 'utf8')).trim().split('\n')
    expect(header).toBe('QB,RB,RB,WR,WR,WR,TE,FLEX,DST')
    expect(rows).toHaveLength(5)
  })

  test('saves a template and offers it in the templates menu', async ({ page }) => {
    await signIn(page, 'free@slatelab.test')
    await page.goto('/multi-lineup-settings')
    await expect(page.getByRole('table', { name: 'Player pool' })).toBeVisible()
    const name = `E2E ${test.info().project.name}`
    await page.getByRole('textbox', { name: 'Template name' }).fill(name)
    await page.getByRole('button', { name: 'Save as template' }).click()
    await page.getByRole('button', { name: 'Templates' }).click()
    await expect(page.getByRole('menuitem', { name })).toBeVisible()
  })
})
