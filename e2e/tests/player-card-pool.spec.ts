import { expect, test } from './demo-day'
import { signIn } from './sign-in'

// The card fills the screen on a phone.
test.describe('the player card from the optimizer @narrow', () => {
  test('opens from a name in the player pool, and reloading its URL opens it again', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/multi-lineup-settings')
    const pool = page.getByRole('table', { name: 'Player pool' })
    const link = pool.getByRole('row').nth(1).getByRole('link')
    await expect(link).toBeVisible()
    const name = (await link.innerText()).trim()
    const playerId = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams.get(
      'player',
    )
    expect(Number(playerId)).toBeGreaterThan(0)

    await link.click()
    const card = page.getByRole('dialog')
    await expect(card.getByText(name, { exact: true })).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Game log (last 30 days)' })).toBeVisible()
    const url = new URL(page.url())
    expect(url.pathname).toBe('/multi-lineup-settings')
    expect(url.searchParams.get('player')).toBe(playerId)

    await page.reload()
    const reopened = page.getByRole('dialog')
    await expect(reopened.getByText(name, { exact: true })).toBeVisible()
    await expect(reopened.getByRole('heading', { name: 'Game log (last 30 days)' })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('player')).toBe(playerId)

    // Closing it leaves the optimizer as it was, without the card in the URL.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(new URL(page.url()).searchParams.has('player')).toBe(false)
    await expect(page.getByRole('table', { name: 'Player pool' })).toBeVisible()
  })
})
