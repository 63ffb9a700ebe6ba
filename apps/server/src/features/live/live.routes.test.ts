import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

type OwnershipPlayerBody = {
  playerId: number
  playerName: string
  position: string
  team: string | null
  salary: number
  actualPoints: number | null
}

describe('GET /svc/live/players/', () => {
  let t: TestApp
  let admin: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signInAs(t.app, 'admin@slatelab.test')
  })
  afterAll(() => t.close())

  const importSalaries = async (fixture: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/imports/dk-salaries',
        headers: { 'content-type': 'text/csv', ...authHeaders(admin) },
        payload: readFixture(fixture),
      })
    ).json<{ contestGroupId: number }>().contestGroupId

  const playersOf = async (query: string, status = 200) => {
    const response = await t.app.inject({ url: `/svc/live/players/?${query}` })
    expect(response.statusCode, response.body).toBe(status)
    return response.json<OwnershipPlayerBody[]>()
  }

  it('lists each player of a showdown slate once, without the captain rows', async () => {
    const slate = await importSalaries(fixtureNames.dkSalariesShowdown)
    const players = await playersOf(`sport_id=1&contest_group_id=${slate}`)
    const hopkins = players.filter((player) => player.playerName === 'DeAndre Hopkins')
    // The CPT row costs 18 300, the FLEX row 12 200.
    expect(hopkins).toEqual([
      expect.objectContaining({ position: 'WR', team: 'HOU', salary: 12200, actualPoints: null }),
    ])
    expect(new Set(players.map((player) => player.playerId)).size).toBe(players.length)
  })

  it('carries actual points once standings are imported', async () => {
    const slate = await importSalaries(fixtureNames.dkSalariesCurrent)
    const query = new URLSearchParams({ slate: String(slate), title: 'Fixture contest' })
    const standings = await t.app.inject({
      method: 'POST',
      url: `/api/imports/dk-standings?${query}`,
      headers: { 'content-type': 'text/csv', ...authHeaders(admin) },
      payload: readFixture(fixtureNames.dkStandingsCurrent),
    })
    const contestId = standings.json<{ contestId: number }>().contestId
    const players = await playersOf(`sport_id=1&contest_group_id=${slate}&contest_id=${contestId}`)
    expect(players.find((player) => player.playerName === 'Josh Allen')?.actualPoints).toBe(31.2)
    expect(players.map((player) => player.salary)).toEqual(
      players.map((player) => player.salary).sort((a, b) => b - a),
    )
  })

  it('answers an unknown slate or another sport with no players, a foreign contest with 404', async () => {
    const slate = await importSalaries(fixtureNames.dkSalariesCurrent)
    expect(await playersOf('sport_id=1&contest_group_id=999')).toEqual([])
    expect(await playersOf(`sport_id=2&contest_group_id=${slate}`)).toEqual([])
    await playersOf(`sport_id=1&contest_group_id=${slate}&contest_id=12345`, 404)
    await playersOf('contest_group_id=1', 400)
  })
})
