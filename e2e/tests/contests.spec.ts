import type { Page } from '@playwright/test'
import { expect, test } from './demo-day'
import { findFixtureContest, fixture } from './fixture-contest'
import { signIn } from './sign-in'

/** The day before the demo day, whose NBA slates have their fields. */
const lastFinishedDay = '2026-11-21'

const showSelectors = async (page: Page) => {
  const toggle = page.getByRole('button', { name: 'Show selectors' })
  if (await toggle.isVisible()) await toggle.click()
}

test.describe('contests dashboard', () => {
  test('opens the demo world’s slate with its priciest contest and shows its tables', async ({
    page,
  }, testInfo) => {
    await signIn(page)
    // The demo Sunday's slates are not played at noon; Saturday's NBA slates are final.
    await page.goto(`/contests?sport=2&date=${lastFinishedDay}`)
    const started = Date.now()
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('contest') ?? 0))
      .toBeGreaterThan(0)
    const summary = page.getByLabel('Contest summary')
    await expect(summary).toBeVisible()
    await expect(page.getByRole('table', { name: 'Contest ownership' })).toBeVisible()
    testInfo.annotations.push({
      type: 'tables shown after sign-in landed (ms)',
      description: String(Date.now() - started),
    })
    await expect(summary.getByText('Cash line')).toBeVisible()
    await page.getByRole('tab', { name: 'Users' }).click()
    await expect(page.getByRole('table', { name: 'Contest users' })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('date')).toBe(lastFinishedDay)
  })

  test('shows an imported contest’s figures, its users with a drill-down, and its duplicates', async ({
    page,
    request,
  }) => {
    const { contestGroupId, contestId } = await findFixtureContest(request)
    await signIn(page)
    await page.goto(
      `/contests?sport=1&date=2023-10-15&source=4&slate=${contestGroupId}&contest=${contestId}`,
    )
    const summary = page.getByLabel('Contest summary')
    // Four entries; places 1–5 paid, so the 4th place's 124.5 is the cash line.
    await expect(summary.getByText('124.5')).toBeVisible()
    await expect(summary.getByText('$240.00')).toBeVisible()
    const ownership = page.getByRole('table', { name: 'Contest ownership' })
    // A.J. Brown is in every lineup; DraftKings' %Drafted says 100 %.
    await expect(ownership.getByRole('row', { name: /A\.J\. Brown/ })).toContainText('100.0%')

    await page.getByRole('tab', { name: 'Users' }).click()
    await page
      .getByRole('table', { name: 'Contest users' })
      .getByRole('row', { name: /Awesemo/ })
      .click()
    const exposures = page.getByRole('table', { name: 'Exposures of Awesemo' })
    await expect(exposures.getByRole('row', { name: /Stefon Diggs/ })).toContainText('100.0%')

    await page.getByRole('tab', { name: 'Duplicates' }).click()
    await expect(page.getByText('Every lineup in this contest is unique.')).toBeVisible()
  })

  test('an admin uploads a standings export and sees the contest appear', async ({
    page,
    request,
  }) => {
    const { contestGroupId } = await findFixtureContest(request)
    // The fixture's entries under other entry ids: a contest of its own per project, so the
    // suite's fixture contest stays as the other specs read it.
    const prefix = test.info().project.name === 'wide' ? '2' : '3'
    const standings = fixture('dk-standings-current.csv').replace(
      /(^|[\r\n])(\d+),1(\d{9}),/g,
      `$1$2,${prefix}$3,`,
    )
    const title = `NFL $5 Upload Check ${test.info().project.name}`
    await signIn(page, 'admin@slatelab.test')
    await page.goto(`/contests?sport=1&date=2023-10-15&source=4&slate=${contestGroupId}`)
    await showSelectors(page)
    const form = page.getByRole('heading', { name: 'Upload contest standings (admin)' })
    await expect(form).toBeVisible()
    // Mantine's file field is a button over a hidden file input.
    await page.locator('input[type=file]').setInputFiles({
      name: 'contest-standings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(standings),
    })
    await page.getByRole('textbox', { name: 'Contest title' }).fill(title)
    await page.getByRole('textbox', { name: 'Entry fee ($)' }).fill('5')
    await page.getByRole('button', { name: 'Upload standings' }).click()
    await expect(page.getByText('Standings stored')).toBeVisible()
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('contest') ?? 0))
      .toBeGreaterThan(0)
  })
})
