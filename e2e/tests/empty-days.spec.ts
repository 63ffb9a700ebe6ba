import { isNavbarShown, pagePaths, pageTitles } from '@slatelab/domain/pages'
import { expect, test } from './demo-day'
import { signIn } from './sign-in'

/**
 * A day without NFL, NBA, NHL or MLB games in the suite's store: the Wednesday after the stored
 * days around the demo day (`DEMO_DATE` seeds four days back and one ahead), with the MLB season
 * long over (its stored days are in June). Every page opens on it without an error state.
 */
const emptyDay = '2026-11-25'

/** The pages about one sport, and how each says the day has none of its games. */
const oneSportPages = {
  '/starting-goalies': /^No NHL games on Wed 11\/25\/2026$/,
  '/team-ratings': /^No NHL games on Wed 11\/25\/2026$/,
  '/plateiq': /^The MLB season is over$/,
  '/event-details': /^No NFL games on Wed 11\/25\/2026$/,
} as const

test.describe('a day without games', () => {
  test('every page opens without an error state, and one-sport pages name the nearest game day', async ({
    page,
  }) => {
    // One page load per route, signed in as a subscriber (the paid tools show their content).
    test.setTimeout(240_000)
    await page.clock.setFixedTime(new Date(`${emptyDay}T17:00:00Z`))
    await signIn(page)
    const failed: string[] = []
    page.on('response', (answer) => {
      if (answer.url().includes('/api/') || answer.url().includes('/svc/')) {
        if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`)
      }
    })
    for (const path of pagePaths) {
      await page.goto(`${path}?date=${emptyDay}`)
      await expect(page.getByRole('heading', { level: 1, name: pageTitles[path] })).toBeVisible()
      const noGames = (oneSportPages as Readonly<Record<string, RegExp>>)[path]
      if (noGames !== undefined) {
        await expect(page.getByRole('heading', { name: noGames }), path).toBeVisible()
        await expect(
          page.getByRole('link', { name: /^Go to \w{3} \d\d\/\d\d\/2026$/ }),
        ).toBeVisible()
      }
      if (isNavbarShown(path)) await expect(page.getByText('Loading nav...')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      await expect(
        page.getByText(/Failed to fetch|HTTP error|No properties found/),
        path,
      ).toHaveCount(0)
      await expect(page.getByRole('alert'), path).toHaveCount(0)
    }
    expect(failed).toEqual([])
  })

  test('the nearest game day link opens the page on that day, with its games', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${emptyDay}T17:00:00Z`))
    await page.goto(`/starting-goalies?date=${emptyDay}`)
    await page.getByRole('link', { name: 'Go to Mon 11/23/2026' }).click()
    await expect(page).toHaveURL(/date=2026-11-23/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})
