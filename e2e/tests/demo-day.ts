/**
 * The day the end-to-end suite plays on. The server seeds the demo world around it
 * (`DEMO_DATE` in playwright.config.ts) and every page's clock is fixed to noon ET that day, so
 * the suite sees the same slates whatever day it runs.
 */
import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * The suite's slate day: a Sunday with NFL, NBA and NHL slates and a golf event's final round.
 * @example demoDay // '2026-11-22'
 */
export const demoDay = '2026-11-22'

/** Noon ET on the demo day. */
const demoNoon = new Date(`${demoDay}T17:00:00Z`)

/** Playwright's `test` with every page's clock fixed to noon ET on the demo day. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(demoNoon)
    await use(page)
  },
})
