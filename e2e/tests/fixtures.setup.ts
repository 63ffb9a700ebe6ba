import { expect, test as setup } from '@playwright/test'
import { adminUploadHeaders, fixture, fixtureContestTitle } from './fixture-contest'

setup('import the DraftKings fixture slate and contest', async ({ request }) => {
  const headers = await adminUploadHeaders(request)
  const slate = await request.post('/api/imports/dk-salaries', {
    headers,
    data: fixture('dk-salaries-current-nfl.csv'),
  })
  expect(slate.status()).toBe(200)
  const { contestGroupId } = await slate.json()
  const query = new URLSearchParams({
    slate: String(contestGroupId),
    title: fixtureContestTitle,
    entryFee: '3',
    payouts: fixture('dk-payouts.csv'),
  })
  const standings = await request.post(`/api/imports/dk-standings?${query}`, {
    headers,
    data: fixture('dk-standings-current.csv'),
  })
  expect(standings.status()).toBe(200)
})
