/**
 * Takes the /sales screenshots: each paid tool as the demo subscriber sees it, at 1280 × 800 in
 * the light theme, written as WebP (encoded by Chromium itself, scaled to 800 × 500) to
 * apps/web/public/sales/. NFLSeasonLong has none: its tools are not built yet.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { screenshotDay } from '../screenshots.config'

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

type Headers = Record<string, string>

const signIn = async (page: Page): Promise<Headers> => {
  await page.goto(`/signin?next=${encodeURIComponent('/contests')}`)
  await page.evaluate(() => localStorage.setItem('slatelab.theme', '{"colorScheme":"light"}'))
  await page.getByRole('textbox', { name: 'Email' }).fill('subscriber@slatelab.test')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('slatelab-demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/contests')
  const session = await page.evaluate(() => localStorage.getItem('slatelab.session'))
  const { bearerToken, sessionId } = JSON.parse(session ?? '{}') as Record<string, string>
  return { authorization: `Bearer ${bearerToken}`, 'x-session-id': sessionId ?? '' }
}

test('the paid tools, as /sales shows them', async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${screenshotDay}T17:00:00Z`))
  const headers = await signIn(page)

  await page.goto('/plateiq')
  await expect(page.getByRole('table', { name: 'Batters' }).getByRole('row').nth(2)).toBeVisible()
  await captureWebp(page, 'plateiq')

  await page.goto('/multi-lineup-settings?sport=1')
  await expect(
    page.getByRole('table', { name: 'Player pool' }).getByRole('row').nth(5),
  ).toBeVisible()
  await captureWebp(page, 'optimizer-pro')

  // SimLabs simulates an optimizer build: one of 20 lineups on the day's SimLabs slate.
  const [month, day, year] = [
    screenshotDay.slice(5, 7),
    screenshotDay.slice(8),
    screenshotDay.slice(0, 4),
  ]
  const sources = (await (
    await page.request.get(`/api/sourcedata/1/${month}_${day}_${year}`)
  ).json()) as { id: number; contestGroups: { contestGroupId: number; isSimLabs: boolean }[] }[]
  const slate = sources
    .find((source) => source.id === 4)
    ?.contestGroups.find((candidate) => candidate.isSimLabs)
  expect(slate).toBeDefined()
  const started = await page.request.post('/svc/optimizer/builds/', {
    headers,
    data: { contestGroupId: slate?.contestGroupId, count: 20 },
  })
  const { buildId } = (await started.json()) as { buildId: string }
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/svc/optimizer/builds/${buildId}/`, { headers })
          ).json()) as { status: string }
        ).status,
      { timeout: 90_000 },
    )
    .toBe('done')
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
