import { defineConfig } from '@playwright/test'
export default defineConfig({
  testDir: '/work/wt/season/e2e',
  testMatch: /shots\.tmp\.spec\.ts/,
  workers: 1,
  use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
})
