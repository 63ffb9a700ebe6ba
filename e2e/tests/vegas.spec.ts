import { readFileSync } from 'node:fs'
import { expect, test } from './demo-day'

type Row = {
  eventId: number
  isHome: boolean
  teamShort: string
  opposingTeamShort: string
  overUnder: { current: number }
  gameSpread: { change: number; pct: number | null } | null
  moneyline: { change: number } | null
}

test.describe('vegas', () => {
  test('sorts the demo Sunday’s NFL games by total, highest first, and draws a game’s line movement', async ({
    page,
    request,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) <= 768, 'phones show cards (next test)')
    const rows = (await (
      await request.get('/api/sportevents/1/2026-11-22/vegas-lines/?contestGroupId=0')
    ).json()) as Row[]
    expect(rows.length).toBeGreaterThanOrEqual(20)
    const highest = Math.max(...rows.map((row) => row.overUnder.current))
    const topGames = new Set(
      rows
        .filter((row) => row.isHome && row.overUnder.current === highest)
        .map((row) => `${row.opposingTeamShort} @ ${row.teamShort}`),
    )

    await page.goto('/vegas?sport=1&date=2026-11-22&source=4&slate=0')
    const table = page.getByRole('table', { name: 'Betting lines' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    await table.getByRole('button', { name: 'Total' }).click()
    await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const first = table.getByRole('row').nth(1)
    const game = (await first.getByRole('cell').nth(1).textContent()) ?? ''
    expect(topGames).toContain(game)
    await expect(first.getByRole('cell').nth(5)).toContainText(String(highest))

    await first.click()
    await expect(page.getByRole('heading', { name: `Line movement: ${game}` })).toBeVisible()
    const chart = page.getByRole('img', { name: `Line movement of ${game}` })
    await expect(chart.locator('canvas')).toBeVisible()
    const box = await chart.locator('canvas').boundingBox()
    expect(box?.width).toBeGreaterThan(300)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const text = readFileSync((await (await download).path()) ?? '', 'utf8')
    const lines = text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^Game,Kickoff \(ET\),Team,Opponent,Home,Spread Open,Spread,/)
    expect(lines).toHaveLength(rows.length + 1)
    expect(lines[1]?.startsWith(`${game},`)).toBe(true)
  })

  test('shows each game as a card on a phone and draws its line movement @narrow', async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) > 768, 'phones only')
    await page.goto('/vegas?sport=1&date=2026-11-22&source=4&slate=0')
    const card = page.getByRole('button', { name: /^[A-Z]+ @ [A-Z]+: show the line movement$/ })
    await expect(card.first()).toBeVisible()
    expect(await card.count()).toBeGreaterThanOrEqual(10)
    await expect(page.getByRole('table', { name: 'Betting lines' })).toHaveCount(0)
    const label = (await card.first().getAttribute('aria-label'))?.split(':')[0] ?? ''
    await card.first().click()
    await expect(
      page.getByRole('img', { name: `Line movement of ${label}` }).locator('canvas'),
    ).toBeVisible()
  })

  test('marks the demo Sunday’s sharp moves: the line went to a team most bets were against @narrow', async ({
    page,
    request,
  }) => {
    test.skip(
      (page.viewportSize()?.width ?? 0) > 768,
      'every card is on the page; the table scrolls',
    )
    const rows = (await (
      await request.get('/api/sportevents/1/2026-11-22/vegas-lines/?contestGroupId=0')
    ).json()) as Row[]
    const sharp = rows.filter((row) => {
      const pct = row.gameSpread?.pct ?? null
      const change = row.gameSpread?.change || row.moneyline?.change || 0
      return pct !== null && pct < 50 && change < 0
    })
    // The demo world makes one game in five a sharp one.
    expect(sharp.length).toBeGreaterThan(0)
    await page.goto('/vegas?sport=1&date=2026-11-22&source=4&slate=0')
    await expect(page.getByText(/^Sharp [A-Z]+$/).first()).toBeVisible()
    expect((await page.getByText(/^Sharp [A-Z]+$/).allTextContents()).sort()).toEqual(
      sharp.map((row) => `Sharp ${row.teamShort}`).sort(),
    )
  })
})
