import { readFileSync } from 'node:fs'
import type { Locator } from '@playwright/test'
import { expect, test } from './demo-day'
import { signIn } from './sign-in'

/**
 * The suite's demo day is a November Sunday, between MLB seasons; the server also stores the
 * days around a June Sunday (`DEMO_EXTRA_DATES` in playwright.config.ts), whose slates PlateIQ
 * reads here: its lineups and the plate appearances of the five days before it.
 */
const mlbDay = '2026-06-21'

/** The numbers in one column of a table's rendered rows (the table draws the rows in view). */
const columnNumbers = async (table: Locator, column: number): Promise<number[]> => {
  const cells = await table
    .locator('tbody tr')
    .evaluateAll(
      (rows, index) =>
        rows
          .map((row) => row.querySelectorAll('td')[index]?.textContent ?? '')
          .filter((text) => text !== ''),
      column,
    )
  return cells.map(Number)
}

test.describe('PlateIQ', () => {
  test('a subscriber reads an MLB slate’s batters: figures, sorting, CSV, a matchup', async ({
    page,
  }) => {
    // Steps of a whole session on a shared 2-core machine.
    test.slow()
    await signIn(page)
    await page.goto('/plateiq')
    // The November day has no MLB: the season is over, with a link to its last game day (the
    // stored June days). The page's chunk, then the access check: room for a busy machine.
    await expect(page.getByRole('heading', { name: 'The MLB season is over' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('link', { name: /^Go to \w{3} 06\/2\d\/2026$/ })).toBeVisible()
    await expect(page.getByText(/Failed to fetch|HTTP error/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Subscribe to PlateIQ' })).toHaveCount(0)

    // The June Sunday: the navbar picks its first DraftKings slate.
    await page.goto(`/plateiq?date=${mlbDay}`)
    // The page's chunk, the access check and the day's games: room for a busy machine.
    await expect(page.getByRole('tab', { name: 'Batters' })).toBeVisible({ timeout: 20_000 })
    for (const tab of ['Pitchers', 'Team batting vs hand', 'Bullpens', 'Lineups']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }
    const batters = page.getByRole('table', { name: 'Batters' })
    const firstBatter = batters.getByRole('row').nth(1)
    // The day's sources, then the slate's batters: room for a busy machine.
    await expect(firstBatter).toBeVisible({ timeout: 20_000 })
    const headers = await batters.getByRole('columnheader').allTextContents()
    const pa = headers.findIndex((text) => text.trim() === 'PA')
    const xwoba = headers.findIndex((text) => text.trim() === 'xwOBA')
    expect(pa).toBeGreaterThan(0)
    // Batters with plate appearances from the days before, and an xwOBA (".312").
    const appearances = await columnNumbers(batters, pa)
    expect(appearances.length).toBeGreaterThanOrEqual(9)
    expect(appearances.filter((count) => count > 0).length).toBeGreaterThan(appearances.length / 2)
    await expect(firstBatter.getByRole('cell').nth(xwoba)).toHaveText(/^(\d?\.\d{3}|–)$/)
    // His team's implied runs from the day's MLB lines.
    const runs = headers.findIndex((text) => text.trim() === 'Team runs')
    const teamRuns = await columnNumbers(batters, runs)
    expect(teamRuns).toHaveLength(appearances.length)
    expect(teamRuns.every((value) => value > 1 && value < 10)).toBe(true)

    // Sorting by xwOBA puts the best first, then the worst.
    await batters.getByRole('button', { name: 'xwOBA', exact: true }).click()
    const xwobaHeader = batters.getByRole('columnheader', { name: 'xwOBA', exact: true })
    await expect(xwobaHeader).toHaveAttribute('aria-sort', /descending|ascending/)
    const direction = await xwobaHeader.getAttribute('aria-sort')
    const sorted = (await columnNumbers(batters, xwoba)).filter((value) => !Number.isNaN(value))
    expect(sorted.length).toBeGreaterThan(5)
    expect(sorted).toEqual(sorted.toSorted((a, b) => (direction === 'descending' ? b - a : a - b)))

    // The CSV holds the rows shown under the columns' headers.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`plateiq-batters-${mlbDay}.csv`)
    const lines = readFileSync((await file.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Batter,Team,.*PA,AVG,ISO,wOBA,xwOBA,K%,BB%,Barrel%/)
    expect(lines.length).toBeGreaterThan(9)

    // A batter's matchup against today's starter.
    await firstBatter.getByRole('cell').nth(1).click()
    await expect(page.getByRole('region', { name: /^Matchup: / })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Pitch mix matchup' })).toBeVisible()
  })

  test('a subscriber opens an MLB slate’s starter in a drawer and reads the lineups', async ({
    page,
  }) => {
    test.slow()
    await signIn(page)
    await page.goto(`/plateiq?date=${mlbDay}`)
    await expect(page.getByRole('table', { name: 'Batters' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    })

    // The starters, and one's drawer, named in the URL.
    await page.getByRole('tab', { name: 'Pitchers' }).click()
    const pitchers = page.getByRole('table', { name: 'Pitchers' })
    const starter = pitchers.getByRole('row').nth(1)
    await expect(starter).toBeVisible()
    const name = ((await starter.getByRole('cell').first().textContent()) ?? '').replace(
      / \([LR]\)$/,
      '',
    )
    expect(name.length).toBeGreaterThan(3)
    await starter.click()
    await expect(page).toHaveURL(/[?&]pitcher=\d+/)
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText(name).first()).toBeVisible()
    await expect(drawer.getByRole('table', { name: 'Repertoire' })).toBeVisible()
    await drawer.getByRole('button', { name: 'Close pitcher' }).click()
    await expect(page).not.toHaveURL(/pitcher=/)

    // The day's games with both batting orders.
    await page.getByRole('tab', { name: 'Lineups' }).click()
    const game = page.getByRole('article', { name: /^[A-Z]{2,3} @ [A-Z]{2,3}$/ }).first()
    // Every game of the day (fifteen cards): room for a busy machine.
    await expect(game).toBeVisible({ timeout: 20_000 })
    // The game's line from the day's MLB lines (GET /api/sportevents/3/{date}/vegas/).
    await expect(game.getByText(/^O\/U \d+(\.5)? · [A-Z]{2,3} \d\.\d\d runs/)).toBeVisible()
    const order = game.getByRole('table', { name: /batting order$/ }).first()
    await expect(order.getByRole('row').first().getByRole('cell').first()).toHaveText('1')
    // Nine hitters, but for an unlisted replacement when injuries leave fewer.
    expect(await order.getByRole('row').count()).toBeGreaterThanOrEqual(8)
  })

  test('a free user gets the product pitch and a way to the marketplace, not an error', async ({
    page,
  }) => {
    await signIn(page, 'free@slatelab.test')
    await page.goto('/plateiq')
    const link = page.getByRole('link', { name: 'Subscribe to PlateIQ' })
    await expect(link).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('tab', { name: 'Batters' })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await link.click()
    await expect(page).toHaveURL(/\/marketplace/)
  })
})
