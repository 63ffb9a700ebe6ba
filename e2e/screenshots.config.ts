import { fileURLToPath } from 'node:url'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import baseConfig from './playwright.config'

// Its own port and store, so it can run beside the suite.
const port = Number(process.env.SCREENSHOTS_PORT ?? 3190)
const dataDir = fileURLToPath(new URL(`../data/screenshots-${port}`, import.meta.url))

// The suite's server, on another port, store and day.
const baseWebServer = baseConfig.webServer as NonNullable<PlaywrightTestConfig['webServer']> & {
  readonly env: Record<string, string>
}

/** The day the screenshots show: a September Sunday, with NFL and MLB slates in the demo world. */
export const screenshotDay = '2026-09-13'

/**
 * `npm run screenshots -w @slatelab/e2e`: the /sales screenshots of the real tools, taken in
 * Chromium from a fresh small demo world (see docs/marketplace.md). Not part of the suite.
 */
export default defineConfig({
  testDir: './screenshots',
  testMatch: /\.capture\.ts$/,
  outputDir: `test-results/screenshots-${port}`,
  workers: 1,
  reporter: 'list',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    ...baseConfig.use,
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
  },
  webServer: {
    ...baseWebServer,
    command: `rm -rf ${dataDir} && npm run start -w @slatelab/server`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    env: {
      ...baseWebServer.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATE: screenshotDay,
      // Its day has MLB already.
      DEMO_EXTRA_DATES: '',
    },
  },
})
