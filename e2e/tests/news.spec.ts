import { expect, test } from './demo-day'
import { signIn } from './sign-in'

const statusOrder = ['Probable', 'Questionable', 'Day-to-day', 'Doubtful', 'Inactive', 'Out']

test.describe('news and the player card', () => {
  test('shows the demo world’s NHL news and its injury report in status order', async ({
    page,
  }) => {
    await page.goto('/news?sportId=4')
    const stories = page.getByRole('article')
    await expect(stories.first()).toBeVisible()
    expect(await stories.count()).toBeGreaterThan(10)
    await expect(page.getByText(/stories in the last 7 days/)).toBeVisible()

    await page.getByRole('tab', { name: /Injury report/ }).click()
    const table = page.getByRole('table', { name: 'Injury report' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    const statuses = await table.getByRole('row').locator('td:nth-child(4)').allInnerTexts()
    const ranks = statuses.map((status) => {
      const rank = statusOrder.findIndex(
        (name) => name.toUpperCase() === status.trim().toUpperCase(),
      )
      return rank === -1 ? statusOrder.length : rank
    })
    expect(ranks.length).toBeGreaterThan(3)
    expect(ranks).toEqual(ranks.toSorted((a, b) => a - b))
  })

  // The ownership table and the card are drawn otherwise on a phone.
  test('opens the player card from the ownership table, and its URL reopens it @narrow', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/ownership')
    const table = page.getByRole('table', { name: 'Player ownership' })
    const link = table.getByRole('row').nth(1).getByRole('link')
    await expect(link).toBeVisible()
    const name = (await link.innerText()).trim()
    await link.click()
    const card = page.getByRole('dialog')
    await expect(card.getByText(name, { exact: true })).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Game log (last 30 days)' })).toBeVisible()
    await expect(card.getByRole('img', { name: 'Salary and points by date' })).toBeVisible()
    const url = new URL(page.url())
    expect(Number(url.searchParams.get('player'))).toBeGreaterThan(0)

    await page.goto(url.pathname + url.search)
    await expect(page.getByRole('dialog').getByText(name, { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(new URL(page.url()).searchParams.has('player')).toBe(false)
  })

  test('opens a player’s card from a story on /news', async ({ page }) => {
    await page.goto('/news?sportId=4')
    const story = page.getByRole('article').first()
    const link = story.getByRole('link')
    const name = (await link.innerText()).trim()
    await link.click()
    await expect(page.getByRole('dialog').getByText(name, { exact: true })).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('region', { name: 'News' })).toBeVisible()
  })
})
