import { golfOutrightsRoute, type GolfOutrightEvent } from '@slatelab/contract/vegas.contract'
import { sportIds } from '@slatelab/domain/sports'
import { isoDate } from '@slatelab/domain/units'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { players } from '../../db/schema'
import { callRoute } from '../../testing/call-route'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { readFixture } from '../../testing/import-fixtures/import-fixtures'
import { parseGolfOutrights } from './golf-outrights-csv'
import { ImportError } from '../../csv/import-error'
import { importOdds } from './odds-import'

const fixture = () => readFixture('odds-golf-outrights.csv')

const refusal = (text: string, date: string | null = '2026-11-20') => {
  try {
    parseGolfOutrights(text, date === null ? undefined : isoDate(date))
  } catch (error) {
    if (error instanceof ImportError) return error.message
    throw error
  }
  return 'accepted'
}

describe('golf outrights file', () => {
  it('reads each golfer’s winner and top 5/10/20 odds; an empty top-N cell is not quoted', () => {
    const file = parseGolfOutrights(fixture(), isoDate('2026-11-20'))
    expect(file.golfers).toHaveLength(8)
    expect(file.golfers[0]).toEqual({
      line: 2,
      name: 'Cole Banner',
      prices: { winner: 450, top5: 100, top10: -190, top20: -480 },
    })
    expect(file.golfers[7]?.prices).toEqual({ winner: 25_000, top5: 5_000, top10: 1_800 })
  })

  it('refuses a bad file whole, naming the line and the column', () => {
    expect(refusal(fixture().replace('800.0,180.0', 'eight,180.0'))).toMatch(
      /line 3.*Tournament Winner.*expected a number, got "eight"/,
    )
    expect(refusal(fixture().replace('1400.0,300.0', '1400.0,30.0'))).toMatch(
      /line 4.*Top 5 Finish.*expected American odds/,
    )
    expect(refusal(`${fixture()}Ruben  Oakes,900,200,100,-200\n`)).toMatch(
      /line 10.*Name.*listed twice \(line 3\)/,
    )
    expect(refusal(fixture().replace('Marco Bell,10000.0', 'Marco Bell,'))).toMatch(
      /line 8.*Tournament Winner.*is empty/,
    )
    expect(refusal(fixture(), null)).toMatch(/--date/)
  })

  it('names every problem of the file at once', () => {
    const text = `${fixture()
      .replace('800.0,180.0', 'eight,180.0')
      .replace('1400.0,300.0', '1400.0,30.0')}Ruben  Oakes,900,200,100,-200\n`
    expect(refusal(text)).toBe(
      [
        '3 problems, nothing was imported:',
        'line 3, Tournament Winner: expected a number, got "eight"',
        'line 4, Top 5 Finish: expected American odds (+100 or more, −100 or less), got "30.0"',
        'line 10, Name: "Ruben  Oakes" is listed twice (line 3)',
      ].join('\n'),
    )
  })
})

describe('importing golf outrights', () => {
  let t: TestApp
  let demoGolfers: string[]
  beforeAll(async () => {
    // The demo world's golf event teed off on Thursday 2026-11-19.
    t = await createTestApp({ world: true })
    const rows = await t.database.db
      .select({ firstName: players.firstName, lastName: players.lastName })
      .from(players)
      .where(and(eq(players.sportId, sportIds.PGA), isNotNull(players.worldKey)))
      .orderBy(asc(players.playerId))
      .limit(2)
    demoGolfers = rows.map((row) => `${row.firstName} ${row.lastName}`)
  }, 180_000)
  afterAll(() => t.close())

  const outrights = async () => {
    const answer = await callRoute(t.app, golfOutrightsRoute, {
      params: { date: isoDate('2026-11-21') },
    })
    expect(answer.statusCode).toBe(200)
    return answer.body as readonly GolfOutrightEvent[]
  }

  it('puts the prices on the week’s event, matching stored golfers and creating the others', async () => {
    const text = `${fixture()}${demoGolfers.map((name) => `${name},3000,600,250,-120`).join('\n')}\n`
    const summary = await importOdds(t.database.db, text, { date: isoDate('2026-11-20') })
    expect(summary).toMatchObject({
      layout: 'golf-outrights',
      sportId: sportIds.PGA,
      eventsMatched: 1,
      eventsCreated: 0,
      snapshots: 4 * 10 - 1,
      golfers: { matched: 2, created: 8 },
    })
    const again = await importOdds(t.database.db, text, { date: isoDate('2026-11-20') })
    expect(again.golfers).toEqual({ matched: 10, created: 0 })
    const [event] = await outrights()
    expect(event?.golfers).toHaveLength(10)
    expect(event?.golfers[0]).toMatchObject({
      name: 'Cole Banner',
      winner: { odds: 450, impliedProbability: 0.1818 },
    })
    expect(event?.golfers.map((golfer) => golfer.name)).toEqual(expect.arrayContaining(demoGolfers))
  })

  it('gives no-vig win probabilities that sum to 1, top-N ones capped at certain', async () => {
    const [event] = await outrights()
    const golfers = event?.golfers ?? []
    const sum = (market: 'winner' | 'top5') =>
      golfers.reduce((total, golfer) => total + (golfer[market]?.noVigProbability ?? 0), 0)
    expect(sum('winner')).toBeCloseTo(1, 2)
    // Ten golfers: the favourites' top-5 shares pass 1 and are capped, so the sum falls short.
    expect(sum('top5')).toBeGreaterThan(4)
    expect(sum('top5')).toBeLessThanOrEqual(5)
    for (const golfer of golfers) {
      // One scale for the whole field: no-vig shares keep the odds' proportions.
      const ratio =
        (golfer.winner?.noVigProbability ?? 0) / (golfer.winner?.impliedProbability ?? 1)
      expect(ratio).toBeCloseTo(
        (golfers[0]?.winner?.noVigProbability ?? 0) / (golfers[0]?.winner?.impliedProbability ?? 1),
        1,
      )
      expect(golfer.top5?.noVigProbability).toBeLessThanOrEqual(1)
    }
  })

  it('reads a full field (a long file) onto a new event where the week has none', async () => {
    const field = Array.from(
      { length: 120 },
      (_, index) => `Field Golfer${index + 1},${1_000 + index * 500},300,150,-110`,
    )
    const text = `Name,Tournament Winner,Top 5 Finish,Top 10 Finish,Top 20 Finish\n${field.join('\n')}\n`
    const summary = await importOdds(t.database.db, text, { date: isoDate('2027-03-04') })
    expect(summary).toMatchObject({
      eventsMatched: 0,
      eventsCreated: 1,
      snapshots: 480,
      golfers: { matched: 0, created: 120 },
    })
  })
})
