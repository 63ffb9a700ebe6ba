import { readFileSync } from 'node:fs'
import { expect, test } from './demo-day'
import { findFixtureContest } from './fixture-contest'
import { signIn } from './sign-in'

// The player table leads with other columns on a phone.
test.describe('ownership dashboard @narrow', () => {
  test('shows the demo slate’s contests and players, with both charts', async ({ page }) => {
    await signIn(page)
    await page.goto('/ownership')
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('slate') ?? 0))
      .toBeGreaterThan(0)
    const visible = page
      .getByRole('textbox', { name: 'Visible contests' })
      .or(page.getByRole('combobox', { name: 'Visible contests' }))
    await expect(visible).toBeVisible()
    const table = page.getByRole('table', { name: 'Player ownership' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByRole('img', { name: 'Mean ownership by salary tier' })).toBeVisible()
  })

  test('compares an imported contest’s ownership, filters the players and exports CSV', async ({
    page,
    request,
  }) => {
    const { contestGroupId } = await findFixtureContest(request)
    await signIn(page)
    await page.goto(`/ownership?sport=1&date=2023-10-15&source=4&slate=${contestGroupId}`)
    const table = page.getByRole('table', { name: 'Player ownership' })
    // DraftKings' %Drafted column: A.J. Brown 100 %, Dak Prescott 25 %.
    await expect(table.getByRole('row', { name: /A\.J\. Brown/ })).toContainText('100.0%')
    await expect(table.getByRole('row', { name: /Dak Prescott/ })).toContainText('25.0%')

    await page.getByRole('textbox', { name: 'Search players' }).fill('prescott')
    await expect(table.getByRole('row', { name: /A\.J\. Brown/ })).toHaveCount(0)
    await expect(table.getByRole('row', { name: /Dak Prescott/ })).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    const text = readFileSync((await file.path()) ?? '', 'utf8')
    expect(text.split('\r\n')[0]).toContain('Player,Position,Team,Salary,Actual points')
    expect(text).toContain('Dak Prescott,QB,DAL')
  })
})
