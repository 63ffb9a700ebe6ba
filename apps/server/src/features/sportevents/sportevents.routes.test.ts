import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'

describe('GET /api/sportevents/?contestGroupId', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  it('lists a slate’s games in start order with both teams and ET times', async () => {
    const [draftKings] = (await t.app.inject({ url: '/api/sourcedata/4/11_22_2026' })).json()
    const slate = draftKings.contestGroups[0]
    const response = await t.app.inject({
      url: `/api/sportevents/?contestGroupId=${slate.contestGroupId}`,
    })
    expect(response.statusCode).toBe(200)
    const events = response.json<Record<string, unknown>[]>()
    expect(events.map((event) => event.eventId)).toEqual(slate.events)
    for (const event of events) {
      expect(event.eventTitle).toBe(`${event.visitorTeamShort} @ ${event.homeTeamShort}`)
      expect(event.eventTime).toMatch(/^2026-11-22T\d{2}:\d{2}:00$/)
      expect(event.vegasUnits).toBe('Goals')
      expect(String(event.homeTeamName)).toMatch(/\w+ \w+/)
    }
  })

  it('requires the contestGroupId query', async () => {
    const response = await t.app.inject({ url: '/api/sportevents/' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^querystring\.contestGroupId: /)
  })
})

describe('GET /api/sportevents/{sportId}/{date}/game-days', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  it('counts the day’s games and names the stored game days either side', async () => {
    const response = await t.app.inject({ url: '/api/sportevents/4/2026-11-22/game-days' })
    expect(response.statusCode).toBe(200)
    const days = response.json()
    expect(days.gamesOnDate).toBeGreaterThan(0)
    expect(days.previousGameDay).toBe('2026-11-21')
    expect(days.nextGameDay).toBe('2026-11-23')
  })

  it('answers a day without the sport’s games with no games and the nearest game days', async () => {
    // MLB's season is over in November: its last stored game day is far behind, none ahead.
    const mlb = (await t.app.inject({ url: '/api/sportevents/3/2026-11-22/game-days' })).json()
    expect(mlb).toMatchObject({ gamesOnDate: 0, nextGameDay: null })
    // A day after the stored days: the last stored NHL day comes before it, nothing after.
    const later = (await t.app.inject({ url: '/api/sportevents/4/2026-12-05/game-days' })).json()
    expect(later).toMatchObject({ gamesOnDate: 0, nextGameDay: null })
    expect(later.previousGameDay).toMatch(/^2026-11-2\d$/)
  })

  it('refuses a date that is not YYYY-MM-DD', async () => {
    const response = await t.app.inject({ url: '/api/sportevents/4/11-26-2026/game-days' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^params\.date/)
  })
})
