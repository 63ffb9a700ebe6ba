import {
  injuryReportRoute,
  newsRoute,
  playerNewsRoute,
  sportPlayersRoute,
  sportTeamsRoute,
} from '@slatelab/contract/news.contract'
import type { NewsStory } from '@slatelab/domain/entities/news-story'
import { isoDate } from '@slatelab/domain/units'
import { and, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injuryReports, playerNews, players } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'

const nhl = 4

const ok = <T>(answer: { statusCode: number; body: unknown }): T => {
  expect(answer.statusCode).toBe(200)
  return answer.body as T
}

describe('news and players', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  describe('GET /api/players/news/{sportId}', () => {
    it('gives the 50 newest stories already out, newest first, ET times', async () => {
      const stories = ok<NewsStory[]>(
        await callRoute(t.app, newsRoute, { params: { sportId: nhl }, query: {} }),
      )
      expect(stories).toHaveLength(50)
      const times = stories.map((story) => Date.parse(story.createdDate))
      expect(times).toEqual(times.toSorted((a, b) => b - a))
      expect(Math.max(...times)).toBeLessThanOrEqual(t.clock.now.getTime())
      expect(
        stories.every((story) => story.sportId === nhl && /-05:00$/.test(story.createdDate)),
      ).toBe(true)
      const [first] = stories
      expect(first?.link).toBe(`/news?player=${first?.playerId}`)
      expect(first?.shortURL).toBe(`/news#story-${first?.newsId}`)
    })

    it('keeps stories dated after now out of the feed', async () => {
      const later = await t.database.db
        .select({ newsId: playerNews.newsId })
        .from(playerNews)
        .where(and(eq(playerNews.sportId, nhl), gt(playerNews.createdAt, t.clock.now)))
      expect(later.length).toBeGreaterThan(0)
      const all = ok<NewsStory[]>(
        await callRoute(t.app, newsRoute, { params: { sportId: nhl }, query: { showAll: 'true' } }),
      )
      const shown = new Set(all.map((story) => story.newsId))
      expect(later.some((row) => shown.has(row.newsId))).toBe(false)
    })

    it('with showAll=true gives every story of the last 7 days', async () => {
      const all = ok<NewsStory[]>(
        await callRoute(t.app, newsRoute, { params: { sportId: nhl }, query: { showAll: 'true' } }),
      )
      expect(all.length).toBeGreaterThan(50)
      const weekAgo = t.clock.now.getTime() - 7 * 86_400_000
      expect(all.every((story) => Date.parse(story.createdDate) > weekAgo)).toBe(true)
      expect(new Set(all.map((story) => story.kind))).toEqual(
        new Set(['injury', 'decision', 'lineup', 'depthChart']),
      )
    })

    it('refuses a sport id that does not exist with a 400 naming the field', async () => {
      const answer = await callRoute(t.app, newsRoute, { params: { sportId: 99 as 1 }, query: {} })
      expect(answer.statusCode).toBe(400)
      expect((answer.body as { message: string }).message).toMatch(/^params\.sportId: /)
    })

    it('reads ids in decimal only: 0x4, 4e0 and 0o4 are refused, not read as 4', async () => {
      expect((await t.app.inject({ url: '/api/players/news/4' })).statusCode).toBe(200)
      for (const sportId of ['0x4', '4e0', '0o4', '%204']) {
        const answer = await t.app.inject({ url: `/api/players/news/${sportId}` })
        expect(answer.statusCode, sportId).toBe(400)
        expect(answer.json().message).toMatch(/^params\.sportId: /)
      }
      const player = await t.app.inject({ url: '/api/playernews/player/0x10' })
      expect(player.statusCode).toBe(400)
    })

    it('answers an empty feed for a sport without news', async () => {
      expect(
        ok<NewsStory[]>(await callRoute(t.app, newsRoute, { params: { sportId: 5 }, query: {} })),
      ).toEqual([])
    })
  })

  describe('GET /api/playernews/player/{playerId}', () => {
    it('gives only that player’s stories, newest first', async () => {
      const [story] = ok<NewsStory[]>(
        await callRoute(t.app, newsRoute, { params: { sportId: nhl }, query: {} }),
      )
      const own = ok<NewsStory[]>(
        await callRoute(t.app, playerNewsRoute, { params: { playerId: story?.playerId ?? 0 } }),
      )
      expect(own.length).toBeGreaterThan(0)
      expect(own.every((entry) => entry.playerId === story?.playerId)).toBe(true)
      expect(own.map((entry) => entry.newsId)).toContain(story?.newsId)
    })

    it('answers 404 for an unknown player and 400 for a bad id', async () => {
      const unknown = await callRoute(t.app, playerNewsRoute, { params: { playerId: 99_999_999 } })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.body).toMatchObject({ message: 'Unknown player 99999999' })
      const bad = await t.app.inject({ url: '/api/playernews/player/0' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toMatch(/^params\.playerId: /)
    })
  })

  describe('GET /api/players/injuryreport/{sportId}', () => {
    it('lists today’s report in the SPEC §5 status order, then by last name', async () => {
      const rows = ok<
        { status: string; statusSort: number; lastName: string; reportDate: string }[]
      >(await callRoute(t.app, injuryReportRoute, { params: { sportId: nhl } }))
      const stored = await t.database.db
        .select({ playerId: injuryReports.playerId })
        .from(injuryReports)
        .innerJoin(players, eq(players.playerId, injuryReports.playerId))
        .where(and(eq(injuryReports.day, '2026-11-22'), eq(players.sportId, nhl)))
      expect(rows).toHaveLength(stored.length)
      expect(rows.every((row) => row.reportDate === '2026-11-22')).toBe(true)
      const order = {
        Probable: 1,
        Questionable: 2,
        'Day-to-day': 3,
        Doubtful: 4,
        Inactive: 5,
        Out: 6,
      }
      for (const row of rows) {
        expect(row.statusSort).toBe(order[row.status as keyof typeof order] ?? 7)
      }
      const keys = rows.map((row) => [row.statusSort, row.lastName] as const)
      expect(keys).toEqual(keys.toSorted((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])))
      expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThan(1)
    })

    it('sorts a status outside the SPEC list last (other 7)', async () => {
      const [player] = await t.database.db
        .select({ playerId: players.playerId, lastName: players.lastName })
        .from(players)
        .where(eq(players.sportId, 2))
        .limit(1)
      await t.database.db
        .insert(injuryReports)
        .values({
          playerId: player?.playerId ?? 0,
          day: '2026-11-22',
          status: 'Suspended',
          injury: 'Suspension',
        })
        .onConflictDoUpdate({
          target: [injuryReports.day, injuryReports.playerId],
          set: { status: 'Suspended' },
        })
      // NBA: no other test asks for its report, so none is cached.
      const rows = ok<{ playerId: number; statusSort: number }[]>(
        await callRoute(t.app, injuryReportRoute, { params: { sportId: 2 } }),
      )
      const last = rows.at(-1)
      expect(last).toMatchObject({ playerId: player?.playerId ?? 0, statusSort: 7 })
    })
  })

  describe('GET /api/players/sport/{sportId} and /api/teams/sport/{sportId}', () => {
    it('lists the sport’s players by last name', async () => {
      const list = ok<{ sportId: number; lastName: string; name: string }[]>(
        await callRoute(t.app, sportPlayersRoute, { params: { sportId: 2 } }),
      )
      expect(list).toHaveLength(300)
      expect(
        list.every((player) => player.sportId === 2 && player.name.endsWith(player.lastName)),
      ).toBe(true)
      const lastNames = list.map((player) => player.lastName)
      expect(lastNames).toEqual(lastNames.toSorted((a, b) => a.localeCompare(b)))
    })

    it('lists the sport’s teams with full names', async () => {
      const list = ok<{ shortName: string; name: string }[]>(
        await callRoute(t.app, sportTeamsRoute, { params: { sportId: 2 } }),
      )
      expect(list).toHaveLength(30)
      expect(list).toContainEqual(
        expect.objectContaining({ shortName: 'BOS', name: 'Boston Celtics' }),
      )
    })

    it('refuses a bad sport id on both', async () => {
      for (const url of ['/api/players/sport/abc', '/api/teams/sport/0']) {
        const response = await t.app.inject({ url })
        expect(response.statusCode).toBe(400)
        expect(response.json().message).toMatch(/^params\.sportId: /)
      }
    })
  })
})

describe('news of a world that stops at its day (DEMO_DATE)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ world: true, demoDate: isoDate('2026-11-22') })
    // Nine days on, as the end-to-end suite runs long after its fixed day.
    t.clock.now = new Date('2026-12-01T17:00:00Z')
  })
  afterAll(() => t.close())

  it('reads the feed and the injury report as of that day’s end, not an empty week', async () => {
    const all = ok<NewsStory[]>(
      await callRoute(t.app, newsRoute, { params: { sportId: nhl }, query: { showAll: 'true' } }),
    )
    expect(all.length).toBeGreaterThan(50)
    const end = Date.parse('2026-11-23T05:00:00Z')
    const times = all.map((story) => Date.parse(story.createdDate))
    expect(Math.max(...times)).toBeLessThanOrEqual(end)
    expect(Math.min(...times)).toBeGreaterThan(end - 7 * 86_400_000)
    const report = ok<{ reportDate: string }[]>(
      await callRoute(t.app, injuryReportRoute, { params: { sportId: nhl } }),
    )
    expect(report[0]?.reportDate).toBe('2026-11-22')
  })
})
