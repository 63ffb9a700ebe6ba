import { freeOptimizerLineups, products } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForBuild } from '../../testing/optimizer-builds'
import {
  contestGroups,
  events,
  optimizerBuilds,
  playerGameStats,
  slatePlayers,
} from '../../db/schema'
import { loadPoolStarters } from './pool-starters'
import { anyDkSlate, biggestDkNflClassicSlate, slateGames } from '../../testing/slate-builders'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'

type Pool = {
  formatKey: string
  slots: string[]
  players: {
    id: string
    name: string
    salary: number
    projection: number
    positions: string[]
    teeTime?: string | null
    team: string
    impliedTotal: number | null
    starter: { role: string; status: string } | null
    line: string | null
    powerPlay: string | null
    minutes: number | null
    leverage: number
    ownership: number
    ceiling: number
  }[]
}
type Build = {
  buildId: string
  status: string
  done: number
  count: number
  error: string | null
  slots: string[]
  lineups: {
    salary: number
    projection: number
    players: { slot: string; id: string; salary: number; projection: number }[]
  }[]
  exposures: { playerId: string; lineups: number; exposurePct: number }[]
}

describe('optimizer routes', () => {
  let t: TestApp
  let subscriber: SignedIn
  let slateId: number
  let pool: Pool
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    subscriber = await signInAs(t.app, 'subscriber@slatelab.test')
    // The demo day's DraftKings NFL classic slate with the most players.
    const slate = await biggestDkNflClassicSlate(t.database.db)
    slateId = slate.id
    pool = (await get(`/optimizer/pool/?contest_group_id=${slateId}`)).json<Pool>()
  }, 120_000)
  afterAll(() => t.close())

  const get = (url: string, session = subscriber) =>
    t.app.inject({ url: `/svc${url}`, headers: authHeaders(session) })
  const post = (url: string, payload?: Record<string, unknown>, session = subscriber) =>
    t.app.inject({ method: 'POST', url: `/svc${url}`, headers: authHeaders(session), payload })

  const waitFor = (buildId: string, session = subscriber) =>
    waitForBuild<Build>(t.app, authHeaders(session), buildId)

  const start = async (body: Record<string, unknown>) => {
    const response = await post('/optimizer/builds/', { contestGroupId: slateId, ...body })
    expect(response.statusCode).toBe(202)
    return response.json<Build>()
  }

  it('lists the slate’s pool once per player with the DK NFL format', () => {
    expect(pool.formatKey).toBe('dk-nfl-classic')
    expect(pool.slots).toEqual(['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'])
    const ids = pool.players.map((player) => player.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(pool.players.length).toBeGreaterThan(50)
  })

  it('builds up to 20 lineups for a free account and refuses more without Optimizer Pro', async () => {
    const free = await signInAs(t.app, 'free@slatelab.test')
    const allowed = await post(
      '/optimizer/builds/',
      { contestGroupId: slateId, count: freeOptimizerLineups },
      free,
    )
    expect(allowed.statusCode).toBe(202)
    const refused = await post(
      '/optimizer/builds/',
      { contestGroupId: slateId, count: freeOptimizerLineups + 1 },
      free,
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(errors.freeOptimizerLimit(freeOptimizerLineups))
    expect(refused.json().message).toContain(products.OptimizerPro)
    await waitFor(allowed.json<Build>().buildId, free)
  })

  it('gives each player his team’s implied total and takes custom rules on it', async () => {
    const byTeam = new Map<string, number | null>()
    for (const player of pool.players) {
      expect(player.impliedTotal).toEqual(expect.any(Number))
      if (byTeam.has(player.team)) expect(player.impliedTotal).toBe(byTeam.get(player.team))
      byTeam.set(player.team, player.impliedTotal)
    }
    const totals = [...byTeam.values()].map(Number).sort((a, b) => a - b)
    const median = totals[Math.floor(totals.length / 2)] ?? 0
    const started = await start({
      count: 3,
      settings: {
        customRules: [
          {
            type: 'atMost',
            playerCount: 0,
            fieldName: 'Implied Total',
            fieldDisplayName: 'Implied Total',
            operator: 'lessThan',
            value1: median,
          },
        ],
      },
    })
    const build = await waitFor(started.buildId)
    expect(build.status).toBe('done')
    const impliedOf = new Map(pool.players.map((player) => [player.id, player.impliedTotal ?? 0]))
    for (const lineup of build.lineups) {
      for (const player of lineup.players) {
        expect(impliedOf.get(player.id)).toBeGreaterThanOrEqual(median)
      }
    }
  })

  it('builds lineups off the request thread, best first, and keeps them', async () => {
    const started = await start({ count: 5 })
    expect(started.status).toBe('queued')
    const build = await waitFor(started.buildId)
    expect(build).toMatchObject({ status: 'done', done: 5, count: 5, error: null })
    expect(build.lineups).toHaveLength(5)
    const projections = build.lineups.map((lineup) => lineup.projection)
    expect(projections).toEqual([...projections].sort((a, b) => b - a))
    for (const lineup of build.lineups) {
      expect(lineup.salary).toBeLessThanOrEqual(50_000)
      expect(lineup.salary).toBeGreaterThanOrEqual(49_500)
      expect(lineup.players.map((player) => player.id)).toHaveLength(9)
    }
    const listed = (await get('/optimizer/builds/')).json<Build[]>()
    expect(listed.map((row) => row.buildId)).toContain(started.buildId)
  })

  it('streams a build’s progress as server-sent events until it is done', async () => {
    const started = await start({ count: 20 })
    const stream = await get(`/optimizer/builds/${started.buildId}/events`)
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/)
    const events = [...stream.body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1])
    expect(events[0]).toBe('progress')
    expect(events.at(-1)).toBe('done')
    expect(stream.body).toContain('"done":20')
    expect(
      (await get('/optimizer/builds/00000000-0000-4000-8000-000000000000/events')).statusCode,
    ).toBe(404)
  })

  it('stacks golfers of one tee-time window', async () => {
    const [golf] = await t.database.db
      .select({ id: contestGroups.contestGroupId })
      .from(contestGroups)
      .where(and(eq(contestGroups.sportId, 5), eq(contestGroups.sourceId, 4)))
      .limit(1)
    if (golf === undefined) throw new Error('the demo world has no DK golf slate')
    const golfPool = (await get(`/optimizer/pool/?contest_group_id=${golf.id}`)).json<Pool>()
    const teeTimes = golfPool.players.map((player) => player.teeTime ?? '').sort()
    expect(teeTimes[0]).not.toBe('')
    // The morning wave's first hour.
    const from = teeTimes[0] ?? ''
    const to = new Date(Date.parse(from) + 60 * 60_000).toISOString()
    const started = await post('/optimizer/builds/', {
      contestGroupId: golf.id,
      count: 3,
      settings: { teeTimeStacks: [{ key: 'w', isActive: true, playerCount: 4, from, to }] },
    })
    expect(started.statusCode).toBe(202)
    const build = await waitFor(started.json<Build>().buildId)
    expect(build.status).toBe('done')
    const teeTimeOf = new Map(golfPool.players.map((player) => [player.id, player.teeTime ?? '']))
    for (const lineup of build.lineups) {
      const early = lineup.players.filter((player) => {
        const time = Date.parse(teeTimeOf.get(player.id) ?? '')
        return time >= Date.parse(from) && time < Date.parse(to)
      })
      expect(early.length).toBeGreaterThanOrEqual(4)
    }
  })

  it('carries NHL skaters’ lines and power-play units, and builds same-line stacks with them', async () => {
    const hockey = await anyDkSlate(t.database.db, 4, 'classic')
    const hockeyPool = (await get(`/optimizer/pool/?contest_group_id=${hockey.id}`)).json<Pool>()
    // Each team's goalie report names its starter; a confirmed one benches the others.
    const goalies = hockeyPool.players.filter((player) => player.positions.includes('G'))
    const starting = goalies.filter((goalie) => goalie.starter?.role === 'Starting G')
    expect(starting.length).toBeGreaterThan(0)
    expect(new Set(starting.map((goalie) => goalie.team)).size).toBe(starting.length)
    for (const benched of goalies.filter((goalie) => goalie.starter?.role === 'Not starting')) {
      expect(starting.find((goalie) => goalie.team === benched.team)?.starter?.status).toBe(
        'confirmed',
      )
    }
    expect(hockeyPool.players.filter((player) => player.starter !== null)).toEqual(
      expect.arrayContaining(starting),
    )
    expect(
      hockeyPool.players.every(
        (player) => player.starter === null || player.positions.includes('G'),
      ),
    ).toBe(true)
    const skaters = hockeyPool.players.filter((player) => !player.positions.includes('G'))
    // Skaters who do not dress (out, scratched) have no line.
    const lined = skaters.filter((player) => player.line !== null)
    expect(lined.length).toBeGreaterThan(0.8 * skaters.length)
    expect(lined.every((player) => /^(L[1-4]|D[1-3])$/.test(player.line ?? ''))).toBe(true)
    expect(skaters.filter((player) => player.powerPlay === 'PP1').length).toBeGreaterThan(0)
    const started = await post('/optimizer/builds/', {
      contestGroupId: hockey.id,
      count: 4,
      settings: {
        positionStacks: [
          {
            keyPosition: 'C',
            positions: ['W'],
            playerCount: 2,
            teamGameType: 'sameTeam',
            secondaryStackType: 'sameLine',
          },
        ],
      },
    })
    expect(started.statusCode).toBe(202)
    const build = await waitFor(started.json<Build>().buildId)
    expect(build.status).toBe('done')
    const byId = new Map(hockeyPool.players.map((player) => [player.id, player]))
    for (const lineup of build.lineups) {
      const players = lineup.players.flatMap((entry) => byId.get(entry.id) ?? [])
      for (const centre of players.filter((player) => player.positions.includes('C'))) {
        const linemates = players.filter(
          (player) =>
            player.positions.includes('W') &&
            player.team === centre.team &&
            player.line === centre.line,
        )
        expect(linemates.length).toBeGreaterThanOrEqual(2)
      }
    }
  })

  const ruleBuild = async (contestGroupId: number, rule: Record<string, unknown>) => {
    const response = await post('/optimizer/builds/', {
      contestGroupId,
      count: 3,
      settings: { customRules: [{ playerCount: 1, isActive: true, ...rule }] },
    })
    expect(response.statusCode).toBe(202)
    const build = await waitFor(response.json<Build>().buildId)
    expect(build.status).toBe('done')
    return build
  }

  it('gives basketball players their last ten games’ mean minutes, and builds on them', async () => {
    const db = t.database.db
    const nba = await anyDkSlate(db, 2, 'classic')
    const nbaPool = (await get(`/optimizer/pool/?contest_group_id=${nba.id}`)).json<Pool>()
    const firstStart = Math.min(...(await slateGames(db, nba.id)).map((g) => g.startsAt.getTime()))
    // One player's minutes by hand: his box scores before the slate, the latest ten.
    const [sample] = nbaPool.players.filter((player) => player.minutes !== null)
    const [row] = await db
      .select({ playerId: slatePlayers.playerId })
      .from(slatePlayers)
      .where(
        and(
          eq(slatePlayers.contestGroupId, nba.id),
          eq(slatePlayers.sitePlayerId, sample?.id ?? ''),
        ),
      )
    const lines = await db
      .select({ stats: playerGameStats.stats, startsAt: events.startsAt })
      .from(playerGameStats)
      .innerJoin(events, eq(events.eventId, playerGameStats.eventId))
      .where(eq(playerGameStats.playerId, row?.playerId ?? -1))
    const latest = lines
      .filter((line) => line.startsAt.getTime() < firstStart && line.stats.minutes !== undefined)
      .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
      .slice(0, 10)
    const mean = latest.reduce((sum, line) => sum + (line.stats.minutes ?? 0), 0) / latest.length
    expect(sample?.minutes).toBeCloseTo(mean, 1)
    // Most of the pool has played; NFL pools carry no minutes.
    const withMinutes = nbaPool.players.filter((player) => player.minutes !== null)
    expect(withMinutes.length).toBeGreaterThan(nbaPool.players.length / 2)
    expect(pool.players.every((player) => player.minutes === null)).toBe(true)

    // SPEC §5's suggested rule: nobody projected under 25 minutes.
    const build = await ruleBuild(nba.id, {
      type: 'atMost',
      playerCount: 0,
      fieldName: 'minutes',
      fieldDisplayName: 'Minutes',
      operator: 'lessThan',
      value1: 25,
    })
    const minutesOf = new Map(nbaPool.players.map((player) => [player.id, player.minutes]))
    const picked = build.lineups.flatMap((lineup) => lineup.players.map((p) => minutesOf.get(p.id)))
    expect(picked.every((minutes) => minutes !== null && (minutes ?? 0) >= 25)).toBe(true)
  })

  it('scores leverage 0–100 within a position, and builds with a WR above 90', async () => {
    const byPosition = new Map<string, Pool['players']>()
    for (const player of pool.players) {
      const position = player.positions[0] ?? ''
      byPosition.set(position, [...(byPosition.get(position) ?? []), player])
    }
    // Ordered by ceiling per $1K per owned point, the scores never fall and end at 100.
    const raw = (p: Pool['players'][number]) => (p.ceiling * 1000) / p.salary / (p.ownership + 1)
    for (const players of byPosition.values()) {
      const scores = [...players].sort((a, b) => raw(a) - raw(b)).map((p) => p.leverage)
      expect(scores).toEqual([...scores].sort((a, b) => a - b))
      expect(scores[0]).toBeGreaterThanOrEqual(0)
      expect(scores.at(-1)).toBe(100)
    }
    // SPEC §5's suggested NFL rule: a WR with leverage above 90.
    const build = await ruleBuild(slateId, {
      type: 'atLeast',
      fieldName: 'leverage',
      fieldDisplayName: 'Leverage',
      operator: 'greaterThan',
      value1: 90,
      positions: ['WR'],
    })
    const leverageOf = new Map(pool.players.map((player) => [player.id, player.leverage]))
    for (const lineup of build.lineups) {
      const wrs = lineup.players.filter(
        (p) => pool.players.find((q) => q.id === p.id)?.positions[0] === 'WR',
      )
      expect(wrs.some((p) => (leverageOf.get(p.id) ?? 0) > 90)).toBe(true)
    }
  })

  it('chooses a portfolio from simulated lineups under a player cap, no worse than top-N', async () => {
    const started = await start({ count: 12, settings: { general: { diversification: 15 } } })
    const build = await waitFor(started.buildId)
    expect(build.status).toBe('done')
    // The best lineups by "ROI" are the first ones, which share the most players.
    const candidates = build.lineups.map((lineup, index) => ({
      players: lineup.players.map((player) => player.id),
      roiPct: 100 - index * 5,
      top1Pct: 1,
    }))
    const body = { contestGroupId: slateId, count: 6, maxExposurePct: 50, candidates }
    const response = await post('/optimizer/portfolio/', body)
    expect(response.statusCode).toBe(200)
    const portfolio = response.json<{
      chosen: number[]
      meanRoiPct: number
      objective: number
      proven: boolean
      baseline: { count: number; objective: number }
    }>()
    const times = new Map<string, number>()
    for (const number of portfolio.chosen) {
      for (const id of candidates[number - 1]?.players ?? [])
        times.set(id, (times.get(id) ?? 0) + 1)
    }
    expect(Math.max(...times.values())).toBeLessThanOrEqual(3)
    expect(portfolio.chosen.length).toBeGreaterThanOrEqual(portfolio.baseline.count)
    if (portfolio.chosen.length === portfolio.baseline.count) {
      expect(portfolio.objective).toBeGreaterThanOrEqual(portfolio.baseline.objective)
    }
    const roi = portfolio.chosen.map((number) => candidates[number - 1]?.roiPct ?? 0)
    expect(portfolio.meanRoiPct).toBeCloseTo(roi.reduce((a, b) => a + b, 0) / roi.length, 2)

    const unknown = await post('/optimizer/portfolio/', {
      ...body,
      candidates: [{ players: ['no-such-id'], roiPct: 1, top1Pct: 0 }],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toContain('no-such-id')
    const free = await signInAs(t.app, 'free@slatelab.test')
    const refused = await post(
      '/optimizer/portfolio/',
      { ...body, count: freeOptimizerLineups + 1 },
      free,
    )
    expect(refused.statusCode).toBe(403)
  })

  it('names NBA starters: projected the day before, announced before tip-off with the bench', async () => {
    const db = t.database.db
    const nba = await anyDkSlate(t.database.db, 2, 'classic')
    const games = await slateGames(db, nba.id)
    const rows = await db
      .select({
        playerId: slatePlayers.playerId,
        teamId: slatePlayers.teamId,
        positions: slatePlayers.positions,
      })
      .from(slatePlayers)
      .where(eq(slatePlayers.contestGroupId, nba.id))
    const starts = games.map((game) => game.startsAt.getTime())
    const rolesAt = async (at: number) => {
      const { starterOf } = await loadPoolStarters(db, 2, games, new Date(at))
      return rows.map((row) => ({ teamId: row.teamId, starter: starterOf(row) }))
    }
    const startersByTeam = (roles: Awaited<ReturnType<typeof rolesAt>>) => {
      const byTeam = new Map<number | null, number>()
      for (const { teamId, starter } of roles) {
        if (starter?.role === 'Starter') byTeam.set(teamId, (byTeam.get(teamId) ?? 0) + 1)
      }
      return byTeam
    }

    // The morning: five projected starters a team (those on the slate), nobody benched yet.
    const morning = await rolesAt(Math.min(...starts) - 6 * 3_600_000)
    expect(startersByTeam(morning).size).toBe(2 * games.length)
    for (const five of startersByTeam(morning).values()) expect(five).toBeLessThanOrEqual(5)
    expect(morning.every(({ starter }) => starter === null || starter.status === 'projected')).toBe(
      true,
    )
    // Ten minutes before the last tip-off every five is announced; the others are on the bench.
    const late = await rolesAt(Math.max(...starts) - 10 * 60_000)
    expect(late.every(({ starter }) => starter?.status === 'confirmed')).toBe(true)
    expect(late.filter(({ starter }) => starter?.role === 'Starter').length).toBeGreaterThanOrEqual(
      4 * 2 * games.length,
    )
    expect(late.some(({ starter }) => starter?.role === 'Bench')).toBe(true)
  })

  it('honours per-player lock, exclude and max exposure', async () => {
    const [best, second, third] = pool.players
    if (best === undefined || second === undefined || third === undefined) throw new Error('pool')
    const build = await waitFor(
      (
        await start({
          count: 4,
          players: [
            { id: best.id, exclude: true },
            { id: second.id, lock: true },
            { id: third.id, maxExposurePct: 50 },
          ],
        })
      ).buildId,
    )
    expect(build.status).toBe('done')
    for (const lineup of build.lineups) {
      const ids = lineup.players.map((player) => player.id)
      expect(ids).not.toContain(best.id)
      expect(ids).toContain(second.id)
    }
    const thirdLineups = build.lineups.filter((lineup) =>
      lineup.players.some((player) => player.id === third.id),
    )
    expect(thirdLineups.length).toBeLessThanOrEqual(2)
    expect(build.exposures.find((row) => row.playerId === second.id)?.exposurePct).toBe(100)
  })

  it('fails an infeasible build naming the rule', async () => {
    const build = await waitFor(
      (
        await start({
          count: 2,
          settings: { general: { minSalaryCapPct: 100, maxSalaryCapPct: 10 } },
        })
      ).buildId,
    )
    expect(build.status).toBe('failed')
    expect(build.error).toMatch(/salary/i)
  })

  it('rejects invalid settings before queueing, naming the field', async () => {
    const response = await post('/optimizer/builds/', {
      contestGroupId: slateId,
      count: 2,
      settings: { general: { max_per_team: 0 } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^body\.settings\.general\.maxPerTeam: /)
  })

  it('cancels a running build', async () => {
    const started = await start({ count: 150, settings: { general: { diversification: 20 } } })
    const cancelled = await post(`/optimizer/builds/${started.buildId}/cancel/`)
    expect(cancelled.statusCode).toBe(200)
    const build = await waitFor(started.buildId)
    expect(build.status).toBe('cancelled')
    expect(build.lineups).toEqual([])
    const csv = await get(`/optimizer/builds/${started.buildId}/upload.csv`)
    expect(csv.statusCode).toBe(409)
  })

  it('refuses to lock or exclude a player who is not in the slate’s pool, naming him', async () => {
    const [known] = pool.players
    const response = await post('/optimizer/builds/', {
      contestGroupId: slateId,
      count: 1,
      players: [
        { id: known?.id ?? '', exclude: true },
        { id: '999999999', lock: true },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'body.players.1.id: player 999999999 is not in this slate’s pool',
    )
  })

  it('holds a user to ten builds queued or running; a cancel makes room', async () => {
    const big = {
      contestGroupId: slateId,
      count: 150,
      settings: { general: { diversification: 20 } },
    }
    const admitted = await Promise.all(
      Array.from({ length: 10 }, () => post('/optimizer/builds/', big)),
    )
    expect(admitted.map((response) => response.statusCode)).toEqual(Array(10).fill(202))
    const refused = await post('/optimizer/builds/', big)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(errors.tooManyActiveJobs(10, 'builds'))
    const ids = admitted.map((response) => response.json<Build>().buildId)
    await post(`/optimizer/builds/${ids[9] ?? ''}/cancel/`)
    const next = await post('/optimizer/builds/', big)
    expect(next.statusCode).toBe(202)
    for (const buildId of [...ids, next.json<Build>().buildId]) {
      await post(`/optimizer/builds/${buildId}/cancel/`)
      await waitFor(buildId)
    }
  })

  it('exports the upload CSV and fills a DKEntries file', async () => {
    const build = await waitFor((await start({ count: 3 })).buildId)
    const upload = await get(`/optimizer/builds/${build.buildId}/upload.csv`)
    expect(upload.headers['content-type']).toMatch(/^text\/csv/)
    const [header, ...rows] = upload.body.trim().split('\n')
    expect(header).toBe('QB,RB,RB,WR,WR,WR,TE,FLEX,DST')
    expect(rows).toEqual(build.lineups.map((lineup) => lineup.players.map((p) => p.id).join(',')))

    const entries = [
      'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions',
      '4401,NFL $5 Main,9001,$5,,,,,,,,,,,1. Column A',
      '4402,NFL $5 Main,9001,$5,,,,,,,,,,,',
      ',,,,,,,,,,,,,,Position,Name + ID',
    ].join('\n')
    const filled = await post(`/optimizer/builds/${build.buildId}/dk-entries/`, { csv: entries })
    expect(filled.statusCode).toBe(200)
    const lines = filled.body.trim().split('\n')
    expect(lines).toHaveLength(3)
    const firstName = build.lineups[0]?.players[0]
    expect(lines[1]).toMatch(new RegExp(`^4401,NFL \\$5 Main,9001,\\$5,.+\\(${firstName?.id}\\)`))

    const notEntries = await post(`/optimizer/builds/${build.buildId}/dk-entries/`, {
      csv: 'a,b\n1,2',
    })
    expect(notEntries.statusCode).toBe(400)

    // A large entries file (3 MB, a few thousand entries) is read, not refused for its size.
    const manyEntries = [
      entries,
      ...Array.from({ length: 40_000 }, (_, n) => `${5000 + n},NFL $5 Main,9001,$5,,,,,,,,,,,`),
    ].join('\n')
    expect(manyEntries.length).toBeGreaterThan(1_048_576)
    const large = await post(`/optimizer/builds/${build.buildId}/dk-entries/`, { csv: manyEntries })
    expect(large.statusCode).not.toBe(413)
  })

  it('neutralises formulas from the uploaded entries file in the filled DKEntries download', async () => {
    const build = await waitFor((await start({ count: 1 })).buildId)
    const entries = [
      'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST',
      '4401,"=HYPERLINK(""http://x"",""win"")",9001,@SUM(A1),,,,,,,,,',
      '4402,-2+3,9001,-5,,,,,,,,,',
    ].join('\n')
    const filled = await post(`/optimizer/builds/${build.buildId}/dk-entries/`, { csv: entries })
    expect(filled.statusCode).toBe(200)
    const [, first, second] = filled.body.trim().split('\n')
    expect(first).toMatch(
      /^4401,"'=HYPERLINK\(""http:\/\/x"",""win""\)",9001,'@SUM\(A1\),[^,]+ \(\d+\),/,
    )
    expect(second).toMatch(/^4402,'-2\+3,9001,-5,/)
  })

  it('builds valid FanDuel single-game lineups: an MVP at 1.5× points, his salary as listed, four FLEX', async () => {
    const singleGame = async (sourceId: number, sportId: number) => {
      const [slate] = await t.database.db
        .select({ id: contestGroups.contestGroupId })
        .from(contestGroups)
        .where(
          and(
            eq(contestGroups.sportId, sportId),
            eq(contestGroups.sourceId, sourceId),
            eq(contestGroups.variant, 'showdown'),
          ),
        )
        .limit(1)
      if (slate === undefined) throw new Error(`no single-game slate on site ${sourceId}`)
      return slate.id
    }
    for (const [sportId, formatKey, slots, salaryMultiplier] of [
      [1, 'fd-nfl-mvp', ['MVP', 'FLEX', 'FLEX', 'FLEX', 'FLEX'], 1],
      [2, 'fd-nba-mvp', ['MVP', 'UTIL', 'UTIL', 'UTIL', 'UTIL', 'UTIL'], 1.5],
    ] as const) {
      const contestGroupId = await singleGame(3, sportId)
      const fdPool = (await get(`/optimizer/pool/?contest_group_id=${contestGroupId}`)).json<Pool>()
      expect([fdPool.formatKey, fdPool.slots]).toEqual([formatKey, slots])
      const started = await post('/optimizer/builds/', { contestGroupId, count: 3 })
      expect(started.statusCode).toBe(202)
      const build = await waitFor(started.json<Build>().buildId)
      expect(build.status).toBe('done')
      expect(build.lineups).toHaveLength(3)
      for (const lineup of build.lineups) {
        expect(lineup.players.map((player) => player.slot)).toEqual(slots)
        const ids = lineup.players.map((player) => player.id)
        expect(new Set(ids).size).toBe(slots.length)
        const listed = lineup.players.map(
          (player) =>
            fdPool.players.find((row) => row.id === player.id) ?? { salary: 0, projection: 0 },
        )
        const [mvp, ...flex] = listed
        const salary =
          (mvp?.salary ?? 0) * salaryMultiplier + flex.reduce((sum, row) => sum + row.salary, 0)
        const points =
          (mvp?.projection ?? 0) * 1.5 + flex.reduce((sum, row) => sum + row.projection, 0)
        expect(lineup.salary).toBeCloseTo(salary, 0)
        expect(lineup.salary).toBeLessThanOrEqual(60_000)
        expect(lineup.projection).toBeCloseTo(points, 0)
      }
    }
  })

  it('keeps builds to their user', async () => {
    const other = await signInAs(t.app, 'admin@slatelab.test')
    const [mine] = (await get('/optimizer/builds/')).json<Build[]>()
    expect((await get(`/optimizer/builds/${mine?.buildId}/`, other)).statusCode).toBe(404)
    expect((await get('/optimizer/builds/', other)).json()).toEqual([])
  })

  // Last: it closes the app.
  it('ends progress streams on shutdown at once and marks unfinished builds interrupted', async () => {
    const started = await start({ count: 150, settings: { general: { diversification: 30 } } })
    const stream = t.app.inject({
      url: `/svc/optimizer/builds/${started.buildId}/events`,
      headers: authHeaders(subscriber),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const closing = Date.now()
    await t.app.close()
    const events = await stream
    expect(Date.now() - closing).toBeLessThan(5_000)
    expect(events.body).toMatch(/^event: progress/)
    const [row] = await t.database.db
      .select()
      .from(optimizerBuilds)
      .where(eq(optimizerBuilds.buildId, started.buildId))
    expect(row).toMatchObject({ status: 'interrupted', error: 'Interrupted by a server shutdown' })
  })
})
