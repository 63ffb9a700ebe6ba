/**
 * What a newcomer meets first (issue 23): data on the first screen before any slate locks, the
 * last finished slate in one click, SimLabs on the navbar's slate, the account on every page,
 * and ownership charts whose labels neither overlap nor leave the chart.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './demo-day'
import { signIn } from './sign-in'

const search = (page: Page) => new URL(page.url()).searchParams

/** On a narrow screen the selectors sit behind a toggle; open it when it is there. */
const showSelectors = async (page: Page) => {
  const toggle = page.getByRole('button', { name: 'Show selectors' })
  if (await toggle.isVisible()) await toggle.click()
}

type Box = {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

const overlaps = (a: Box, b: Box, slackPx = 1) =>
  a.x + slackPx < b.x + b.width &&
  b.x + slackPx < a.x + a.width &&
  a.y + slackPx < b.y + b.height &&
  b.y + slackPx < a.y + a.height

/** Every text label an SVG chart drew, with its box and words. */
const chartLabels = (chart: Locator) =>
  chart.locator('svg text').evaluateAll((texts) =>
    texts
      .filter((text) => (text.textContent ?? '').trim() !== '')
      .map((text) => {
        const box = text.getBoundingClientRect()
        return {
          text: text.textContent ?? '',
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
        }
      }),
  )

/** Fails when two labels of a chart overlap, or a label leaves the chart's box (clipped). */
const expectLabelsApartAndInside = async (chart: Locator) => {
  const svg = chart.locator('svg').first()
  await expect(svg).toBeVisible()
  const frame = await svg.boundingBox()
  expect(frame).not.toBeNull()
  const labels = await chartLabels(chart)
  expect(labels.length).toBeGreaterThan(4)
  for (const [index, label] of labels.entries()) {
    if (frame !== null) {
      expect(label.box.x, `${label.text} inside on the left`).toBeGreaterThanOrEqual(frame.x - 1)
      expect(label.box.y, `${label.text} inside at the top`).toBeGreaterThanOrEqual(frame.y - 1)
      expect(
        label.box.x + label.box.width,
        `${label.text} inside on the right`,
      ).toBeLessThanOrEqual(frame.x + frame.width + 1)
      expect(
        label.box.y + label.box.height,
        `${label.text} inside at the bottom`,
      ).toBeLessThanOrEqual(frame.y + frame.height + 1)
    }
    for (const other of labels.slice(index + 1)) {
      expect(overlaps(label.box, other.box), `"${label.text}" overlaps "${other.text}"`).toBe(false)
    }
  }
}

// The ownership table, its charts and the site's header are drawn otherwise on a phone.
test.describe('the first five minutes', () => {
  test('/ on a fresh start shows the pre-lock lobby and projected ownership, and /ownership a filled table @narrow', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/contests')
    // Noon ET on the demo Sunday: the NFL main slate locks at 1 PM.
    // A cold first page on the loaded 2-core machine: the server seeds in the background.
    await expect(page.getByRole('alert', { name: /^Pre-lock/ })).toContainText(
      /locks Sun 1:00 PM ET/,
      { timeout: 30_000 },
    )
    const lobby = page.getByRole('table', { name: 'Contest lobby' })
    await expect(lobby.getByRole('row')).not.toHaveCount(1)
    expect(await lobby.getByRole('row').count()).toBeGreaterThan(3)
    await expect(lobby.getByRole('row').nth(1)).toContainText(/GPP.*\$[\d,]+.*\$[\d,]+/)
    const projected = page.getByRole('table', { name: 'Projected ownership' })
    await expect(projected.getByRole('row').nth(1)).toContainText(/\d+\.\d%/)

    await page.goto(`/ownership?${search(page).toString()}`)
    await expect(page.getByRole('alert', { name: /^Pre-lock/ })).toBeVisible({ timeout: 30_000 })
    const table = page.getByRole('table', { name: 'Player ownership' })
    await expect(table.getByRole('columnheader', { name: /Proj %/ })).toBeVisible()
    // Sorted by projected ownership: the first row is a real share, not a dash.
    await expect(table.getByRole('row').nth(1)).toContainText(/[1-9]\d*\.\d%/)
  })

  test('the pre-lock notice opens the last finished slate in one click @narrow', async ({
    page,
  }) => {
    // The demo Sunday's NBA slates play in the evening; Saturday's are final with their fields.
    await page.goto('/ownership?sport=2')
    const offer = page.getByRole('link', { name: /Open the last finished slate/ })
    await expect(offer).toContainText('Sat 11/21', { timeout: 30_000 })
    await offer.click()
    await expect.poll(() => search(page).get('date')).toBe('2026-11-21')
    await expect(page.getByRole('alert', { name: /^Pre-lock/ })).toHaveCount(0)
    const table = page.getByRole('table', { name: 'Player ownership' })
    await expect(table.getByRole('columnheader', { name: /Top 1%/ })).toBeVisible()
    await expect(table.getByRole('row').nth(1)).toContainText(/[1-9]\d*\.\d%/)
  })

  test('the ownership charts’ labels neither overlap nor leave the chart, in both themes @narrow', async ({
    page,
  }) => {
    await page.goto('/ownership?sport=2&date=2026-11-21')
    await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
    await expect(
      page.getByRole('table', { name: 'Player ownership' }).getByRole('row').nth(1),
    ).toContainText('%')
    for (const scheme of ['light', 'dark'] as const) {
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', /light|dark/)
      if ((await page.locator('html').getAttribute('data-mantine-color-scheme')) !== scheme) {
        await page.getByRole('button', { name: 'Toggle color scheme' }).click()
      }
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
      const tiers = page.getByTestId('ownership-tier-chart')
      const points = page.getByTestId('ownership-points-chart')
      await tiers.scrollIntoViewIfNeeded()
      await expectLabelsApartAndInside(tiers)
      await expectLabelsApartAndInside(points)
      // Every series is named, and the legend sits outside the drawing.
      const legend = page.getByRole('list', { name: 'Legend' })
      const names = await legend.getByRole('listitem').allTextContents()
      expect(names.length).toBeGreaterThan(1)
      expect(names.every((name) => name.trim() !== '')).toBe(true)
      const legendBox = await legend.boundingBox()
      const chartBox = await tiers.boundingBox()
      expect(legendBox !== null && chartBox !== null && overlaps(legendBox, chartBox)).toBe(false)
    }
  })

  test('on a phone the ownership table leads with the ownership columns @narrow', async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) > 500, 'phones only')
    await page.goto('/ownership?sport=2&date=2026-11-21')
    const headers = page.getByRole('table', { name: 'Player ownership' }).getByRole('columnheader')
    await expect(headers.nth(1)).toHaveText(/ %/)
    const second = await headers.nth(1).boundingBox()
    expect((second?.x ?? 999) + (second?.width ?? 0)).toBeLessThanOrEqual(390)
    // The columns past the edge are hinted by a shade, gone once scrolled to the last one.
    const region = page.getByRole('region', { name: 'Player ownership (scrolls)' })
    const hint = region.locator('xpath=..').locator('[data-more-columns]')
    await expect(hint).toBeVisible()
    await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth
    })
    await expect(hint).toHaveCount(0)
    // The page title fits the bar: not cut to "Ownersh…".
    const title = page.getByRole('banner').getByRole('heading', { level: 2 })
    expect(
      await title.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth + 1 &&
          element.scrollHeight <= element.clientHeight + 1,
      ),
    ).toBe(true)
  })

  test('SimLabs works on the navbar’s slate and offers the day’s SimLabs slate for another', async ({
    page,
  }) => {
    await signIn(page)
    // NFL's Sunday: Main and the night showdown are SimLabs slates; Early and Afternoon are not.
    await page.goto('/simlabs?sport=1')
    await expect.poll(() => Number(search(page).get('slate') ?? 0)).toBeGreaterThan(0)
    const simSlate = search(page).get('slate')
    const pageSlate = page.getByRole('main').getByRole('combobox', { name: 'SimLabs slate' })
    await expect(pageSlate).toHaveValue(/Main/)
    // The default contest is the slate's largest GPP, not a small double-up.
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Contest' })).toHaveValue(
      /Millionaire/,
    )

    await showSelectors(page)
    await page.getByRole('banner').getByRole('combobox', { name: 'Slate', exact: true }).click()
    await page.getByRole('option', { name: /^Early/ }).click()
    await expect.poll(() => search(page).get('slate')).not.toBe(simSlate)
    await expect(page.getByRole('alert', { name: /is not a SimLabs slate/ })).toBeVisible()
    await expect(pageSlate).toHaveValue('')

    await page.getByRole('link', { name: /^Simulate .* instead$/ }).click()
    await expect.poll(() => search(page).get('slate')).toBe(simSlate)
    await expect(pageSlate).toHaveValue(/Main/)
    await expect(page.getByRole('alert', { name: /is not a SimLabs slate/ })).toHaveCount(0)
  })

  test('pages without the navbar keep sign-in, and the account once signed in @narrow', async ({
    page,
  }) => {
    const paths = ['/multi-lineup-settings', '/news', '/marketplace', '/sales', '/game-flow']
    for (const path of paths) {
      await page.goto(path)
      await expect(
        page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign in' }),
        path,
      ).toBeVisible()
    }
    await signIn(page)
    for (const path of paths) {
      await page.goto(path)
      await expect(
        page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: /^Account: / }),
        path,
      ).toBeVisible()
    }
  })
})
