import { expect, test } from './demo-day'
import { signIn } from './sign-in'

test.describe('Correlations', () => {
  test('shows the demo world’s NFL stacks as a heat map, a table and a game-by-game scatter', async ({
    page,
  }) => {
    await signIn(page, 'free@slatelab.test')
    await page.goto('/correlations')
    // The first NFL view is chosen for the user.
    await expect(page.getByRole('heading', { level: 2, name: 'Stacks' })).toBeVisible()
    // The small demo store holds the week's first NFL game: let one game make a cell.
    await page.getByRole('textbox', { name: 'Minimum games' }).fill('1')
    const heatMap = page.getByRole('img', { name: 'Correlation heat map of Stacks' })
    // ECharts may draw a heat map in several canvas layers (progressive rendering).
    await expect(heatMap.locator('canvas').first()).toBeVisible()

    // The table lists the pairs, strongest first; each with its value, percentile and games.
    const table = page.getByRole('table', { name: 'Correlations by pair' })
    const strongest = table.getByRole('row').nth(1)
    await expect(strongest).toHaveText(/^[A-Z]+\d?(Opp )?[A-Z]+\d?1\.00\d{1,3}2$/)
    const [anchor, other] = await strongest.getByRole('cell').allTextContents()

    await strongest.click()
    await expect(
      page.getByRole('heading', { name: `${anchor ?? ''} and ${other ?? ''}, game by game` }),
    ).toBeVisible()
    await expect(
      page
        .getByRole('img', {
          name: `Points of ${anchor ?? ''} against ${other ?? ''}, one dot per game`,
        })
        .locator('canvas')
        .first(),
    ).toBeVisible()

    // Home only: the pair is read from the home team's side of the game alone.
    await page.getByText('Home', { exact: true }).click()
    await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('1')
  })

  // The dialog fills the screen on a phone.
  test('turns a view into the optimizer’s rules and SimLabs’ values for a slate, shown before they apply @narrow', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/correlations')
    await expect(page.getByRole('heading', { level: 2, name: 'Stacks' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Minimum games' }).fill('1')
    await expect(
      page.getByRole('table', { name: 'Correlations by pair' }).getByRole('row').nth(1),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Use in optimizer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Use Stacks in the optimizer' })
    await expect(dialog.getByRole('textbox', { name: 'Slate' })).not.toHaveValue('')
    const targets = dialog.getByRole('table', { name: 'SimLabs correlations' })
    await expect(targets.getByRole('row').nth(1)).toHaveText(
      /^[A-Z]+\d?–[A-Z]+\d?(teammate|opponent)[+-]\d\.\d\d\d+$/,
    )
    const rules = dialog.getByRole('table', { name: 'Optimizer rules' })
    await expect(rules.getByRole('row').nth(1)).toContainText(/together|apart/)

    await dialog.getByRole('button', { name: 'Apply' }).click()
    await expect(dialog.getByText(/rules are in your optimizer settings of/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled()
  })
})
