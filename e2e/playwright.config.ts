import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

// E2E_PORT lets a second suite run beside this one (its own port and store).
const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = fileURLToPath(new URL(`../data/e2e-${port}`, import.meta.url))
// Specs that change what every page shows (a player ruled OUT on the demo slate) run last.
const afterEveryPage = /late-swap\.spec\.ts/
/**
 * Every test runs wide; a phone (narrow) runs again only the tests whose title (or group's) ends
 * in @narrow: those that touch what the web app draws otherwise under 768 px or 36em (the shell
 * and its navbar, the selectors behind a toggle, the account menu, the ownership table's and
 * SimLabs' phone columns, Vegas' cards, the drawers and dialogs that fill the screen), check a
 * layout (boxes, overlaps, in view) or branch on the viewport or project. A test that only passes
 * through such a component to check the URL's state or the server's data runs wide alone: a phone
 * would check the same thing twice.
 */
const phoneChanges = /@narrow/

/**
 * Runs the built web app served by apps/server on a fresh embedded store (PGlite under
 * data/e2e, wiped first), in Debian's Chromium — Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // A loaded 2-core machine renders a page's data in 10 s at worst; slower is a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace snapshots the page at every step: recorded on every run it doubled the suite's
    // time on 2 cores and starved the pages into timeouts. A failure's retry records one.
    trace: 'on-first-retry',
    // Charts and transitions draw at once (the app honours reduced motion): less to wait for.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'fixtures', testMatch: /fixtures\.setup\.ts/ },
    {
      name: 'wide',
      dependencies: ['fixtures'],
      testIgnore: afterEveryPage,
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'narrow',
      dependencies: ['fixtures'],
      testIgnore: afterEveryPage,
      grep: phoneChanges,
      use: { viewport: { width: 390, height: 844 }, isMobile: true },
    },
    {
      name: 'after',
      dependencies: ['wide', 'narrow'],
      testMatch: afterEveryPage,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm run start -w @slatelab/server`,
    cwd: '.',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // Compiling the server and seeding the small world: about 75 s on an idle 2-core machine.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo world's few days around the suite's fixed day (tests/demo-day.ts).
      SEED_SCALE: 'small',
      DEMO_DATE: '2026-11-22',
      // And an MLB Sunday's few days, without contest fields, for PlateIQ (tests/plateiq.spec.ts).
      DEMO_EXTRA_DATES: '2026-06-21',
      // Every spec signs in from 127.0.0.1; the production limit would throttle the suite.
      SIGN_IN_LIMIT_PER_IP: '100000',
    },
  },
})
