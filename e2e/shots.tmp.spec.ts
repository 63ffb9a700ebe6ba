import { test } from '@playwright/test'
const base = 'http://127.0.0.1:3201'
for (const width of [1280, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shots ${width} ${scheme}`, async ({ browser }) => {
      test.setTimeout(240_000)
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme })
      const page = await context.newPage()
      await page.clock.setFixedTime(new Date('2026-11-22T17:00:00Z'))
      await page.goto(`${base}/signin?next=%2Fseason-long`)
      await page.getByRole('textbox', { name: 'Email' }).fill('subscriber@slatelab.test')
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('slatelab-demo')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('table', { name: 'ADP' }).waitFor({ timeout: 60_000 })
      await page.waitForTimeout(1500)
      await page.screenshot({ path: `/tmp/season-shots/adp-${width}-${scheme}.png` })
      for (const tab of ['Cheat sheet', 'Projections', 'Survivor', 'Tiers']) {
        await page.getByRole('tab', { name: tab }).click()
        await page.waitForTimeout(4000)
        await page.screenshot({ path: `/tmp/season-shots/${tab.replace(' ', '')}-${width}-${scheme}.png`, fullPage: width === 1280 && tab === 'Tiers' })
      }
      await context.close()
    })
  }
}
