import { demoDay, expect, test } from './demo-day'
import { signIn } from './sign-in'

// Narrow is the free account’s run (see below).
test.describe('Projections @narrow', () => {
  test('uploads a file, previews its matches, saves it and makes it the active set', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    // The two projects run side by side: each is its own user (neither the subscriber other
    // specs use), and a retry names its own file.
    const wide = testInfo.project.name === 'wide'
    const filename = `my-nba-${testInfo.project.name}-${testInfo.retry}.csv`
    await signIn(page, wide ? 'admin@slatelab.test' : 'free@slatelab.test')
    // The file is made of the NBA answer.
    const nbaProjections = page.waitForResponse(
      (response) =>
        response.url().includes('/svc/projections/?') && /sport_id=2\b/.test(response.url()),
    )
    await page.goto(`/projections?sport=2&date=${demoDay}`)
    const { projections } = (await (await nbaProjections).json()) as {
      projections: { playerName: string; team: string; projectedPoints: number }[]
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Projections' })).toBeVisible()
    await expect(page.getByText('Active projections:')).toContainText('System projection')
    // A file of the demo day's real NBA players, in FantasyCruncher's layout, one name misspelt.
    const players = page.getByRole('table', { name: 'Projections by player' })
    await expect(players.getByRole('row').nth(3)).toBeVisible({ timeout: 20_000 })
    const rows = [...projections]
      .sort((a, b) => b.projectedPoints - a.projectedPoints)
      .slice(0, 8)
      .map((player) => ({ name: player.playerName, team: player.team }))
    const misspelt = (name: string) => name.slice(0, -2) + name.slice(-1)
    const csv = [
      '"Player","Pos","Team","Floor","Ceiling","FC Proj"',
      ...rows.map(
        (row, index) =>
          `"${index === 2 ? misspelt(row.name) : row.name}","G","${row.team}",10,60,${70 - index}`,
      ),
    ].join('\n')
    await page.locator('input[type="file"]').setInputFiles({
      name: filename,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    const preview = page.getByLabel('Upload preview')
    await expect(preview).toContainText('7 matched')
    await expect(preview).toContainText('1 fuzzy')
    await expect(page.getByRole('table', { name: 'Rows to check' })).toBeVisible()
    await page.getByRole('button', { name: 'Save set' }).click()
    await expect(page.getByText('Projections uploaded')).toBeVisible()

    const sets = page.getByRole('table', { name: 'Projection sets' })
    await expect(sets).toContainText(filename)
    await page.getByRole('button', { name: `Use ${filename}` }).click()
    await expect(page.getByText('Active projections:')).toContainText(filename)
    await expect(players.getByRole('row').nth(1)).toContainText('70.00')

    // The tools that read the set say so: the ownership dashboard, and SimLabs (paid: the admin).
    await page.goto(`/ownership?sport=2&date=${demoDay}`)
    await expect(page.getByLabel('Projections in force')).toContainText(filename)
    if (wide) {
      await page.goto(`/simlabs?sport=2&date=${demoDay}`)
      await expect(page.getByLabel('Projections in force')).toContainText(filename)
    }
    await page.goto(`/projections?sport=2&date=${demoDay}`)
    await expect(page.getByText('Active projections:')).toContainText(filename)

    // The blend editor previews the top 20 as the weights change.
    await page.getByRole('textbox', { name: 'Points weight of System' }).fill('1')
    await expect(page.getByRole('table', { name: 'Blended top 20' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Accuracy board' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Accuracy board' })).toContainText('System')

    // Back to the system projection, so other tests see the demo numbers.
    await sets.getByRole('button', { name: 'Use' }).first().click()
    await expect(page.getByText('Active projections:')).toContainText('System projection')
  })
})
