/**
 * Takes the /sales screenshots: each paid tool as the demo subscriber sees it, at 1280 × 800 in
 * the light theme, written as WebP (encoded by Chromium itself, scaled to 800 × 500) to
 * apps/web/public/sales/. NFLSeasonLong has none: its tools are not built yet.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { screenshotDay } from '../screenshots.config'
import { signInThroughForm } from '../tests/sign-in'
import { buildOnSimLabsSlate } from '../tests/simlabs-build'

const outDir = fileURLToPath(new URL('../../apps/web/public/sales/', import.meta.url))
const width = 800
const height = 500

/** The viewport as WebP bytes, scaled down in the page's own canvas. */
const captureWebp = async (page: Page, name: string) => {
  const png = (await page.screenshot({ type: 'png' })).toString('base64')
  const dataUrl = await page.evaluate(
    async ({ png, width, height }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      if (context === null) throw new Error('no 2d canvas')
      context.imageSmoothingQuality = 'high'
      context.drawImage(image, 0, 0, width, height)
      return canvas.toDataURL('image/webp', 0.82)
    },
    { png, width, height },
  )
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  expect(bytes.byteLength).toBeLessThan(150 * 1024)
  writeFileSync(`${outDir}${name}.webp`, bytes)
}

test('the paid tools, as /sales shows them', async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${screenshotDay}T17:00:00Z`))
  await page.goto('/signin')
  await page.evaluate(() => localStorage.setItem('slatelab.theme', '{"colorScheme":"light"}'))
  await signInThroughForm(page)

  await page.goto('/plateiq')
  await expect(page.getByRole('table', { name: 'Batters' }).getByRole('row').nth(2)).toBeVisible()
  await captureWebp(page, 'plateiq')

  await page.goto('/multi-lineup-settings?sport=1')
  await expect(
    page.getByRole('table', { name: 'Player pool' }).getByRole('row').nth(5),
  ).toBeVisible()
  // The pool, not the settings above it: scrolled to its panel, with a little of the page above it.
  await page
    .getByRole('heading', { level: 2, name: 'Player pool' })
    .evaluate((heading) => heading.parentElement?.scrollIntoView({ block: 'start' }))
  await page.evaluate(() => window.scrollBy(0, -24))
  await captureWebp(page, 'optimizer-pro')

  // SimLabs simulates an optimizer build: one of 20 lineups on the day's SimLabs slate.
  await buildOnSimLabsSlate(page, screenshotDay, 20, 90_000)
  await page.goto('/simlabs?sport=1')
  await page.getByRole('textbox', { name: 'Iterations' }).fill('2000')
  await page.getByRole('button', { name: 'Run simulation' }).click()
  await expect(page.getByRole('table', { name: 'Lineup results' })).toBeVisible({
    timeout: 120_000,
  })
  await page.getByRole('img', { name: 'Lineups by simulated ROI' }).scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 0))
  await captureWebp(page, 'simlabs')
})
