import { moneylineChange } from '@slatelab/engine/betting/betting-lines'
import {
  plateIqVegasRoute,
  vegasLinesRoute,
  type BettingLineEvent,
} from '@slatelab/contract/vegas.contract'
import { isoDate } from '@slatelab/domain/units'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { venueFactsOf } from './venue-facts'

const demoDay = isoDate('2026-11-22')

type Quoted<T> = { readonly [K in keyof T]-?: NonNullable<T[K]> }
type Market<K extends keyof BettingLineEvent> = Quoted<NonNullable<BettingLineEvent[K]>>

/** A row with every market quoted, as the demo world's are (imported files may lack some). */
type DemoRow = Omit<BettingLineEvent, 'gameSpread' | 'moneyline' | 'overUnder' | 'vegasRuns'> & {
  readonly gameSpread: Market<'gameSpread'>
  readonly moneyline: Market<'moneyline'>
  readonly overUnder: Market<'overUnder'>
  readonly vegasRuns: Market<'vegasRuns'>
}

const quotesEverything = (row: BettingLineEvent): row is DemoRow =>
  row.gameSpread?.pct != null &&
  row.gameSpread.juice !== null &&
  row.moneyline?.pct != null &&
  row.overUnder?.pct != null &&
  row.overUnder.juice !== null &&
  row.vegasRuns !== null

const linesOf = async (t: TestApp, sportId: 1 | 2 | 4, contestGroupId?: number) => {
  const answer = await callRoute(t.app, vegasLinesRoute, {
    params: { sportId, date: demoDay },
    query: contestGroupId === undefined ? {} : { contestGroupId },
  })
  expect(answer.statusCode).toBe(200)
  const rows = answer.body as readonly BettingLineEvent[]
  // The demo world quotes every market of every game.
  expect(rows.every(quotesEverything)).toBe(true)
  return rows.filter(quotesEverything)
}

/** The rows of each game, home first. */
const games = (rows: readonly DemoRow[]) => {
  const pairs: [DemoRow, DemoRow][] = []
  for (let index = 0; index < rows.length; index += 2) {
    pairs.push([rows[index] as DemoRow, rows[index + 1] as DemoRow])
  }
  return pairs
}

describe('the vegas-lines call', () => {
  let t: TestApp
  beforeAll(async () => {
    // Noon ET on Sunday 22 November 2026, an hour before the NFL's early games.
    t = await createTestApp({ world: true })
  })
  afterAll(() => t.close())

  it('gives a home row and a visitor row per game, in start order, telling the same game', async () => {
    const rows = await linesOf(t, 1)
    expect(rows.length).toBeGreaterThanOrEqual(20)
    const starts = rows.map((row) => row.eventDateTime)
    expect(starts).toEqual(starts.toSorted())
    for (const [home, visitor] of games(rows)) {
      expect([home.isHome, visitor.isHome]).toEqual([true, false])
      expect(visitor.eventId).toBe(home.eventId)
      expect([visitor.teamId, visitor.opposingTeamId]).toEqual([home.opposingTeamId, home.teamId])
      expect(visitor.overUnder).toEqual(home.overUnder)
      expect(visitor.gameSpread.current).toBe(-home.gameSpread.current || 0)
      expect(home.gameSpread.pct + visitor.gameSpread.pct).toBe(100)
    }
  })

  it('gives no-vig win probabilities that sum to 1 and favour the moneyline favourite', async () => {
    for (const sportId of [1, 2, 4] as const) {
      for (const [home, visitor] of games(await linesOf(t, sportId))) {
        expect(home.moneyline.winProbability + visitor.moneyline.winProbability).toBeCloseTo(1, 3)
        if (home.moneyline.current < visitor.moneyline.current) {
          expect(home.moneyline.winProbability).toBeGreaterThan(0.5)
        }
      }
    }
  })

  it('gives implied totals that sum to the game total and differ by the spread (NFL, NBA)', async () => {
    for (const sportId of [1, 2] as const) {
      for (const [home, visitor] of games(await linesOf(t, sportId))) {
        expect(home.vegasRuns.current + visitor.vegasRuns.current).toBeCloseTo(
          home.overUnder.current,
          1,
        )
        expect(visitor.vegasRuns.current - home.vegasRuns.current).toBeCloseTo(
          home.gameSpread.current,
          1,
        )
        expect(home.vegasRuns.diff).toBeCloseTo(home.vegasRuns.current - home.vegasRuns.open, 2)
      }
    }
  })

  it('gives NHL implied goals from the moneyline: the favourite expects more than its puck line says', async () => {
    for (const [home, visitor] of games(await linesOf(t, 4))) {
      expect(home.vegasRuns.current + visitor.vegasRuns.current).toBeCloseTo(
        home.overUnder.current,
        1,
      )
      const homeFavoured = home.moneyline.winProbability > 0.5
      expect(home.vegasRuns.current > visitor.vegasRuns.current).toBe(homeFavoured)
    }
  })

  it('shows the lines posted so far: open to now, change = current − open, range over the moves', async () => {
    const now = t.clock.now.getTime()
    for (const row of await linesOf(t, 1)) {
      const minutesToStart = (Date.parse(row.eventDateTime) - now) / 60_000
      const [first, last] = [row.movement[0], row.movement.at(-1)]
      expect(last?.minutesBefore).toBeGreaterThanOrEqual(Math.min(minutesToStart, 30))
      expect(row.gameSpread.open).toBe(first?.spread)
      expect(row.gameSpread.current).toBe(last?.spread)
      expect(row.gameSpread.change).toBeCloseTo(row.gameSpread.current - row.gameSpread.open, 2)
      expect(row.moneyline.change).toBe(moneylineChange(row.moneyline.open, row.moneyline.current))
      expect(row.overUnder.change).toBeCloseTo(row.overUnder.current - row.overUnder.open, 2)
      const totals = row.movement.map((snapshot) => snapshot.total ?? Number.NaN)
      expect(row.overUnder.range).toEqual({ low: Math.min(...totals), high: Math.max(...totals) })
    }
  })

  it('gives outdoor games a forecast with the wind direction and says so for domes', async () => {
    const rows = await linesOf(t, 1)
    const domes = rows.filter((row) => row.isHome && venueFactsOf(1, row.teamShort).roof === 'dome')
    expect(domes.length).toBeGreaterThan(0)
    for (const row of domes) {
      expect(row.weather).toMatchObject({ isDome: true, temperatureF: null })
      expect(row.stadium).toMatch(/, dome$/)
    }
    const outdoor = rows.filter((row) => !row.weather.isDome)
    expect(outdoor.length).toBeGreaterThan(0)
    for (const row of outdoor) {
      expect(row.weather.windDirection).toMatch(/^(N|NE|E|SE|S|SW|W|NW)$/)
      expect(row.weather.temperatureF).toEqual(expect.any(Number))
    }
    for (const row of await linesOf(t, 2)) expect(row.weather.isDome).toBe(true)
  })

  it('marks division games from the catalogue', async () => {
    const rows = await linesOf(t, 1)
    expect(rows.some((row) => row.isDivisionGame)).toBe(true)
    for (const row of rows.filter((candidate) => candidate.isDivisionGame)) {
      expect(row.isConferenceGame).toBe(true)
    }
  })

  it('gives a slate’s games only, and All Games every game of the slate window', async () => {
    const [draftKings] = (await t.app.inject({ url: '/api/sourcedata/1/11_22_2026' })).json()
    const slate = draftKings.contestGroups[0]
    const rows = await linesOf(t, 1, slate.contestGroupId)
    expect([...new Set(rows.map((row) => row.eventId))]).toEqual(slate.events)
    const all = new Set((await linesOf(t, 1, 0)).map((row) => row.eventId))
    for (const eventId of slate.events) expect(all.has(eventId)).toBe(true)
  })

  it('refuses an unknown slate, a slate of another sport and a bad date', async () => {
    const [draftKings] = (await t.app.inject({ url: '/api/sourcedata/1/11_22_2026' })).json()
    const nflSlate = draftKings.contestGroups[0].contestGroupId
    for (const url of [
      `/api/sportevents/1/2026-11-22/vegas-lines/?contestGroupId=999`,
      `/api/sportevents/2/2026-11-22/vegas-lines/?contestGroupId=${nflSlate}`,
    ]) {
      const response = await t.app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toMatch(/^Unknown slate \d+$/)
    }
    const badDate = await t.app.inject({ url: '/api/sportevents/1/11-22-2026/vegas-lines/' })
    expect(badDate.statusCode).toBe(400)
    expect(badDate.json().message).toMatch(/^params\.date: /)
    const badSlate = await t.app.inject({
      url: '/api/sportevents/1/2026-11-22/vegas-lines/?contestGroupId=-1',
    })
    expect(badSlate.statusCode).toBe(400)
    expect(badSlate.json().message).toMatch(/^querystring\.contestGroupId: /)
  })

  it('is cached for 300 s', async () => {
    const url = '/api/sportevents/4/2026-11-22/vegas-lines/'
    await t.app.inject({ url })
    const second = await t.app.inject({ url })
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.headers['cache-control']).toBe('public, no-cache')
  })

  it('answers PlateIQ’s MLB call beside the sport route (no MLB games in November)', async () => {
    const answer = await callRoute(t.app, plateIqVegasRoute, { params: { date: demoDay } })
    expect(answer).toEqual({ statusCode: 200, body: [] })
    const nflOnSportThree = await t.app.inject({
      url: '/api/sportevents/3/2026-11-22/vegas-lines/',
    })
    expect(nflOnSportThree.statusCode).toBe(200)
  })
})
