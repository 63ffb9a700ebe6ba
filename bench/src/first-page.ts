/**
 * A visitor's first page, cold: a new browser context (empty HTTP cache, signed out) opens
 * the contests dashboard of a finished NBA slate straight from its URL. The budget:
 * at most 250 KB of gzipped JavaScript before the page is in use (docs/web-shell.md).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/**
 * What every page loads before any of its own code: the build's entry script and the chunks
 * index.html preloads with it, gzipped, in bytes. Read from the build, so it does not vary.
 */
export const measureInitialJs = (distDir: string): number => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.js)"/g)]
  return scripts
    .map(([, file = '']) => gzipSync(readFileSync(path.join(distDir, file))).length)
    .reduce((sum, size) => sum + size, 0)
}

export type FirstPageFigures = {
  /** Every script the visit fetched, gzipped as a compressing proxy would send it, in bytes. */
  readonly jsGzipBytes: number
  /** How many scripts that was. */
  readonly scripts: number
  /** Navigation start to the first table (contest ownership) showing rows, median, in ms. */
  readonly firstTableMs: number
}

type Visit = { readonly jsGzipBytes: number; readonly scripts: number; readonly ms: number }

const visit = async (browser: Browser, url: string): Promise<Visit> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    const scripts = new Map<string, Promise<number>>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      )
    })
    await page.goto(url)
    await page.getByRole('table', { name: 'Contest ownership' }).getByRole('row').nth(1).waitFor()
    // The page's own clock, from navigation start: no Playwright round trip in the figure.
    const ms = Number(await page.evaluate('performance.now()'))
    // Whatever the page still fetches once its table is up counts towards its weight too.
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all(scripts.values())
    return { jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0), scripts: sizes.length, ms }
  } finally {
    await context.close()
  }
}

/**
 * One warm-up visit (the server computes and caches the contest on the first), then `rounds`
 * cold visits; the bytes are the same on every visit, the time is their median.
 */
export const measureFirstPage = async (
  browser: Browser,
  url: string,
  rounds = 5,
): Promise<FirstPageFigures> => {
  await visit(browser, url)
  const visits: Visit[] = []
  for (let round = 0; round < rounds; round += 1) visits.push(await visit(browser, url))
  const times = visits.map((each) => each.ms).sort((a, b) => a - b)
  const last = visits.at(-1)
  return {
    jsGzipBytes: last?.jsGzipBytes ?? Number.NaN,
    scripts: last?.scripts ?? 0,
    firstTableMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
  }
}
