import type { Page } from '@playwright/test'
import { expect, test } from './demo-day'
import { signIn } from './sign-in'

/**
 * Picks `option` in the Mantine select labelled `label`. A select whose options are refetched
 * (the saved sheets, right after a save) can close its dropdown under the click: it is opened
 * again until the option can be picked.
 */
const choose = async (page: Page, label: string, option: string) => {
  const select = page.getByRole('combobox', { name: label, exact: true })
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click()
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

/** The text of one column's visible cells (the tables are virtualized). */
const column = async (page: Page, table: string, index: number) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .evaluateAll(
      (rows, i) => rows.slice(1).map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''),
      index,
    )

// The demo day is a November Sunday of week 11: the draft season's ADP, projections, results of
// weeks 1–10, survivor odds from week 11 and the tiers are all there.
test.describe('Season-long', () => {
  test('a subscriber uses the five views on the demo world’s draft season', async ({ page }) => {
    // Five views on a loaded 2-core machine: about two minutes.
    test.setTimeout(240_000)
    await signIn(page)
    await page.goto('/season-long')

    // ADP (the default view): the site's order, the market's rank, its 7-day change.
    const adp = page.getByRole('table', { name: 'ADP' })
    await expect(adp.getByRole('row').nth(1)).toContainText(/^1\D/, { timeout: 15_000 })
    await expect(adp.getByRole('columnheader', { name: '7-day change' })).toBeVisible()
    // Sites disagree: some differential of the SuperDraft board is not 0.
    expect((await column(page, 'ADP', 7)).some((cell) => /^[+-]\d+$/.test(cell))).toBe(true)
    const superdraftFirst = await adp.getByRole('row').nth(1).textContent()
    await choose(page, 'ADP site', 'Sleeper')
    await expect(adp.getByRole('row').nth(1)).not.toHaveText(superdraftFirst ?? '')
    await choose(page, 'Position', 'QB')
    await expect(adp.getByRole('row').nth(1)).toContainText('QB1')
    expect((await column(page, 'ADP', 2)).every((cell) => cell.startsWith('QB'))).toBe(true)
    await choose(page, 'Position', 'All')

    // Cheat sheet: auction dollars, then a snake sheet without them; save, load, delete.
    await page.getByRole('tab', { name: 'Cheat sheet' }).click()
    const sheet = page.getByRole('table', { name: 'Cheat sheet' })
    await expect(sheet.getByRole('columnheader', { name: 'Auction $' })).toBeVisible()
    await expect(sheet.getByRole('row').nth(1)).toContainText(/[A-Z][a-z]+ [A-Z][a-z]+/)
    await page.getByText('Snake', { exact: true }).click()
    await expect(sheet.getByRole('columnheader', { name: 'Auction $' })).toHaveCount(0)
    await expect(sheet.getByRole('columnheader', { name: 'VBD' })).toBeVisible()
    const teams = page.getByRole('textbox', { name: 'Teams' })
    await teams.fill('10')
    // The projects run side by side on one account: each saves a sheet of its own.
    // A retry names its sheet apart: the failed try may have left its own behind.
    const sheetName = `E2E league ${test.info().project.name} ${test.info().retry}`
    await page.getByLabel('Sheet name').fill(sheetName)
    await page.getByRole('button', { name: 'Save sheet' }).click()
    await expect(page.getByRole('button', { name: 'Delete sheet' })).toBeVisible()
    await teams.fill('14')
    await choose(page, 'Saved sheets', sheetName)
    await expect(teams).toHaveValue('10')
    await page.getByRole('button', { name: 'Delete sheet' }).click()
    await expect(page.getByRole('button', { name: 'Delete sheet' })).toHaveCount(0)

    // Projections: the consensus season, then week 10 with what the players scored.
    await page.getByRole('tab', { name: 'Projections' }).click()
    const projections = page.getByRole('table', { name: 'Projections' })
    await choose(page, 'Expert', 'Consensus')
    await expect(projections.getByRole('row').nth(1)).toContainText(/\d+\.\d/)
    await page.getByText('Weekly', { exact: true }).click()
    await choose(page, 'Week', 'Week 10')
    await expect(projections.getByRole('columnheader', { name: 'Scored' })).toBeVisible()
    await expect(projections.getByRole('row').nth(1)).toContainText(/\d+\.\d/)
    expect((await column(page, 'Projections', 6)).some((cell) => /^-?\d+\.\d$/.test(cell))).toBe(
      true,
    )

    // Survivor: the best path from the week the server's clock is in (week 11 on the demo day,
    // a later one when the suite runs after it) to week 18; a used team leaves it.
    await page.getByRole('tab', { name: 'Survivor' }).click()
    await expect(page.getByText(/Survive every week: \d+\.\d%/)).toBeVisible()
    const heading = page.getByRole('heading', { name: /^Best path from week \d+$/ })
    await expect(heading).toBeVisible()
    const fromWeek = Number((await heading.textContent())?.match(/\d+$/)?.[0])
    expect(fromWeek).toBeGreaterThanOrEqual(11)
    const path = page.getByRole('list', { name: 'Best path' }).getByRole('listitem')
    await expect(path).toHaveCount(18 - fromWeek + 1)
    const firstPick = (await path.first().locator('p').nth(1).textContent()) ?? ''
    await page.getByLabel('Teams already used').filter({ visible: true }).click()
    await page.getByRole('option', { name: firstPick, exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('list', { name: 'Best path' })).not.toContainText(
      new RegExp(`\\b${firstPick}\\b`),
    )

    // Tiers: tier 1 of the overall list, then the quarterbacks alone.
    await page.getByRole('tab', { name: 'Tiers' }).click()
    const tierOne = page.getByRole('region', { name: 'Tier 1', exact: true })
    await expect(tierOne).toBeVisible()
    await choose(page, 'Position', 'QB')
    await expect(tierOne.getByText(/ · /).first()).toContainText('QB ·')
    const labels = await page
      .getByRole('region', { name: /^Tier / })
      .getByText(/ · /)
      .allTextContents()
    expect(labels.every((label) => label.startsWith('QB'))).toBe(true)
  })

  test('a free user gets the product pitch, not the tools', async ({ page }) => {
    await signIn(page, 'free@slatelab.test')
    await page.goto('/season-long')
    await expect(
      page.getByRole('link', { name: 'Subscribe to NFL Season Long Tools' }),
    ).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('tab', { name: 'ADP' })).toHaveCount(0)
  })
})
