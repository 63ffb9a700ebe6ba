/**
 * The imported DraftKings contest the dashboards' specs read: the 2023-10-15 NFL fixture slate
 * and its 4-entry "NFL $3 Flea Flicker" standings, imported once before the suite
 * (fixtures.setup.ts) so parallel specs never replace it under each other.
 */
import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext } from '@playwright/test'
import { openApiSession } from './sign-in'

/** A fixture file of the importers, as text. */
export const fixture = (name: string): string =>
  readFileSync(
    new URL(`../../apps/server/src/testing/import-fixtures/${name}`, import.meta.url),
    'utf8',
  )

/** The fixture contest's title. */
export const fixtureContestTitle = 'NFL $3 Flea Flicker'

/** Signs in as the demo admin and returns the headers of an authenticated CSV upload. */
export const adminUploadHeaders = async (
  request: APIRequestContext,
): Promise<Record<string, string>> => {
  const { headers } = await openApiSession(request, 'admin@slatelab.test')
  return { ...headers, 'content-type': 'text/csv' }
}

/** The fixture slate's and contest's ids, as the navbar's endpoints list them. */
export const findFixtureContest = async (
  request: APIRequestContext,
): Promise<{ readonly contestGroupId: number; readonly contestId: number }> => {
  const sources = await (await request.get('/api/sourcedata/1/10_15_2023')).json()
  const contestGroupId: number = sources[0].contestGroups[0].contestGroupId
  const contests: { contestId: number; title: string }[] = await (
    await request.get(`/svc/contests/${contestGroupId}/`)
  ).json()
  const contest = contests.find((candidate) => candidate.title === fixtureContestTitle)
  expect(contest, 'the fixture contest is imported').toBeDefined()
  return { contestGroupId, contestId: contest?.contestId ?? 0 }
}
