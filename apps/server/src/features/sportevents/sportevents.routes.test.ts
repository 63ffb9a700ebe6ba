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
