import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { insertTestSlate } from '../../testing/slate-builders'

type SourceBody = {
  id: number
  displayName: string
  contestGroups: {
    contestGroupId: number
    contestStartDate: string
    displayName: string
    variant: string
    isSimLabs: boolean
    gameCount: number
    events: number[]
  }[]
}

describe('GET /api/sourcedata/{sportId}/{MM_DD_YYYY}', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    const { db } = t.database
    // NBA around midnight ET on 3–4 December 2026 (EST, UTC−5).
    await insertTestSlate(db, { contestGroupId: 101, sportId: 2, startsAt: '2026-12-04T04:30:00Z' })
    await insertTestSlate(db, { contestGroupId: 102, sportId: 2, startsAt: '2026-12-04T05:15:00Z' })
    // An NFL week: Thursday 3 Dec, Sunday 6, Monday 7, the next Thursday 10.
    await insertTestSlate(db, { contestGroupId: 201, sportId: 1, startsAt: '2026-12-04T01:15:00Z' })
    await insertTestSlate(db, { contestGroupId: 202, sportId: 1, startsAt: '2026-12-06T18:00:00Z' })
    await insertTestSlate(db, { contestGroupId: 203, sportId: 1, startsAt: '2026-12-08T01:15:00Z' })
    await insertTestSlate(db, { contestGroupId: 204, sportId: 1, startsAt: '2026-12-11T01:15:00Z' })
    // An MLB Sunday: a 1:05 PM Early slate, the 7:05 PM Main slate, Monday's Main at 6:40 PM.
    await insertTestSlate(db, { contestGroupId: 401, sportId: 3, startsAt: '2026-06-21T17:05:00Z' })
    await insertTestSlate(db, {
      contestGroupId: 402,
      sportId: 3,
      startsAt: '2026-06-21T23:05:00Z',
      displayNameShort: 'Main',
    })
    // A golf tournament teeing off Thursday 3 December, 7:00 AM ET.
    await insertTestSlate(db, { contestGroupId: 301, sportId: 5, startsAt: '2026-12-03T12:00:00Z' })
  })
  afterAll(() => t.close())

  const slateIds = async (url: string) => {
    const response = await t.app.inject({ url })
    expect(response.statusCode).toBe(200)
    return response
      .json<SourceBody[]>()
      .flatMap((source) => source.contestGroups.map((slate) => slate.contestGroupId))
  }

  it('lists every site, with its slates of the day or none', async () => {
    const sources = (await t.app.inject({ url: '/api/sourcedata/2/11_22_2026' })).json<
      SourceBody[]
    >()
    expect(sources.map((source) => [source.id, source.displayName])).toEqual([
      [4, 'DraftKings'],
      [3, 'FanDuel'],
      [11, 'Yahoo'],
    ])
    // The demo world's Sunday: a main slate and a single game on both sites.
    expect(sources.map((source) => source.contestGroups.length)).toEqual([2, 2, 0])
    const singleGames = sources.map((source) =>
      source.contestGroups
        .filter((group) => group.variant === 'showdown')
        .map((group) => [group.displayName.split(':')[0], group.gameCount, group.isSimLabs]),
    )
    expect(singleGames).toEqual([[['Showdown', 1, true]], [['Single Game', 1, true]], []])
    const [slate] = sources[0]?.contestGroups ?? []
    expect(slate?.gameCount).toBe(slate?.events.length)
    expect(slate?.gameCount).toBeGreaterThanOrEqual(4)
  })

  it('gives slate starts in ET with the offset', async () => {
    const sources = (await t.app.inject({ url: '/api/sourcedata/2/12_03_2026' })).json<
      SourceBody[]
    >()
    expect(sources[0]?.contestGroups[0]?.contestStartDate).toBe('2026-12-03T23:30:00-05:00')
  })

  it('lists other sports’ slates by their ET day, around midnight', async () => {
    expect(await slateIds('/api/sourcedata/2/12_03_2026')).toEqual([101])
    expect(await slateIds('/api/sourcedata/2/12_04_2026')).toEqual([102])
  })

  it('lists NFL slates starting on or after the date, through the NFL week', async () => {
    expect(await slateIds('/api/sourcedata/1/12_03_2026')).toEqual([201, 202, 203])
    expect(await slateIds('/api/sourcedata/1/12_06_2026')).toEqual([202, 203, 204])
  })

  it('puts the day’s main slate first, the others earliest first', async () => {
    expect(await slateIds('/api/sourcedata/3/06_21_2026')).toEqual([402, 401])
  })

  it('lists PGA slates within 4 days of the date', async () => {
    expect(await slateIds('/api/sourcedata/5/11_29_2026')).toEqual([301])
    expect(await slateIds('/api/sourcedata/5/12_07_2026')).toEqual([301])
    expect(await slateIds('/api/sourcedata/5/11_28_2026')).toEqual([])
    expect(await slateIds('/api/sourcedata/5/12_08_2026')).toEqual([])
  })

  it('refuses a malformed date or an unknown sport, naming the parameter', async () => {
    const badDate = await t.app.inject({ url: '/api/sourcedata/2/2026-11-22' })
    expect(badDate.statusCode).toBe(400)
    expect(badDate.json().message).toMatch(/^params\.date: /)
    const impossible = await t.app.inject({ url: '/api/sourcedata/2/02_30_2026' })
    expect(impossible.statusCode).toBe(400)
    const badSport = await t.app.inject({ url: '/api/sourcedata/99/11_22_2026' })
    expect(badSport.statusCode).toBe(400)
    expect(badSport.json().message).toMatch(/^params\.sportId: /)
  })

  it('serves a repeat from the cache', async () => {
    await t.app.inject({ url: '/api/sourcedata/3/11_22_2026' })
    const again = await t.app.inject({ url: '/api/sourcedata/3/11_22_2026' })
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.headers['cache-control']).toBe('public, no-cache')
  })

  it('keys the cache on the validated request: unknown query parameters make no new entry', async () => {
    await t.app.inject({ url: '/api/sourcedata/4/11_22_2026' })
    for (const junk of ['x=1', 'x=2', 'y=abc&z=1', '_=1700000000']) {
      const answer = await t.app.inject({ url: `/api/sourcedata/4/11_22_2026?${junk}` })
      expect(answer.headers['x-cache'], junk).toBe('HIT')
    }
  })
})
