import { readFile } from 'node:fs/promises'
import { expect, test } from './demo-day'
import { signIn } from './sign-in'
import { sessionHeaders } from './simlabs-build'

type Build = {
  readonly status: string
  readonly slots: readonly string[]
  readonly lineups: readonly { readonly players: readonly { id: string; name: string }[] }[]
}
type Contest = { readonly contestId: number; readonly title: string; readonly entryCost: number }

test.describe('entries file on the optimizer', () => {
  test('an uploaded DKEntries.csv shows its contests; filling from a build keeps the entered lineup and every entry id', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const poolAnswer = page.waitForResponse((response) =>
      response.url().includes('/svc/optimizer/pool/'),
    )
    await signIn(page)
    await page.goto('/multi-lineup-settings')
    const { contestGroupId } = (await (await poolAnswer).json()) as { contestGroupId: number }

    // A done build of the slate to fill from, and one of its lineups already entered.
    const headers = await sessionHeaders(page)
    const started = await page.request.post('/svc/optimizer/builds/', {
      headers,
      data: { contestGroupId, count: 4 },
    })
    expect(started.status()).toBe(202)
    const { buildId } = (await started.json()) as { buildId: string }
    const readBuild = async () =>
      (await (
        await page.request.get(`/svc/optimizer/builds/${buildId}/`, { headers })
      ).json()) as Build
    await expect.poll(async () => (await readBuild()).status, { timeout: 60_000 }).toBe('done')
    const build = await readBuild()
    const contests = (
      (await (await page.request.get(`/svc/contests/${contestGroupId}/`)).json()) as Contest[]
    ).slice(0, 2)
    expect(contests).toHaveLength(2)

    // Two contests, two entries each; the first entry holds the build's last lineup.
    const held = (build.lineups.at(-1)?.players ?? []).map((p) => `${p.name} (${p.id})`)
    const rows = contests.flatMap((contest, c) =>
      [0, 1].map((e) =>
        [
          String(4_400_000_000 + c * 2 + e),
          contest.title,
          String(contest.contestId),
          `$${contest.entryCost}`,
          ...(c === 0 && e === 0 ? held : build.slots.map(() => '')),
        ].join(','),
      ),
    )
    const csv = [`Entry ID,Contest Name,Contest ID,Entry Fee,${build.slots.join(',')}`, ...rows]
      .map((line) => `${line}\n`)
      .join('')

    const section = page.getByRole('region', { name: 'Entries file' })
    await section
      .locator('input[type="file"]')
      .setInputFiles({ name: 'DKEntries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    const first = section.getByRole('article', { name: contests[0]?.title })
    await expect(first).toContainText('2 entries · 1 hold a lineup')
    await expect(section.getByRole('article', { name: contests[1]?.title })).toContainText(
      '2 entries · 0 hold a lineup',
    )
    await expect(section.getByText(/1 held lineup stays as entered/)).toBeVisible()

    await section.getByLabel('Build', { exact: true }).click()
    await page
      .getByRole('option', { name: /^4 lineups/ })
      .first()
      .click()
    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: 'Fill and download DKEntries-filled.csv' }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe('DKEntries-filled.csv')
    const filled = (await readFile(await saved.path(), 'utf8'))
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','))
    expect(filled.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row.split(',')[0]))
    expect(filled[1]?.slice(4)).toEqual(held)
    for (const row of filled.slice(2)) expect(row.slice(4).every((cell) => cell !== '')).toBe(true)
  })
})
