import { expect, test } from './demo-day'
import { signInThroughForm } from './sign-in'

// The suite's demo day is a November Sunday: MLB is between seasons, so the subscriber's page
// shows its tabs and says there are no games; the server tests and screenshots cover a
// September slate (docs/plateiq.md).
test.describe('PlateIQ', () => {
  test('a subscriber gets the tool: tabs, an empty slate’s batters and the day’s lineups', async ({
    page,
  }) => {
    await signInThroughForm(page, 'subscriber@slatelab.test', '/plateiq')
    // The page's chunk, then the access check: room for a busy machine.
    await expect(page.getByRole('tab', { name: 'Batters' })).toBeVisible({ timeout: 15_000 })
    for (const tab of ['Batters', 'Pitchers', 'Team batting vs hand', 'Bullpens', 'Lineups']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }
    await expect(page.getByRole('table', { name: 'Batters' })).toBeVisible()
    await expect(page.getByText('No rows for this slate and filter.')).toBeVisible()
    await page.getByRole('tab', { name: 'Lineups' }).click()
    await expect(page.getByText('No MLB games on this date.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Subscribe to PlateIQ' })).toHaveCount(0)
  })

  test('a free user gets the product pitch and a way to the marketplace, not an error', async ({
    page,
  }) => {
    await signInThroughForm(page, 'free@slatelab.test', '/plateiq')
    const link = page.getByRole('link', { name: 'Subscribe to PlateIQ' })
    await expect(link).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('tab', { name: 'Batters' })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await link.click()
    await expect(page).toHaveURL(/\/marketplace/)
  })
})
