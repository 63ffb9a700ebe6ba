import { expect, test } from './demo-day'
import { signInThroughForm } from './sign-in'

test.describe('Correlations', () => {
  test('shows the demo world’s NFL stacks as a heat map, a table and a game-by-game scatter', async ({
    page,
  }) => {
    await signInThroughForm(page, 'free@slatelab.test', '/correlations')
    // The navbar lists the sport's views and picks the first.
    await expect(page.getByRole('combobox', { name: 'Correlation view' }).first()).toHaveValue(
      'Stacks',
    )
    // The small demo store holds a few NFL games: let one game make a cell.
    const minimum = page.getByRole('textbox', { name: 'Minimum games' })
    await minimum.fill('1')
    const heatMap = page.getByRole('img', { name: 'Correlation heat map of Stacks' })
    await expect(heatMap.locator('canvas')).toBeVisible()
    const table = page.getByRole('table', { name: 'Correlations by pair' })
    const qbWr1 = table.getByRole('row').filter({ hasText: /^QBWR1/ })
    await expect(qbWr1).toHaveCount(1)
    await expect(qbWr1).toHaveText(/^QBWR1-?[01]\.\d\d\d{1,3}\d+$/)

    await qbWr1.click()
    await expect(page.getByRole('heading', { name: 'QB and WR1, game by game' })).toBeVisible()
    await expect(
      page
        .getByRole('img', { name: 'Points of QB against WR1, one dot per game' })
        .locator('canvas'),
    ).toBeVisible()

    // Home only: every cell is read from fewer games.
    const gamesOf = async () => Number((await qbWr1.getByRole('cell').last().textContent()) ?? 0)
    const all = await gamesOf()
    await page.getByRole('radio', { name: 'Home' }).first().check({ force: true })
    await expect.poll(gamesOf).toBe(all / 2)
  })
})
