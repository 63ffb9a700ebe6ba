import type { Page } from '@playwright/test'
import { demoDay, expect, test } from './demo-day'
import { signIn } from './sign-in'

/**
 * SPEC §4's navbar rules as the pages follow them (issue 34): a navbar control a page shows
 * changes what the page shows.
 */
const search = (page: Page) => new URL(page.url()).searchParams

/** On a narrow screen the selectors sit behind a toggle; open it when it is there. */
const showSelectors = async (page: Page) => {
  const toggle = page.getByRole('button', { name: 'Show selectors' })
  if (await toggle.isVisible()) await toggle.click()
}

const navbarField = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole('combobox', { name, exact: true })
    .or(page.getByRole('banner').getByRole('textbox', { name, exact: true }))

test.describe('pages follow the navbar', () => {
  test('team ratings shows the games of the navbar’s slate', async ({ page }) => {
    await page.goto(`/team-ratings?date=${demoDay}`)
    // The day's sources, then the ratings: room for a busy machine.
    await expect
      .poll(() => Number(search(page).get('slate') ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 })
    const before = await page.getByRole('table').count()
    expect(before).toBeGreaterThan(1)
    await showSelectors(page)
    await navbarField(page, 'Slate').click()
    // A showdown: one game.
    await page
      .getByRole('option', { name: /· 1 game$/ })
      .first()
      .click()
    await expect(page.getByRole('table')).toHaveCount(1)
    await expect(page.getByText(/slate's game\./)).toBeVisible()
  })

  test('event details leaves its game when the navbar moves to another day', async ({ page }) => {
    test.slow()
    await signIn(page, 'free@slatelab.test')
    await page.goto('/event-details')
    await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
    await page.getByRole('combobox', { name: 'Event' }).click()
    await page.getByRole('option').first().click()
    await expect.poll(() => search(page).get('eventId')).not.toBeNull()
    await expect(page.getByRole('heading', { level: 2, name: / @ / })).toBeVisible()

    await showSelectors(page)
    const date = navbarField(page, 'Date')
    // The picker loads on the field's first touch (docs/web-shell.md).
    await date.click()
    await date.fill('11/21/2026')
    await date.press('Enter')
    await page.keyboard.press('Escape')
    await expect.poll(() => search(page).get('date')).toBe('2026-11-21')
    expect(search(page).get('eventId')).toBeNull()
    await expect(page.getByRole('heading', { level: 2, name: / @ / })).toHaveCount(0)
  })

  test('event details changes the sport with a choice of its own', async ({ page }) => {
    await page.goto(`/event-details?sport=1&date=${demoDay}`)
    await page.getByRole('main').getByText('NBA', { exact: true }).click()
    await expect.poll(() => search(page).get('sport')).toBe('2')
    await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
  })
})

test.describe('SimLabs, Correlations and PlateIQ follow the navbar', () => {
  test('SimLabs moves to the navbar’s sport: its slate and contests', async ({ page }) => {
    test.slow()
    await signIn(page)
    await page.goto('/simlabs?sport=1')
    await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
    const nflSlate = search(page).get('slate')
    const contest = page.getByRole('main').getByRole('combobox', { name: 'Contest' })
    await expect(contest).toHaveValue(/Millionaire/)
    const nflContest = await contest.inputValue()

    await showSelectors(page)
    await navbarField(page, 'Sport').click()
    await page.getByRole('option', { name: /^NBA/ }).click()
    await expect.poll(() => search(page).get('sport')).toBe('2')
    await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
    expect(search(page).get('slate')).not.toBe(nflSlate)
    await expect(
      page.getByRole('main').getByRole('combobox', { name: 'SimLabs slate' }),
    ).toHaveValue(/Main/)
    await expect(contest).not.toHaveValue(nflContest)
    await expect(contest).not.toHaveValue('')
  })

  test('Correlations moves to the navbar’s sport: its views and matrix', async ({ page }) => {
    await signIn(page, 'free@slatelab.test')
    await page.goto('/correlations')
    await expect(page.getByRole('heading', { level: 2, name: 'Stacks' })).toBeVisible()
    await showSelectors(page)
    await navbarField(page, 'Sport').click()
    await page.getByRole('option', { name: /^MLB/ }).click()
    await expect(navbarField(page, 'Correlation view')).toHaveValue('Pitcher vs batters')
    await expect(page.getByRole('heading', { level: 2, name: 'Pitcher vs batters' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Stacks' })).toHaveCount(0)
  })

  test('PlateIQ opens the MLB day’s main slate and follows the navbar’s date', async ({ page }) => {
    test.slow()
    await signIn(page)
    await page.goto('/plateiq?date=2026-06-21')
    const firstBatter = page.getByRole('table', { name: 'Batters' }).getByRole('row').nth(1)
    // The page's chunk, the access check, the day's sources, the slate's batters.
    await expect(firstBatter).toBeVisible({ timeout: 30_000 })
    await showSelectors(page)
    // The Sunday's 1:05 PM Early slate comes before its main slate in time, not in the list.
    await expect(navbarField(page, 'Slate')).toHaveValue(/^Main/)
    const sundaySlate = search(page).get('slate')

    const date = navbarField(page, 'Date')
    await date.click()
    await date.fill('06/20/2026')
    await date.press('Enter')
    await page.keyboard.press('Escape')
    await expect.poll(() => search(page).get('date')).toBe('2026-06-20')
    await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
    expect(search(page).get('slate')).not.toBe(sundaySlate)
    await expect(navbarField(page, 'Slate')).toHaveValue(/^Main/)
    await expect(firstBatter).toBeVisible({ timeout: 20_000 })
  })
})
