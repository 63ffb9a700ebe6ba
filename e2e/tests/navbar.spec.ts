import type { Page } from '@playwright/test'
import { isNavbarShown, navbarControls, pagePaths, pageTitles } from '@slatelab/domain/pages'
import { demoDay, expect, test } from './demo-day'
import { signIn } from './sign-in'

/** `YYYY-MM-DD` shifted by whole days, as the date picker shows it (`MM/dd/yyyy`). */
const pickerDate = (isoDate: string, days = 0): string => {
  const shifted = new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000)
  const [year, month, day] = shifted.toISOString().slice(0, 10).split('-')
  return `${month}/${day}/${year}`
}

const search = (page: Page) => new URL(page.url()).searchParams

/** On a narrow screen the selectors sit behind a toggle; open it when it is there. */
const showSelectors = async (page: Page) => {
  const toggle = page.getByRole('button', { name: 'Show selectors' })
  if (await toggle.isVisible()) await toggle.click()
}

// The navbar's own controls: a page may have a field of the same name (SimLabs' Contest).
const field = (page: Page, name: string) => {
  const header = page.getByRole('banner')
  return header
    .getByRole('combobox', { name, exact: true })
    .or(header.getByRole('textbox', { name, exact: true }))
}

/** Opens a select and picks the option whose name starts with `option`. */
const choose = async (page: Page, name: string, option: string) => {
  await page.getByRole('banner').getByRole('combobox', { name, exact: true }).click()
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click()
}

/** Waits until the navbar has picked a source and slate by itself (the demo world has both). */
const slatePicked = async (page: Page) => {
  await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
}

const controlLabels = {
  sport: 'Sport',
  date: 'Date',
  source: 'Source',
  slate: 'Slate',
  contest: 'Contest',
  correlationView: 'Correlation view',
} as const

// The navbar's calls are public, so most tests run signed out: the server allows 30 sign-ins
// per address in 15 minutes, and the whole suite shares that. The layout tests sign in, since
// the account menu is what the selectors share the header with.
test.describe('navbar', () => {
  // On a phone the controls sit behind a toggle.
  test('every route shows exactly the controls of SPEC §2 @narrow', async ({ page }) => {
    // One page load per route.
    test.setTimeout(120_000)
    for (const path of pagePaths.filter(isNavbarShown)) {
      await page.goto(path)
      const navbar = page.getByRole('banner')
      await expect(navbar.getByRole('heading', { name: pageTitles[path] })).toBeVisible()
      const controls = navbarControls(path)
      const any = Object.values(controls).some(Boolean)
      if (any) {
        await showSelectors(page)
        await expect(navbar.getByText('Loading nav...')).toHaveCount(0)
      }
      for (const [control, label] of Object.entries(controlLabels)) {
        const shown = controls[control as keyof typeof controlLabels]
        await expect(field(page, label), `${label} on ${path}`).toHaveCount(shown ? 1 : 0)
      }
      await expect(
        page.getByRole('link', { name: 'Open SimLabs results in a new tab' }),
      ).toHaveCount(controls.externalLink ? 1 : 0)
    }
  })

  test('the navbar picks a source with slates and the priciest contest by itself', async ({
    page,
  }) => {
    await page.goto('/contests')
    await showSelectors(page)
    await slatePicked(page)
    expect(search(page).get('date')).toBe(demoDay)
    await expect(field(page, 'Date')).toHaveValue(pickerDate(demoDay))
    await expect(field(page, 'Source')).toHaveValue('DraftKings')
    await expect(field(page, 'Slate')).toHaveValue(/^Main · \d{1,2}:\d{2} [AP]M ET · \d+ games?$/)
    await expect.poll(() => search(page).get('contest')).not.toBeNull()

    await page.getByRole('combobox', { name: 'Contest' }).click()
    const costs = await page
      .getByRole('option')
      .evaluateAll((options) =>
        options.map((option) =>
          Number(/\$([\d,.]+)$/.exec(option.textContent ?? '')?.[1]?.replace(/,/g, '')),
        ),
      )
    expect(costs.length).toBeGreaterThan(1)
    expect(costs).toEqual(costs.toSorted((a, b) => b - a))
    const names = await page.getByRole('option').allTextContents()
    expect(names.every((name) => name.replace(/\$[\d,.]+$/, '').length <= 43)).toBe(true)
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
  })

  test('source and sport changes follow SPEC §4; reload keeps the view and back restores it', async ({
    page,
  }) => {
    await page.goto('/contests')
    await showSelectors(page)
    await slatePicked(page)
    const dkSlate = search(page).get('slate')

    await choose(page, 'Source', 'FanDuel')
    await expect.poll(() => search(page).get('source')).toBe('3')
    const fdSlate = search(page).get('slate')
    expect(fdSlate).not.toBe(dkSlate)
    expect(Number(fdSlate)).toBeGreaterThan(0)

    await page.reload()
    await showSelectors(page)
    await expect(field(page, 'Source')).toHaveValue('FanDuel')
    expect(search(page).get('slate')).toBe(fdSlate)

    await choose(page, 'Sport', 'NBA')
    await expect.poll(() => search(page).get('sport')).toBe('2')
    await slatePicked(page)
    expect(search(page).get('slate')).not.toBe(fdSlate)

    await page.goBack()
    await expect.poll(() => search(page).get('sport')).toBe('1')
    await expect(field(page, 'Sport')).toHaveValue('NFL')
    await expect(field(page, 'Source')).toHaveValue('FanDuel')
    expect(search(page).get('slate')).toBe(fdSlate)
  })

  test('a date change resets the choice and loads that date; a bad URL date is today', async ({
    page,
  }) => {
    await page.goto('/ownership?sport=2&date=not-a-date')
    await showSelectors(page)
    await expect.poll(() => search(page).get('date')).toBe(demoDay)
    await slatePicked(page)

    const date = field(page, 'Date')
    // The picker loads on the field's first touch (docs/web-shell.md); until then it is read-only.
    await date.click()
    // A month on: past the days the suite's store holds, so no slates.
    await date.fill(pickerDate(demoDay, 30))
    await date.press('Enter')
    await page.keyboard.press('Escape')
    await expect.poll(() => search(page).get('source')).toBe('0')
    expect(search(page).get('slate')).toBe('0')
    await expect(field(page, 'Slate')).toHaveAttribute('placeholder', 'No slates available')

    await page.goBack()
    await expect.poll(() => search(page).get('date')).toBe(demoDay)
    await expect(field(page, 'Date')).toHaveValue(pickerDate(demoDay))
    await slatePicked(page)
  })

  test('vegas offers All Games, and the choice survives a reload', async ({ page }) => {
    await page.goto('/vegas')
    await showSelectors(page)
    await slatePicked(page)
    await choose(page, 'Slate', 'All Games')
    await expect.poll(() => search(page).get('slate')).toBe('0')
    await page.reload()
    await showSelectors(page)
    await expect(field(page, 'Slate')).toHaveValue(/^All Games · /)
  })

  test('on /ownership a sport change adds sportId to the query', async ({ page }) => {
    await page.goto('/ownership')
    await showSelectors(page)
    await slatePicked(page)
    expect(search(page).has('sportId')).toBe(false)
    await choose(page, 'Sport', 'NHL')
    await expect.poll(() => search(page).get('sportId')).toBe('4')
    expect(search(page).get('sport')).toBe('4')
  })

  test('on /correlations the sport dropdown leaves the shared sport alone', async ({ page }) => {
    const openTool = async (title: string) => {
      await page.getByRole('button', { name: 'All tools' }).click()
      await page.getByRole('menuitem', { name: title }).click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await showSelectors(page)
    }
    await page.goto('/contests')
    await showSelectors(page)
    await slatePicked(page)
    await choose(page, 'Sport', 'NBA')
    await expect.poll(() => search(page).get('sport')).toBe('2')

    await openTool('Correlations')
    await choose(page, 'Sport', 'MLB')
    await expect(field(page, 'Sport')).toHaveValue('MLB')
    await expect.poll(() => search(page).get('sport')).toBe('3')
    await expect(field(page, 'Correlation view')).toHaveAttribute(
      'placeholder',
      'No Views Available',
    )

    await openTool('Contests Dashboard')
    await expect(field(page, 'Sport')).toHaveValue('NBA')
    await expect.poll(() => search(page).get('sport')).toBe('2')
  })

  test('a sport the page does not handle leaves for the main site', async ({ page }) => {
    await page.route('https://www.example-dfs.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Main site</h1>' }),
    )
    await page.goto('/contests')
    await showSelectors(page)
    await slatePicked(page)
    await choose(page, 'Sport', 'MMA')
    await expect(page).toHaveURL('https://www.example-dfs.com/contests-dashboard/mma')
    await expect(page.getByRole('heading', { name: 'Main site' })).toBeVisible()
  })

  test('the SimLabs link opens the current view in a new tab', async ({ page }) => {
    await page.goto('/simlabs')
    await showSelectors(page)
    await slatePicked(page)
    const link = page.getByRole('link', { name: 'Open SimLabs results in a new tab' })
    await expect(link).toHaveAttribute('target', '_blank')
    const url = new URL(page.url())
    await expect(link).toHaveAttribute('href', `${url.pathname}${url.search}`)
  })

  test('on a narrow screen the selectors collapse behind a toggle and expand @narrow', async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) > 768, 'the toggle exists at 768 px and below')
    await signIn(page)
    await page.goto('/contests')
    const show = page.getByRole('button', { name: 'Show selectors' })
    await expect(show).toBeVisible()
    await expect(field(page, 'Source')).toBeHidden()
    await expect(page.getByRole('heading', { level: 2, name: 'Contests Dashboard' })).toBeVisible()
    await slatePicked(page)

    await show.click()
    await expect(field(page, 'Source')).toBeVisible()
    await expect(field(page, 'Contest')).toBeInViewport()
    await page.getByRole('button', { name: 'Hide selectors' }).click()
    await expect(field(page, 'Source')).toBeHidden()
  })

  test('on a wide screen the selectors sit under the title without a toggle', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) <= 768, 'wide screens only')
    await signIn(page)
    await page.goto('/contests')
    await expect(field(page, 'Contest')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show selectors' })).toHaveCount(0)
    const header = await page.getByRole('banner').boundingBox()
    const contest = await field(page, 'Contest').boundingBox()
    expect(header).not.toBeNull()
    expect(contest).not.toBeNull()
    if (header !== null && contest !== null) {
      expect(contest.y + contest.height).toBeLessThanOrEqual(header.y + header.height)
    }
  })
})
