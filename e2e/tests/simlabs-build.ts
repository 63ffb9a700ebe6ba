import { expect, type Page } from '@playwright/test'
import { sessionHeadersOf, type Session } from './sign-in'

/** The signed-in page's session headers, for setting up data through the API. */
export const sessionHeaders = async (page: Page): Promise<Record<string, string>> => {
  const stored = await page.evaluate(() => localStorage.getItem('slatelab.session'))
  return sessionHeadersOf(JSON.parse(stored ?? '{}') as Partial<Session>)
}

/**
 * Builds `count` lineups on the day's NFL DraftKings SimLabs slate through the API, as the
 * signed-in page's user, and waits until the build is done: what a SimLabs run simulates.
 * @example await buildOnSimLabsSlate(page, '2026-11-22', 3, 45_000)
 */
export const buildOnSimLabsSlate = async (
  page: Page,
  day: string,
  count: number,
  timeout: number,
): Promise<void> => {
  const headers = await sessionHeaders(page)
  const [year, month, date] = day.split('-')
  const sources = (await (
    await page.request.get(`/api/sourcedata/1/${month}_${date}_${year}`)
  ).json()) as {
    id: number
    contestGroups: { contestGroupId: number; isSimLabs: boolean; variant: string }[]
  }[]
  const slate = sources
    .find((source) => source.id === 4)
    ?.contestGroups.find((candidate) => candidate.isSimLabs && candidate.variant === 'classic')
  expect(slate).toBeDefined()
  const started = await page.request.post('/svc/optimizer/builds/', {
    headers,
    data: { contestGroupId: slate?.contestGroupId, count },
  })
  expect(started.status()).toBe(202)
  const { buildId } = (await started.json()) as { buildId: string }
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/svc/optimizer/builds/${buildId}/`, { headers })
          ).json()) as { status: string }
        ).status,
      { timeout },
    )
    .toBe('done')
}
