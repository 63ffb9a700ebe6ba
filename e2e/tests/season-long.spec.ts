import { expect, test } from './demo-day'
import { signInThroughForm } from './sign-in'

// The demo day is a November Sunday of week 11: the draft season's ADP, projections, results of
// weeks 1–10, survivor odds from week 11 and the tiers are all there.
test.describe('Season-long', () => {
  test('a subscriber sees ADP, a cheat sheet with auction dollars, projections, survivor and tiers', async ({
    page,
  }) => {
    await signInThroughForm(page, 'subscriber@slatelab.test', '/season-long')
    const adp = page.getByRole('table', { name: 'ADP' })
    await expect(adp).toBeVisible({ timeout: 15_000 })
    // The first row is the site's first pick, with the market's rank beside it.
    await expect(adp.getByRole('row').nth(1)).toContainText(/\d/)
    await expect(adp.getByRole('columnheader', { name: '7-day change' })).toBeVisible()

    await page.getByRole('tab', { name: 'Cheat sheet' }).click()
    const sheet = page.getByRole('table', { name: 'Cheat sheet' })
    await expect(sheet.getByRole('columnheader', { name: 'Auction $' })).toBeVisible()
    await expect(sheet.getByRole('row').nth(1)).toContainText(/[A-Z][a-z]+ [A-Z][a-z]+/)
    await page.getByLabel('Sheet name').fill('E2E league')
    await page.getByRole('button', { name: 'Save sheet' }).click()
    await expect(page.getByRole('button', { name: 'Delete sheet' })).toBeVisible()
    await page.getByRole('button', { name: 'Delete sheet' }).click()
    await expect(page.getByRole('button', { name: 'Delete sheet' })).toHaveCount(0)

    await page.getByRole('tab', { name: 'Projections' }).click()
    await expect(
      page.getByRole('table', { name: 'Projections' }).getByRole('row').nth(1),
    ).toContainText(/\d+\.\d/)

    await page.getByRole('tab', { name: 'Survivor' }).click()
    await expect(page.getByText(/Survive every week: \d+\.\d%/)).toBeVisible()
    await expect(page.getByText('Best path from week 11')).toBeVisible()

    await page.getByRole('tab', { name: 'Tiers' }).click()
    await expect(page.getByRole('region', { name: 'Tier 1', exact: true })).toBeVisible()
  })

  test('a free user gets the product pitch, not the tools', async ({ page }) => {
    await signInThroughForm(page, 'free@slatelab.test', '/season-long')
    await expect(
      page.getByRole('link', { name: 'Subscribe to NFL Season Long Tools' }),
    ).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('tab', { name: 'ADP' })).toHaveCount(0)
  })
})
