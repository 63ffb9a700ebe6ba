import { demoDay, expect, test } from './demo-day'
import { buildOnSimLabsSlate } from './simlabs-build'
import { signIn } from './sign-in'

test.describe('SimLabs', () => {
  test('asks a signed-out visitor to sign in, and brings them back signed in', async ({ page }) => {
    await page.goto('/simlabs?sport=1')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sign in to run simulations' }),
    ).toBeVisible()
    await expect(page.getByRole('note', { name: 'Demo accounts' })).toBeVisible()
    await expect(page.getByText(/Missing bearer token/)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Run simulation' })).toHaveCount(0)

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/signin')
    await page.getByRole('button', { name: 'Use the subscriber demo account' }).click()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/simlabs')
    await expect(page.getByRole('button', { name: 'Run simulation' })).toBeVisible()
  })

  // The lineups’ table leads with other columns on a phone.
  test('simulates an optimizer build on the demo day’s main slate and shows the results @narrow', async ({
    page,
  }) => {
    // The server's first simulation starts its worker thread and generates the contest's field.
    test.setTimeout(90_000)
    await signIn(page)
    await page.goto('/simlabs')
    await buildOnSimLabsSlate(page, demoDay, 3, 45_000)

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'SimLabs slate' })).toHaveValue(/Main/)
    await expect(page.getByRole('combobox', { name: 'Optimizer build' })).toHaveValue(/3 lineups/)
    // The default is the slate's largest GPP (113,636 entries); a small field keeps this quick.
    await page.getByRole('main').getByRole('combobox', { name: 'Contest' }).click()
    await page.getByRole('option', { name: /Main Event/ }).click()
    await page.getByRole('textbox', { name: 'Iterations' }).fill('1000')
    await page.getByRole('button', { name: 'Run simulation' }).click()
    await expect(page).toHaveURL(/job=/)

    const lineups = page.getByRole('table', { name: 'Lineup results' })
    await expect(lineups).toBeVisible({ timeout: 60_000 })
    await expect(lineups.getByRole('row')).toHaveCount(4)
    await expect(
      page.getByRole('table', { name: 'Player results' }).getByRole('row').nth(1),
    ).toContainText('%')
    const roiChart = page.getByRole('img', { name: 'Lineups by simulated ROI' })
    await expect(roiChart.locator('canvas')).toBeVisible()
    // The score chart opens on the best lineup by ROI, named by its number in the table.
    const best = (
      await lineups.getByRole('row').nth(1).getByRole('cell').first().innerText()
    ).trim()
    await expect(
      page
        .getByRole('img', { name: `Score distribution of lineup ${best} against the cash line` })
        .locator('canvas'),
    ).toBeVisible()

    // The job's URL opens the finished result on its own.
    const url = page.url()
    await page.goto(url)
    await expect(page.getByRole('table', { name: 'Lineup results' })).toBeVisible()
  })
})
