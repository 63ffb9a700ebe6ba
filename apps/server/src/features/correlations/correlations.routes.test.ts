import {
  correlationPairRoute,
  correlationsRoute,
  correlationViewsRoute,
  saveCorrelationViewRoute,
  type CorrelationView,
} from '@slatelab/contract/correlations.contract'
import { sportIds } from '@slatelab/domain/sports'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf, RouteContract } from '@slatelab/contract/define-route'
import { callRoute, type RouteAnswer } from '../../testing/call-route'
import {
  authHeaders,
  createTestApp,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app'
import { systemViewsOf } from './system-views'

const goalieView = (): CorrelationView => {
  const [view] = systemViewsOf(sportIds.NHL)
  if (view === undefined) throw new Error('No NHL system view')
  return view
}

const withLocation = (view: CorrelationView, stringValue: string | null): CorrelationView => ({
  ...view,
  filters: view.filters.map((filter) =>
    filter.filterType === 'location' ? { ...filter, stringValue } : filter,
  ),
})

// The G row's column of teammate skaters.
const goalieSkaters = (data: readonly { sampleSizes: readonly number[] }[]) =>
  data[0]?.sampleSizes[1] ?? 0

const okBody = <C extends RouteContract>(contract: C, answer: RouteAnswer<C>): ResponseOf<C> => {
  expect(answer.statusCode).toBe(contract.status)
  return answer.body as ResponseOf<C>
}

describe('correlations routes', () => {
  let t: TestApp
  let free: SignedIn
  let admin: SignedIn
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    free = await signInAs(t.app, 'free@slatelab.test')
    admin = await signInAs(t.app, 'admin@slatelab.test')
  }, 120_000)
  afterAll(() => t.close())

  it('answers a result row per view row, a value per column, from the demo world’s games', async () => {
    const view = goalieView()
    const { Data } = okBody(
      correlationsRoute,
      await callRoute(t.app, correlationsRoute, { body: view }),
    )
    expect(Data.map((row) => row.propertyName)).toEqual(['G', 'S'])
    const [goalie] = Data
    expect(goalie?.correlationValues).toHaveLength(view.columns.length)
    expect(goalie?.percentiles).toHaveLength(view.columns.length)
    // Goalies against the skaters who shoot at them: negative, from hundreds of games.
    const opposingSkaters = view.columns.findIndex(
      (column) => column.correlationItemType === 'opponent' && column.propertyName === 'S',
    )
    expect(goalie?.sampleSizes[opposingSkaters]).toBeGreaterThan(200)
    expect(goalie?.correlationValues[opposingSkaters]).toBeLessThan(0)
    // A goalie and his own team's goalie never play one game.
    expect(goalie?.correlationValues[0]).toBeNull()
  })

  it('home only keeps the home anchors: home and away split the sample in halves', async () => {
    const sizeOf = async (location: string | null) => {
      const answer = await callRoute(t.app, correlationsRoute, {
        body: withLocation(goalieView(), location),
      })
      return goalieSkaters(okBody(correlationsRoute, answer).Data)
    }
    const all = await sizeOf(null)
    const home = await sizeOf('home')
    const away = await sizeOf('away')
    expect(home + away).toBe(all)
    expect(home / all).toBeGreaterThan(0.45)
    expect(home / all).toBeLessThan(0.55)
  })

  it('a date range outside the stored games leaves every cell empty', async () => {
    const view = goalieView()
    const answer = await callRoute(t.app, correlationsRoute, {
      body: {
        ...view,
        filters: view.filters.map((filter) =>
          filter.filterType === 'dateRange'
            ? { ...filter, startDate: '2012-01-01', endDate: '2012-12-31' }
            : filter,
        ),
      } as CorrelationView,
    })
    const { Data } = okBody(correlationsRoute, answer)
    expect(Data.flatMap((row) => row.sampleSizes).every((n) => n === 0)).toBe(true)
  })

  it('refuses a fourth custom filter and an unknown condition property, naming the field', async () => {
    const view = goalieView()
    const custom = (index: number) => ({
      ...view.filters[0],
      correlationFilterId: 90 + index,
      filterName: `Custom ${index}`,
      filterType: 'custom' as const,
      propertyName: 'total',
      stringValue: 'greater than',
      numberValue1: 5,
      active: true,
    })
    const tooMany = await callRoute(t.app, correlationsRoute, {
      body: { ...view, filters: [...view.filters, ...[1, 2, 3, 4].map(custom)] } as CorrelationView,
    })
    expect(tooMany.statusCode).toBe(400)
    expect(JSON.stringify(tooMany.body)).toContain('filters')
    const unknown = await callRoute(t.app, correlationsRoute, {
      body: {
        ...view,
        filters: [{ ...custom(1), propertyName: 'salary' }],
      } as CorrelationView,
    })
    expect(unknown.statusCode).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain('propertyName')
  })

  it('answers the games behind a cell for the drill-down, as many as the cell counts', async () => {
    const view = goalieView()
    const matrix = okBody(
      correlationsRoute,
      await callRoute(t.app, correlationsRoute, { body: view }),
    )
    const column = view.columns[3]
    const row = view.rows[0]
    const answer = await callRoute(t.app, correlationPairRoute, {
      body: {
        view,
        rowItemId: row?.correlationItemId ?? 0,
        columnItemId: column?.correlationItemId ?? 0,
      },
    })
    const { Data } = okBody(correlationPairRoute, answer)
    expect(Data).toHaveLength(matrix.Data[0]?.sampleSizes[3] ?? -1)
    expect(Data[0]?.date).toMatch(/^2026-11-/)
    const missing = await callRoute(t.app, correlationPairRoute, {
      body: { view, rowItemId: 999, columnItemId: 1 },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('correlates two players over the games both played', async () => {
    // Two NHL teammates who played together most: the skater pair with the most shared games.
    const shared = (await t.database.db.execute(sql`
      select a.player_id as a, b.player_id as b, count(*)::int as games
      from player_game_stats a
      join player_game_stats b on b.event_id = a.event_id and b.player_id > a.player_id
      join players pa on pa.player_id = a.player_id
      join players pb on pb.player_id = b.player_id
      where pa.sport_id = 4 and pa.team_id = pb.team_id
      group by 1, 2 order by 3 desc, 1, 2 limit 1`)) as unknown as {
      readonly rows: readonly { a: number; b: number; games: number }[]
    }
    const pair = shared.rows[0]
    if (pair === undefined) throw new Error('No NHL teammates')
    const player = (id: number, playerId: number) => ({
      correlationItemId: id,
      correlationItemType: 'player' as const,
      propertyHeader: `Player ${playerId}`,
      propertyName: String(playerId),
    })
    const view = {
      ...goalieView(),
      viewType: 'players' as const,
      rows: [player(1, pair.a)],
      columns: [player(2, pair.b), { ...player(3, pair.a) }],
      filters: [],
    }
    const { Data } = okBody(
      correlationsRoute,
      await callRoute(t.app, correlationsRoute, {
        body: { ...view, filters: [] } as CorrelationView,
      }),
    )
    // The second column is the player himself: no pair.
    expect(Data[0]?.sampleSizes).toEqual([pair.games, 0])
    const points = okBody(
      correlationPairRoute,
      await callRoute(t.app, correlationPairRoute, {
        body: { view: view as CorrelationView, rowItemId: 1, columnItemId: 2 },
      }),
    )
    expect(points.Data).toHaveLength(pair.games)
    const notAnId = await callRoute(t.app, correlationsRoute, {
      body: { ...view, rows: [{ ...player(1, pair.a), propertyName: 'QB' }] } as CorrelationView,
    })
    expect(notAnId.statusCode).toBe(400)
    expect(JSON.stringify(notAnId.body)).toContain('propertyName')
  })

  it('lists the system views of a sport, then the caller’s own, and saves them per user', async () => {
    const listed = await callRoute(
      t.app,
      correlationViewsRoute,
      { params: { sportId: sportIds.NFL } },
      authHeaders(free),
    )
    const { Views } = okBody(correlationViewsRoute, listed)
    expect(Views.map((view) => view.viewName)).toEqual(['Stacks', 'Bring-backs', 'Game stacks'])
    const [stacks] = Views
    if (stacks === undefined) throw new Error('No Stacks view')
    const saved = await callRoute(
      t.app,
      saveCorrelationViewRoute,
      { body: { ...stacks, correlationViewId: 0, viewName: 'My stacks' } },
      authHeaders(free),
    )
    const savedView = okBody(saveCorrelationViewRoute, saved)
    expect(savedView.correlationViewId).toBeGreaterThanOrEqual(1000)
    expect(savedView.isSystem).toBe(false)

    const renamed = await callRoute(
      t.app,
      saveCorrelationViewRoute,
      { body: { ...savedView, viewName: 'Stacks, home' } },
      authHeaders(free),
    )
    expect(renamed.statusCode).toBe(200)
    const mine = await callRoute(
      t.app,
      correlationViewsRoute,
      { params: { sportId: sportIds.NFL } },
      authHeaders(free),
    )
    expect(okBody(correlationViewsRoute, mine).Views.map((view) => view.viewName)).toEqual([
      'Stacks',
      'Bring-backs',
      'Game stacks',
      'Stacks, home',
    ])
    // Another user neither sees nor overwrites it.
    const theirs = await callRoute(
      t.app,
      correlationViewsRoute,
      { params: { sportId: sportIds.NFL } },
      authHeaders(admin),
    )
    expect(okBody(correlationViewsRoute, theirs).Views).toHaveLength(3)
    const overwrite = await callRoute(
      t.app,
      saveCorrelationViewRoute,
      { body: { ...savedView, viewName: 'Taken' } },
      authHeaders(admin),
    )
    expect(overwrite.statusCode).toBe(404)
  })

  it('keeps system views read-only and the views behind a sign-in', async () => {
    const system = await callRoute(
      t.app,
      saveCorrelationViewRoute,
      { body: goalieView() },
      authHeaders(free),
    )
    expect(system.statusCode).toBe(403)
    const signedOut = await callRoute(t.app, correlationViewsRoute, {
      params: { sportId: sportIds.NFL },
    })
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.body).toMatchObject({ message: 'Missing bearer token or session token' })
  })

  it('refuses a sport id that is not one, naming the field', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v2/correlations/views/77/',
      headers: authHeaders(free),
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain('sportId')
  })

  it('reads NBA starters from the box scores: PG–C teammates and PGs against each other', async () => {
    const [teammates, matchups] = systemViewsOf(sportIds.NBA)
    expect([teammates?.viewName, matchups?.viewName]).toEqual(['Teammates', 'Position matchups'])
    if (teammates === undefined || matchups === undefined) return
    const minimum = (view: CorrelationView): CorrelationView => ({
      ...view,
      filters: view.filters.map((filter) =>
        filter.filterType === 'minGames' ? { ...filter, numberValue1: 5 } : filter,
      ),
    })
    const team = okBody(
      correlationsRoute,
      await callRoute(t.app, correlationsRoute, { body: minimum(teammates) }),
    ).Data
    const pg = team.find((row) => row.propertyName === 'PG')
    const centre = teammates.columns.findIndex((column) => column.propertyName === 'C')
    // One starting PG and one starting C per team-game of the store's NBA nights.
    expect(pg?.sampleSizes[centre]).toBeGreaterThan(10)
    expect(pg?.correlationValues[centre]).not.toBeNull()
    // A starter never pairs with himself.
    expect(pg?.sampleSizes[0]).toBe(0)
    const opposing = okBody(
      correlationsRoute,
      await callRoute(t.app, correlationsRoute, { body: minimum(matchups) }),
    ).Data
    expect(opposing[0]?.sampleSizes[0]).toBe((pg?.sampleSizes[centre] ?? 0) / 2)
  })
})
