import {
  adpRoute,
  cheatsheetsRoute,
  deleteCheatsheetRoute,
  nflWeeksRoute,
  saveCheatsheetRoute,
  seasonProjectionsRoute,
  survivorOddsRoute,
  tieredRankingsRoute,
  weeklyProjectionsRoute,
  type ProjectionRow,
} from '@slatelab/contract/season-long.contract'
import { cheatsheetSettingsSchema } from '@slatelab/domain/entities/cheatsheet'
import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf, RouteContract } from '@slatelab/contract/define-route'
import { callRoute, type RouteAnswer } from '../../testing/call-route'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../../testing/test-app'
import { storeFixtureSeason } from './season-long-fixture'
import { replaceStatLines, upsertSeasonPlayers } from './season-long-repository'

// Saturday of week 1 (Eastern): the first week's closing lines are in.
const now = new Date('2026-09-12T16:00:00Z')

const ok = <C extends RouteContract>(answer: RouteAnswer<C>): ResponseOf<C> => {
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body))
  return answer.body as ResponseOf<C>
}

describe('the season-long calls', () => {
  let t: TestApp
  let subscriber: Record<string, string>
  let free: Record<string, string>
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ now })
    await storeFixtureSeason(t.database.db)
    subscriber = authHeaders(await signInAs(t.app, 'subscriber@slatelab.test'))
    free = authHeaders(await signInAs(t.app, 'free@slatelab.test'))
    admin = authHeaders(await signInAs(t.app, 'admin@slatelab.test'))
  }, 120_000)
  afterAll(() => t.close())

  const sportQuery = { sport_id: 1 } as const
  const gatedCalls = [
    (h: Record<string, string>) => callRoute(t.app, cheatsheetsRoute, { query: sportQuery }, h),
    (h: Record<string, string>) =>
      callRoute(t.app, saveCheatsheetRoute, { query: sportQuery, body: {} }, h),
    (h: Record<string, string>) =>
      callRoute(
        t.app,
        deleteCheatsheetRoute,
        { query: { sport_id: 1, cheatsheet_id: 999_999 } },
        h,
      ),
    (h: Record<string, string>) =>
      callRoute(
        t.app,
        adpRoute,
        { params: { adpSite: 'superdraft', yyyymmdd: '20260810', projectionSource: 'fl' } },
        h,
      ),
    (h: Record<string, string>) =>
      callRoute(
        t.app,
        seasonProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'ppr', expert_name: 'fl' }, body: null },
        h,
      ),
    (h: Record<string, string>) =>
      callRoute(
        t.app,
        weeklyProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'ppr', expert_name: 'fl', week: 1 }, body: null },
        h,
      ),
    (h: Record<string, string>) =>
      callRoute(t.app, survivorOddsRoute, { params: { year: 2026 }, query: {} }, h),
  ]

  it('refuses every gated call without tokens (401) and without NFLSeasonLong (403)', async () => {
    for (const call of gatedCalls) {
      const anonymous = await call({})
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.body).toMatchObject({ message: errors.missingTokens })
      const refused = await call(free)
      expect(refused.statusCode).toBe(403)
      expect(refused.body).toMatchObject({ message: errors.productRequired('NFLSeasonLong') })
    }
  })

  it('serves every gated call to a subscriber', async () => {
    const statuses = []
    for (const call of gatedCalls) statuses.push((await call(subscriber)).statusCode)
    // The delete names a sheet nobody saved: the subscriber passes the gate and meets the 404.
    expect(statuses).toEqual([200, 200, 404, 200, 200, 200, 200])
  })

  it('refuses cheatsheet names with control characters or unpaired surrogates', async () => {
    for (const cheatsheetName of ['Home\u0000league', 'Home\u001b[31m', 'Home\udc00']) {
      const refused = await callRoute(
        t.app,
        saveCheatsheetRoute,
        { query: sportQuery, body: { cheatsheetName } },
        admin,
      )
      expect(refused.statusCode, JSON.stringify(cheatsheetName)).toBe(400)
    }
  })

  it('saves, lists, replaces and deletes a cheatsheet, each user seeing only his own', async () => {
    const saved = ok(
      await callRoute(
        t.app,
        saveCheatsheetRoute,
        { query: sportQuery, body: { cheatsheetName: 'Home league', teamCount: 10 } },
        admin,
      ),
    )
    const settings = cheatsheetSettingsSchema.parse(JSON.parse(saved.settings))
    expect(settings).toMatchObject({
      cheatsheetName: 'Home league',
      teamCount: 10,
      auctionBudget: 200,
    })
    expect(settings.roster.bench).toBe(6)
    const listed = ok(await callRoute(t.app, cheatsheetsRoute, { query: sportQuery }, admin))
    expect(listed.cheatsheets.map((sheet) => sheet.cheatsheetId)).toEqual([saved.cheatsheetId])
    const others = ok(await callRoute(t.app, cheatsheetsRoute, { query: sportQuery }, subscriber))
    expect(others.cheatsheets.some((sheet) => sheet.cheatsheetId === saved.cheatsheetId)).toBe(
      false,
    )

    const replaced = ok(
      await callRoute(
        t.app,
        saveCheatsheetRoute,
        {
          query: sportQuery,
          body: { cheatsheetId: saved.cheatsheetId, cheatsheetName: 'Renamed' },
        },
        admin,
      ),
    )
    expect(replaced.cheatsheetId).toBe(saved.cheatsheetId)
    const stolen = await callRoute(
      t.app,
      deleteCheatsheetRoute,
      { query: { sport_id: 1, cheatsheet_id: saved.cheatsheetId } },
      subscriber,
    )
    expect(stolen).toMatchObject({
      statusCode: 404,
      body: { message: 'Failed to delete cheatsheet settings: 404' },
    })
    ok(
      await callRoute(
        t.app,
        deleteCheatsheetRoute,
        { query: { sport_id: 1, cheatsheet_id: saved.cheatsheetId } },
        admin,
      ),
    )
    const after = ok(await callRoute(t.app, cheatsheetsRoute, { query: sportQuery }, admin))
    expect(after.cheatsheets).toEqual([])
  })

  it('refuses bad settings naming the field, and a sport other than football', async () => {
    const bad = await callRoute(
      t.app,
      saveCheatsheetRoute,
      { query: sportQuery, body: { teamCount: 0 } },
      subscriber,
    )
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('teamCount')
    const otherSport = await callRoute(
      t.app,
      cheatsheetsRoute,
      { query: { sport_id: 2 } as unknown as { sport_id: 1 } },
      subscriber,
    )
    expect(otherSport.statusCode).toBe(400)
  })

  it('ranks a site’s ADP against the other sites, with the 7-day change of the market rank', async () => {
    const rows = ok(
      await callRoute(
        t.app,
        adpRoute,
        { params: { adpSite: 'superdraft', yyyymmdd: '20260810', projectionSource: 'ActionFL' } },
        subscriber,
      ),
    )
    expect(rows.map((row) => row.playerName)).toEqual([
      'Rory Cole',
      'Wes Dalton',
      'Quinn Archer',
      'Kai Ford',
    ])
    // Superdraft has him 3rd, Sleeper (the market) 2nd, and a week earlier Sleeper had him 4th.
    expect(rows[2]).toMatchObject({
      rankOverall: 3,
      rankPosition: 1,
      partnerRankOverall: 2,
      draftPositionDifferential: -1,
      partnerRankOverallChange7D: 2,
      projPts: 356,
      adp: 3.5,
    })
  })

  it('keys an expert’s season projections by the lower-cased name without “action”', async () => {
    const answer = ok(
      await callRoute(
        t.app,
        seasonProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'ppr', expert_name: 'ActionFL' }, body: null },
        subscriber,
      ),
    )
    const projections = answer['season-projections'].projections as Record<string, ProjectionRow[]>
    // 4,500 × 0.04 + 36 × 4 − 10 + 300 × 0.1 + 2 × 6 = 356.
    expect(projections.fl?.map((row) => [row.playerName, row.projPts])).toEqual([
      ['Quinn Archer', 356],
      ['Reid Bishop', 340],
      ['Wes Dalton', 320],
      ['Rory Cole', 314],
      ['Kai Ford', 212],
      ['Tate Ellis', 206],
    ])
    const consensus = ok(
      await callRoute(
        t.app,
        seasonProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'standard', expert_name: 'consensus' }, body: null },
        subscriber,
      ),
    )
    const rows = (consensus['season-projections'].projections as Record<string, ProjectionRow[]>)
      .consensus
    // The two experts' receiving lines averaged (1,450 yd, 9.5 TD), no reception points.
    expect(rows?.find((row) => row.playerName === 'Wes Dalton')?.projPts).toBe(145 + 57)
    // An expert with no lines: his key, an empty list.
    const nobody = ok(
      await callRoute(
        t.app,
        seasonProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'ppr', expert_name: 'ActionNobody' }, body: null },
        subscriber,
      ),
    )
    expect(nobody['season-projections'].projections).toEqual({ nobody: [] })
  })

  it('values a cheatsheet under its own scoring, roster, teams and budget', async () => {
    const body = cheatsheetSettingsSchema.parse({
      cheatsheetType: 'auction',
      scoringType: 'custom',
      expert: ['fl'],
      teamCount: 2,
      auctionBudget: 100,
      scoring: { receiving: { receptions: 2, yards: 0.1 } },
      roster: { qb: 1, rb: 1, wr: 1, te: 1, qb_rb_wr_te: 0, rb_wr_te: 0, k: 0, def: 0, bench: 0 },
    })
    const answer = ok(
      await callRoute(
        t.app,
        seasonProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'custom' }, body },
        subscriber,
      ),
    )
    const rows = answer['season-projections'].projections as ProjectionRow[]
    const wes = rows.find((row) => row.playerName === 'Wes Dalton')
    // 110 receptions × 2 + 1,500 yd × 0.1; two teams start two WRs and there is no third.
    expect(wes).toMatchObject({ projPts: 370, vbd: 370 })
    expect(rows[0]?.playerName).toBe('Wes Dalton')
    // The sheet's $200 (2 teams × $100) are all spent: the money above the $1 bids by value.
    const dollars = rows.reduce((sum, row) => sum + (row.auctionValue ?? 0), 0)
    expect(dollars).toBeCloseTo(200, 0)
    expect(wes?.auctionValue).toBeCloseTo(1 + (370 / 1000) * (200 - 6), 1)
    // Market ADP (superdraft and sleeper averaged, 8 August): Wes is first.
    expect(wes).toMatchObject({ adpRank: 1, valueVsAdp: 0 })
  })

  it('answers a week’s projections with the points scored', async () => {
    const answer = ok(
      await callRoute(
        t.app,
        weeklyProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'ppr', expert_name: 'fl', week: 1 }, body: null },
        subscriber,
      ),
    )
    const rows = answer.weeklyProjections.projections
    const wes = rows.find((row) => row.playerName === 'Wes Dalton')
    // His season (320 PPR points) ÷ 17 × 0.85 at Kansas City, within the lines' 0.01 rounding.
    expect(wes?.projPts).toBeCloseTo((320 / 17) * 0.85, 1)
    expect(wes?.actualPts).toBe(9 + 12 + 6)
    const kai = rows.find((row) => row.playerName === 'Kai Ford')
    expect(kai?.projPts).toBeCloseTo(212 / 17, 1)
    expect(kai?.actualPts).toBeNull()
  })

  it('lists the NFL weeks without credentials, marking the current one', async () => {
    const weeks = ok(await callRoute(t.app, nflWeeksRoute, {}))
    expect(weeks.map((week) => [week.week, week.isCurrent])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ])
    expect(weeks[0]).toMatchObject({ startDateId: 20260910, endDateId: 20260916, year: 2026 })
  })

  it('prices priced games from their closing moneylines and finds a path using no team twice', async () => {
    const odds = ok(
      await callRoute(t.app, survivorOddsRoute, { params: { year: 2026 }, query: {} }, subscriber),
    )
    const kc = odds.weeks[0]?.games.find((game) => game.team === 'KC')
    // −300 / +250: 0.75 and 0.2857 implied, normalised.
    expect(kc).toMatchObject({ source: 'moneyline', isHome: true })
    expect(kc?.winProbability).toBeCloseTo(0.75 / (0.75 + 100 / 350), 4)
    expect(odds.weeks[1]?.games.every((game) => game.source === 'rating')).toBe(true)
    const teams = odds.path.picks.map((pick) => pick.team)
    expect(teams).toHaveLength(3)
    expect(new Set(teams).size).toBe(3)
    const product = odds.path.picks.reduce((p, pick) => p * pick.winProbability, 1)
    expect(odds.path.survivalProbability).toBeCloseTo(product, 10)

    const withoutKc = ok(
      await callRoute(
        t.app,
        survivorOddsRoute,
        { params: { year: 2026 }, query: { used: 'KC' } },
        subscriber,
      ),
    )
    expect(withoutKc.used).toEqual(['KC'])
    expect(withoutKc.path.picks.some((pick) => pick.team === 'KC')).toBe(false)
  })

  it('serves tiered rankings without credentials, per position, empty for a season not stored', async () => {
    const all = ok(await callRoute(t.app, tieredRankingsRoute, { query: {} }))
    // Wes: 3rd and 3rd by the experts' PPR points, 1st in the imported ranking.
    const wes = all.Content.find((row) => row.playerName === 'Wes Dalton')
    expect(wes).toMatchObject({ experts: 3, bestRank: 1 })
    expect(all.Content[0]?.tier).toBe(1)
    const wideReceivers = ok(
      await callRoute(t.app, tieredRankingsRoute, { query: { position: 'WR' } }),
    )
    expect(wideReceivers.Content.map((row) => row.playerName)).toEqual(['Wes Dalton', 'Kai Ford'])
    const none = ok(await callRoute(t.app, tieredRankingsRoute, { query: { season: 2001 } }))
    expect(none.Content).toEqual([])
  })

  it('answers each failing call with its SPEC §8 text and status', async () => {
    const noSeason = 2001
    const failures = [
      [
        await callRoute(
          t.app,
          adpRoute,
          { params: { adpSite: 'superdraft', yyyymmdd: '20261340', projectionSource: 'fl' } },
          subscriber,
        ),
        'Failed to fetch ADP data: 400',
      ],
      [
        await callRoute(
          t.app,
          seasonProjectionsRoute,
          { query: { sport_id: 1, scoring_type: 'custom' }, body: null },
          subscriber,
        ),
        'Failed to fetch cheatsheet data: 400',
      ],
      [
        await callRoute(
          t.app,
          seasonProjectionsRoute,
          { query: { sport_id: 1, scoring_type: 'custom', season: noSeason }, body: {} },
          subscriber,
        ),
        'Failed to fetch cheatsheet data: 404',
      ],
      [
        await callRoute(
          t.app,
          seasonProjectionsRoute,
          { query: { sport_id: 1, scoring_type: 'ppr', season: noSeason }, body: null },
          subscriber,
        ),
        'Failed to fetch season projections: 404',
      ],
      [
        await callRoute(
          t.app,
          weeklyProjectionsRoute,
          {
            query: {
              sport_id: 1,
              scoring_type: 'ppr',
              expert_name: 'fl',
              week: 1,
              season: noSeason,
            },
            body: null,
          },
          subscriber,
        ),
        'Failed to fetch weekly projections: 404',
      ],
      [
        await callRoute(
          t.app,
          weeklyProjectionsRoute,
          {
            query: { sport_id: 1, scoring_type: 'custom', expert_name: 'fl', week: 1 },
            body: null,
          },
          subscriber,
        ),
        'Failed to fetch weekly projections: 400',
      ],
      [
        await callRoute(
          t.app,
          survivorOddsRoute,
          { params: { year: noSeason }, query: {} },
          subscriber,
        ),
        'Failed to fetch survivor data: 404',
      ],
      [
        await callRoute(
          t.app,
          saveCheatsheetRoute,
          { query: sportQuery, body: { cheatsheetId: 999_999, cheatsheetName: 'Not mine' } },
          subscriber,
        ),
        'Failed to save cheatsheet settings: 404',
      ],
      [
        await callRoute(
          t.app,
          deleteCheatsheetRoute,
          { query: { sport_id: 1, cheatsheet_id: 999_999 } },
          subscriber,
        ),
        'Failed to delete cheatsheet settings: 404',
      ],
    ] as const
    for (const [answer, text] of failures) {
      expect(answer.body).toMatchObject({ message: text })
      expect(answer.statusCode).toBe(Number(text.slice(-3)))
    }
  })

  it('rescores a week’s projections and points scored under a custom scoring', async () => {
    const body = cheatsheetSettingsSchema.parse({
      scoringType: 'custom',
      scoring: { receiving: { receptions: 2, yards: 0.1, tds: 6 } },
    })
    const answer = ok(
      await callRoute(
        t.app,
        weeklyProjectionsRoute,
        { query: { sport_id: 1, scoring_type: 'custom', expert_name: 'fl', week: 1 }, body },
        subscriber,
      ),
    )
    const wes = answer.weeklyProjections.projections.find((row) => row.playerName === 'Wes Dalton')
    // 9 catches × 2 + 120 yd × 0.1 + 1 TD × 6 = 36 (27 in PPR).
    expect(wes?.actualPts).toBe(36)
    // (110 × 2 + 1,500 × 0.1 + 10 × 6) ÷ 17 × 0.85 at Kansas City.
    expect(wes?.projPts).toBeCloseTo((430 / 17) * 0.85, 1)
  })

  describe('tiers of a larger season', () => {
    const year = 2020
    const byName = new Map<string, number>()
    beforeAll(async () => {
      const qbs = Array.from({ length: 14 }, (_, i) => ({ name: `QB ${i + 1}`, position: 'QB' }))
      const wrs = Array.from({ length: 40 }, (_, i) => ({ name: `WR ${i + 1}`, position: 'WR' }))
      const catchers = [
        { name: 'Slot Catcher', position: 'WR' },
        { name: 'Deep Threat', position: 'WR' },
      ]
      const players = [...qbs, ...wrs, ...catchers]
      const ids = await upsertSeasonPlayers(
        t.database.db,
        players.map((p) => ({ ...p, year, teamShort: 'KC', byeWeek: 7, idSource: 'world' })),
      )
      for (const p of players) byName.set(p.name, ids.get(`${p.name}|${p.position}`) ?? 0)
      const line = (name: string) => {
        const n = Number(name.split(' ')[1])
        // QB n: 400 − 5(n − 1) points; WR n: 300 − 4(n − 1), as yards alone.
        if (name.startsWith('QB')) return { passing: { yards: (400 - 5 * (n - 1)) * 25 } }
        if (name.startsWith('WR')) return { receiving: { yards: (300 - 4 * (n - 1)) * 10 } }
        // PPR 234 and 218; standard 114 and 168.
        return name === 'Slot Catcher'
          ? { receiving: { receptions: 120, yards: 900, tds: 4 } }
          : { receiving: { receptions: 50, yards: 1200, tds: 8 } }
      }
      await replaceStatLines(
        t.database.db,
        { year, expert: 'fl', weeks: [0] },
        players.map((p) => ({
          seasonPlayerId: byName.get(p.name) ?? 0,
          expert: 'fl',
          week: 0,
          stats: line(p.name),
        })),
      )
    })

    it('ranks the overall list by value over replacement, a position by points', async () => {
      const all = ok(await callRoute(t.app, tieredRankingsRoute, { query: { season: year } }))
      // QB 1 (400 points) is 60 above the 13th QB; WR 1 (300) is 144 above the 37th WR
      // (12 teams × 2 WRs + the 12 flex slots).
      expect(all.Content[0]?.playerName).toBe('WR 1')
      const qb1 = all.Content.findIndex((row) => row.playerName === 'QB 1')
      const wr2 = all.Content.findIndex((row) => row.playerName === 'WR 2')
      expect(qb1).toBeGreaterThan(wr2)
      const quarterbacks = ok(
        await callRoute(t.app, tieredRankingsRoute, { query: { season: year, position: 'QB' } }),
      )
      expect(quarterbacks.Content.slice(0, 3).map((row) => row.playerName)).toEqual([
        'QB 1',
        'QB 2',
        'QB 3',
      ])
    })

    it('ranks by the scoring type asked for', async () => {
      const order = async (scoring_type: 'ppr' | 'standard') =>
        ok(
          await callRoute(t.app, tieredRankingsRoute, {
            query: { season: year, position: 'WR', scoring_type },
          }),
        )
          .Content.filter(
            (row) => row.playerName === 'Slot Catcher' || row.playerName === 'Deep Threat',
          )
          .map((row) => row.playerName)
      expect(await order('ppr')).toEqual(['Slot Catcher', 'Deep Threat'])
      expect(await order('standard')).toEqual(['Deep Threat', 'Slot Catcher'])
    })
  })
})
