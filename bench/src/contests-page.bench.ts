/**
 * The /contests page in Chromium on the demo world (issue target: its tables within 1.5 s of
 * navigation): a real server process on a fresh embedded store seeded around a fixed day, the
 * built web app, and Debian's Chromium. From the vegas page the player moves to the contests
 * dashboard of a finished NBA slate (a client-side navigation, as the tools menu does) until the
 * ownership table shows its rows; the baseline is the same navigation to a page that loads no
 * contest data (the page heading of /news). Then a visitor's first page, cold (first-page.ts):
 * the JavaScript it loads and the time to its first table, each against the previous figure
 * (baselines.ts).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { startServerProcess } from '@slatelab/server/testing/server-process'
import { chromium, type Page } from 'playwright-core'
import { againstPrevious, saveBaselines } from './baselines'
import { measureFirstPage, measureInitialJs } from './first-page'

const root = path.resolve(import.meta.dirname, '../..')
const chromiumPath = '/usr/bin/chromium'
const rounds = 7

if (!existsSync(chromiumPath) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('\n/contests page: skipped (needs /usr/bin/chromium and `npm run build:web`)')
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'slatelab-bench-'))
  // The server as `npm start` runs it: compiled (built here when a source changed).
  execFileSync(process.execPath, ['apps/server/build.mjs', '--if-stale'], { cwd: root })
  const server = startServerProcess(
    { DATA_DIR: dataDir, SEED_SCALE: 'small', DEMO_DATE: '2026-11-22' },
    { compiled: true },
  )
  const base = await server.listening
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(`${base}/signin`)
    await page.getByRole('textbox', { name: 'Email' }).fill('subscriber@slatelab.test')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('slatelab-demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/contests')

    const navigate = async (page: Page, to: string, shown: () => Promise<void>) => {
      await page.goto(`${base}/vegas`)
      await page.getByRole('heading', { level: 1, name: 'Vegas' }).waitFor()
      const started = performance.now()
      // Runs in the page (the bench compiles without the DOM's types).
      await page.evaluate(
        `history.pushState({}, '', ${JSON.stringify(to)}); dispatchEvent(new PopStateEvent('popstate'))`,
      )
      await shown()
      return performance.now() - started
    }
    const median = async (run: () => Promise<number>) => {
      await run()
      const times: number[] = []
      for (let round = 0; round < rounds; round += 1) times.push(await run())
      return times.sort((a, b) => a - b)[Math.floor(rounds / 2)] ?? Number.NaN
    }
    const baseline = await median(() =>
      navigate(page, '/news', () =>
        page.getByRole('heading', { level: 1, name: 'News' }).waitFor(),
      ),
    )
    const tables = await median(() =>
      navigate(page, '/contests?sport=2&date=2026-11-21', () =>
        page.getByRole('table', { name: 'Contest ownership' }).getByRole('row').nth(5).waitFor(),
      ),
    )
    console.log('\n/contests page in Chromium (demo world, NBA main slate of 2026-11-21)')
    console.log(
      `  baseline: /news heading after navigation      ${baseline.toFixed(0).padStart(6)} ms`,
    )
    console.log(
      `  /contests ownership table rows shown           ${tables.toFixed(0).padStart(6)} ms  ${(tables / baseline).toFixed(2)}× baseline  (target ≤ 1500 ms)`,
    )

    // The build the server serves (WEB_DIST_DIR measures another one, e.g. an older commit's).
    const initialJs = measureInitialJs(
      path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist'),
    )
    const firstPage = await measureFirstPage(browser, `${base}/contests?sport=2&date=2026-11-21`)
    console.log('\nFirst page, cold and signed out: /contests of that slate from its URL')
    console.log(
      `  every page's entry and preloads, gzip (target ≤ 250 KB)  ` +
        againstPrevious('initialJsGzipBytes', initialJs, 'bytes'),
    )
    console.log(
      `  all JavaScript until its table shows, gzip (${String(firstPage.scripts).padStart(2)} files) ` +
        againstPrevious('firstPageJsGzipBytes', firstPage.jsGzipBytes, 'bytes'),
    )
    console.log(
      `  time to the first table                       ` +
        againstPrevious('contestsFirstTableMs', firstPage.firstTableMs, 'ms'),
    )
    saveBaselines()
  } finally {
    await browser.close()
    server.child.kill('SIGTERM')
    await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
