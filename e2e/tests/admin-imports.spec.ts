import { expect, test } from './demo-day'
import { fixture } from './fixture-contest'
import { signIn } from './sign-in'

// RotoGuru MLB game logs of 2018, long before the demo world's days: no page shows them.
const goodLogs = fixture('game-logs-mlb-rotoguru.csv')
// The same file with three bad cells: a date, a number and an opponent.
const badLogs = goodLogs
  .replace('20180526,2508', 'someday,2508')
  .replace(',12.5,', ',lots,')
  .replace('@ lad', 'at lad')

test.describe('importing a file on /admin', () => {
  test('the admin checks a bad file and sees its problems, then checks and imports a good one', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'admin@slatelab.test')
    await page.goto('/admin')
    const panel = page.getByRole('region', { name: 'Import a file' })
    const fileInput = panel.locator('input[type="file"]')
    const importButton = panel.getByRole('button', { name: 'Import', exact: true })

    await fileInput.setInputFiles({
      name: 'bad-logs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(badLogs),
    })
    await panel.getByRole('button', { name: 'Check file' }).click()
    await expect(panel.getByText('This file would be refused: 3 problems')).toBeVisible()
    const problems = panel.getByRole('table', { name: 'Problems' })
    await expect(problems.getByRole('row')).toHaveCount(4)
    await expect(problems.getByRole('row').nth(2)).toContainText('DK pts')
    await expect(problems.getByRole('row').nth(2)).toContainText('expected a number, got "lots"')
    await expect(importButton).toBeDisabled()

    // A name per viewport, so the two projects' runs are told apart in the log.
    const fileName = `mlb-logs-${testInfo.project.name}.csv`
    await fileInput.setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(goodLogs),
    })
    await panel.getByRole('button', { name: 'Check file' }).click()
    await expect(panel.getByText('Checked as game-logs: ready to import')).toBeVisible()
    await expect(panel.getByLabel('Rows read: 7')).toBeVisible()
    await importButton.click()
    await expect(panel.getByText(/^Imported as game-logs: \d+ rows? stored/)).toBeVisible()

    const log = page.getByRole('region', { name: 'Data imports' })
    const row = log.getByRole('row').filter({ hasText: fileName })
    await expect(row).toContainText('Stored')
    await expect(row).toContainText('admin@slatelab.test')
  })
})
