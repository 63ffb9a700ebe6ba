import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'

type ContestBody = {
  contestId: number
  title: string
  entryCost: number
  totalPrizes: number
  status: string
  date: string
  players: unknown[]
  isDoubleUp: boolean
}

describe('GET /svc/contests/{contestGroupId}/', () => {
  let t: TestApp
  let nbaSlateId: number
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    const sources = (await t.app.inject({ url: '/api/sourcedata/2/11_22_2026' })).json()
    nbaSlateId = sources[0].contestGroups[0].contestGroupId
  })
  afterAll(() => t.close())

  const contestsOf = async (contestGroupId: number) => {
    const response = await t.app.inject({ url: `/svc/contests/${contestGroupId}/` })
    expect(response.statusCode).toBe(200)
    return response.json<ContestBody[]>()
  }

  it('lists the slate’s contests with fees and prizes in dollars', async () => {
    const contests = await contestsOf(nbaSlateId)
    expect(contests.length).toBe(8)
    expect(contests).toContainEqual(
      expect.objectContaining({ title: 'NBA $25 Double Up', entryCost: 25, isDoubleUp: true }),
    )
    expect(contests.map((contest) => contest.entryCost).sort((a, b) => a - b)).toEqual([
      1, 3, 10, 20, 25, 150, 500, 1500,
    ])
    expect(contests.every((contest) => contest.date.endsWith('-05:00'))).toBe(true)
    expect(contests.every((contest) => contest.players.length === 0)).toBe(true)
  })

  it('reports contests upcoming before lock, live while games run, completed after — from the cache too', async () => {
    const startedAt = t.clock.now
    try {
      const [first] = await contestsOf(nbaSlateId)
      expect(first?.status).toBe('upcoming')
      // A list cached a minute before lock holds a second before it, and not at lock.
      const lockMs = Date.parse(first?.date ?? '')
      const cacheOf = async () =>
        (await t.app.inject({ url: `/svc/contests/${nbaSlateId}/` })).headers['x-cache']
      t.clock.now = new Date(lockMs - 60_000)
      expect(await cacheOf()).toBe('MISS')
      t.clock.now = new Date(lockMs - 1_000)
      expect(await cacheOf()).toBe('HIT')
      t.clock.now = new Date(lockMs)
      expect((await contestsOf(nbaSlateId))[0]?.status).toBe('live')
      t.clock.now = new Date('2026-11-23T01:00:00Z')
      expect((await contestsOf(nbaSlateId))[0]?.status).toBe('live')
      t.clock.now = new Date('2026-11-23T12:00:00Z')
      expect((await contestsOf(nbaSlateId))[0]?.status).toBe('completed')
    } finally {
      t.clock.now = startedAt
    }
  })

  it('answers an unknown slate with no contests', async () => {
    expect(await contestsOf(999)).toEqual([])
  })
})
