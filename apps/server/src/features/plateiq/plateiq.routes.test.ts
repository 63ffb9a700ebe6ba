import {
  battersDetailRoute,
  battersRoute,
  lineupsRoute,
  pitchersBullpenRoute,
  pitchersDetailRoute,
  pitchersGameLogsRoute,
  pitchersRoute,
  teamBattersRoute,
  type BatterRow,
  type StatcastQuery,
  type PitcherRow,
} from '@slatelab/contract/plateiq.contract'
import { errors } from '@slatelab/domain/errors'
import { isoDate } from '@slatelab/domain/units'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRoute } from '../../testing/call-route'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'

// A September Sunday: the demo world's MLB season is on, with games on the days before it.
const date = '2026-09-20'
// Early morning ET: lineups are still projected; the sessions signed in now stay live all day.
const morning = new Date(`${date}T10:00:00Z`)
const nextDay = '2026-09-21'
const slateQuery: StatcastQuery = {
  date: isoDate(date),
  contest_group_id: 0,
  split: 'all',
  range: 'last30',
}

describe('the PlateIQ calls', () => {
  let t: TestApp
  let subscriber: Record<string, string>
  let free: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ world: true, now: morning })
    subscriber = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
    free = authHeaders(await signInAs(t.app, 'free@slatelab.test'))
  }, 240_000)
  afterAll(() => t.close())

  const batters = async (query: Partial<StatcastQuery> = {}) => {
    const answer = await callRoute(
      t.app,
      battersRoute,
      { query: { ...slateQuery, ...query } },
      subscriber,
    )
    if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body))
    return (answer.body as { Batters: readonly BatterRow[] }).Batters
  }
  // The next day's starters: the small seed's four days before the date hold their last start.
  const pitchers = async () => {
    const answer = await callRoute(
      t.app,
      pitchersRoute,
      { query: { ...slateQuery, date: isoDate(nextDay) } },
      subscriber,
    )
    if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body))
    return (answer.body as { Pitchers: readonly PitcherRow[] }).Pitchers
  }

  const calls = [
    ['batters', () => callRoute(t.app, battersRoute, { query: slateQuery }, subscriber)],
    ['team-batters', () => callRoute(t.app, teamBattersRoute, { query: slateQuery }, subscriber)],
    ['pitchers', () => callRoute(t.app, pitchersRoute, { query: slateQuery }, subscriber)],
    [
      'pitchers-bullpen',
      () => callRoute(t.app, pitchersBullpenRoute, { query: slateQuery }, subscriber),
    ],
    ['lineups', () => callRoute(t.app, lineupsRoute, { params: { date: '20260920' } }, subscriber)],
  ] as const

  it('refuses a caller without tokens (401) and one without PlateIQ (403), for all eight calls', async () => {
    const player = { ...slateQuery, player_id: 1 }
    const requests = [
      (h: Record<string, string>) => callRoute(t.app, battersRoute, { query: slateQuery }, h),
      (h: Record<string, string>) => callRoute(t.app, battersDetailRoute, { query: player }, h),
      (h: Record<string, string>) => callRoute(t.app, teamBattersRoute, { query: slateQuery }, h),
      (h: Record<string, string>) => callRoute(t.app, pitchersRoute, { query: slateQuery }, h),
      (h: Record<string, string>) => callRoute(t.app, pitchersDetailRoute, { query: player }, h),
      (h: Record<string, string>) => callRoute(t.app, pitchersGameLogsRoute, { query: player }, h),
      (h: Record<string, string>) =>
        callRoute(t.app, pitchersBullpenRoute, { query: slateQuery }, h),
      (h: Record<string, string>) =>
        callRoute(t.app, lineupsRoute, { params: { date: '20260920' } }, h),
    ]
    for (const request of requests) {
      const anonymous = await request({})
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.body).toMatchObject({ message: errors.missingTokens })
      const denied = await request(free)
      expect(denied.statusCode).toBe(403)
      expect(denied.body).toMatchObject({ message: errors.productRequired('PlateIQ') })
    }
  })

  it.each(calls)('answers %s for a subscriber with the day’s games', async (_name, call) => {
    const answer = await call()
    expect(answer.statusCode).toBe(200)
    const [list] = Object.values(answer.body as Record<string, readonly unknown[]>)
    expect(list?.length).toBeGreaterThan(10)
  })

  it('lists nine batters per team in batting order, with figures from the days before', async () => {
    const rows = await batters()
    const byTeam = new Map<string, BatterRow[]>()
    for (const row of rows) {
      const key = `${row.eventId}:${row.teamId}`
      byTeam.set(key, [...(byTeam.get(key) ?? []), row])
    }
    for (const team of byTeam.values()) {
      expect(team.map((row) => row.battingOrder)).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].slice(0, team.length),
      )
    }
    const regulars = rows.filter((row) => row.stats.pa >= 8)
    expect(regulars.length).toBeGreaterThan(rows.length / 2)
    const league = regulars.reduce((sum, row) => sum + (row.stats.xwoba ?? 0), 0) / regulars.length
    expect(league).toBeGreaterThan(0.27)
    expect(league).toBeLessThan(0.38)
  })

  it('splits a batter’s plate appearances by the pitcher’s hand without losing any', async () => {
    const [all, left, right] = await Promise.all([
      batters(),
      batters({ split: 'L' }),
      batters({ split: 'R' }),
    ])
    const paOf = (rows: readonly BatterRow[]) =>
      new Map(rows.map((row) => [row.playerId, row.stats.pa]))
    const [l, r] = [paOf(left), paOf(right)]
    for (const row of all)
      expect((l.get(row.playerId) ?? 0) + (r.get(row.playerId) ?? 0)).toBe(row.stats.pa)
    expect([...l.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
  })

  it('gives each probable starter a pitch mix summing to 100 % and ERA estimates', async () => {
    const rows = await pitchers()
    const pitched = rows.filter((row) => row.stats.battersFaced > 10)
    expect(pitched.length).toBeGreaterThan(3)
    for (const row of pitched) {
      expect(row.mix.reduce((sum, pitch) => sum + pitch.usagePct, 0)).toBeCloseTo(100, 0)
      // One start each in the small seed: wide bounds.
      expect(row.stats.siera).toBeGreaterThan(0)
      expect(row.stats.siera).toBeLessThan(15)
      expect(row.stats.xfip).not.toBeNull()
    }
  })

  it('details a batter against both hands and the opposing starter’s mix; 404 for a non-batter', async () => {
    const [batter] = await batters()
    if (batter === undefined) throw new Error('no batters')
    const answer = await callRoute(
      t.app,
      battersDetailRoute,
      { query: { ...slateQuery, player_id: batter.playerId } },
      subscriber,
    )
    expect(answer.statusCode).toBe(200)
    const detail = (
      answer.body as {
        BattersDetail: { vsLeft: { pa: number }; vsRight: { pa: number }; opposingMix: unknown[] }
      }
    ).BattersDetail
    expect(detail.vsLeft.pa + detail.vsRight.pa).toBe(batter.stats.pa)
    const pitcher = (await pitchers())[0]
    const missing = await callRoute(
      t.app,
      battersDetailRoute,
      { query: { ...slateQuery, player_id: pitcher?.playerId ?? 1 } },
      subscriber,
    )
    expect(missing.statusCode).toBe(404)
  })

  it('details a starter with the lineup he faces, and lists his starts newest first', async () => {
    const rows = await pitchers()
    const pitcher = rows.find((row) => row.stats.battersFaced > 10)
    if (pitcher === undefined) throw new Error('no starter with starts')
    const detail = await callRoute(
      t.app,
      pitchersDetailRoute,
      { query: { ...slateQuery, date: isoDate(nextDay), player_id: pitcher.playerId } },
      subscriber,
    )
    expect(detail.statusCode).toBe(200)
    const body = detail.body as { PitchersDetail: { opposingLineup: BatterRow[] } }
    expect(body.PitchersDetail.opposingLineup.length).toBe(9)
    expect(new Set(body.PitchersDetail.opposingLineup.map((row) => row.teamShort))).toEqual(
      new Set([pitcher.opponentShort]),
    )
    const logs = await callRoute(
      t.app,
      pitchersGameLogsRoute,
      { query: { ...slateQuery, date: isoDate(nextDay), player_id: pitcher.playerId } },
      subscriber,
    )
    expect(logs.statusCode).toBe(200)
    const games = (logs.body as { GameLogs: { date: string; battersFaced: number }[] }).GameLogs
    expect(games.length).toBeGreaterThan(0)
    expect(games.map((game) => game.date)).toEqual(
      games
        .map((game) => game.date)
        .toSorted()
        .reverse(),
    )
    expect(games.reduce((sum, game) => sum + game.battersFaced, 0)).toBe(pitcher.stats.battersFaced)
  })

  it('counts each bullpen’s pitches on the three days before the date', async () => {
    const answer = await callRoute(t.app, pitchersBullpenRoute, { query: slateQuery }, subscriber)
    if (answer.statusCode !== 200) throw new Error('bullpens failed')
    const teams = (
      answer.body as {
        Teams: { pitchesByDay: { date: string; pitches: number }[]; pitchesLast3Days: number }[]
      }
    ).Teams
    for (const team of teams) {
      expect(team.pitchesByDay.map((day) => day.date)).toEqual([
        '2026-09-17',
        '2026-09-18',
        '2026-09-19',
      ])
      expect(team.pitchesByDay.reduce((sum, day) => sum + day.pitches, 0)).toBe(
        team.pitchesLast3Days,
      )
    }
    expect(teams.some((team) => team.pitchesLast3Days > 0)).toBe(true)
  })

  it('posts projected lineups, confirmed from four hours before first pitch', async () => {
    const lineupsAt = async (now: Date) => {
      t.clock.now = now
      await t.cache.invalidate(['slates'])
      const answer = await callRoute(
        t.app,
        lineupsRoute,
        { params: { date: '20260920' } },
        subscriber,
      )
      if (answer.statusCode !== 200) throw new Error('lineups failed')
      return (
        answer.body as {
          Lineups: { eventTime: string; home: { status: string; batters: unknown[] } }[]
        }
      ).Lineups
    }
    const early = await lineupsAt(new Date('2026-09-20T11:00:00Z'))
    expect(new Set(early.map((game) => game.home.status))).toEqual(new Set(['Projected']))
    const late = await lineupsAt(new Date('2026-09-21T04:00:00Z'))
    expect(new Set(late.map((game) => game.home.status))).toEqual(new Set(['Confirmed']))
    // Nine hitters, but for an unlisted replacement when injuries leave fewer than nine.
    expect(late.every((game) => game.home.batters.length >= 8)).toBe(true)
    expect(late.some((game) => game.home.batters.length === 9)).toBe(true)
    t.clock.now = morning
  })

  it('refuses bad input with 400, never 500', async () => {
    const bad = [
      await callRoute(t.app, lineupsRoute, { params: { date: '20261399' } }, subscriber),
      await callRoute(
        t.app,
        battersRoute,
        { query: { ...slateQuery, split: 'X' as 'L' } },
        subscriber,
      ),
      await callRoute(
        t.app,
        battersDetailRoute,
        { query: { ...slateQuery, player_id: 0 } },
        subscriber,
      ),
      await callRoute(
        t.app,
        pitchersRoute,
        { query: { ...slateQuery, contest_group_id: -1 } },
        subscriber,
      ),
    ]
    for (const answer of bad) expect(answer.statusCode).toBe(400)
  })
})
