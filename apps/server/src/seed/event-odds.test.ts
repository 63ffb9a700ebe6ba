import { sportIds } from '@slatelab/domain/sports'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventOdds, events } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/test-app'

// American odds to the implied chance, the book's margin included.
const implied = (price: number) => (price < 0 ? -price / (100 - price) : 100 / (price + 100))

describe('the other sports’ markets in the store', () => {
  let t: TestApp
  beforeAll(async () => {
    // Sunday 2026-10-18: a race, Premier League matches, and a fight card the night before.
    t = await createTestApp({ world: true, now: new Date('2026-10-18T17:00:00Z') })
  }, 120_000)
  afterAll(() => t.close())

  const oddsOf = async (sportId: number) =>
    t.database.db
      .select({ eventId: eventOdds.eventId, odds: eventOdds })
      .from(eventOdds)
      .innerJoin(events, eq(events.eventId, eventOdds.eventId))
      .where(eq(events.sportId, sportId))

  const byEvent = <T extends { eventId: number }>(rows: readonly T[]) => {
    const groups = new Map<number, T[]>()
    for (const row of rows) groups.set(row.eventId, [...(groups.get(row.eventId) ?? []), row])
    return groups
  }

  it('stores every soccer match’s three-way market and goals line, priced with a margin', async () => {
    const matches = byEvent(await oddsOf(sportIds.SOC))
    expect(matches.size).toBeGreaterThan(0)
    for (const rows of matches.values()) {
      const price = (selection: string) =>
        rows.find((row) => row.odds.selection === selection)?.odds.closePrice ?? 0
      expect(rows.map((row) => row.odds.selection).sort()).toEqual(
        ['draw', 'home', 'over', 'under', 'visitor'].sort(),
      )
      const book = implied(price('home')) + implied(price('draw')) + implied(price('visitor'))
      expect(book).toBeGreaterThan(1)
      expect(book).toBeLessThan(1.1)
      expect(rows.find((row) => row.odds.selection === 'over')?.odds.line).toBeGreaterThan(0)
    }
  })

  it('stores each fight’s opening and closing moneylines for its two fighters', async () => {
    const fights = byEvent(await oddsOf(sportIds.MMA))
    expect(fights.size).toBeGreaterThan(0)
    for (const rows of fights.values()) {
      expect(rows).toHaveLength(2)
      for (const { odds } of rows) {
        expect(odds.playerId).not.toBeNull()
        expect(odds.selection).toBe(String(odds.playerId))
        expect(odds.openPrice).not.toBeNull()
      }
      const book = rows.reduce((sum, { odds }) => sum + implied(odds.closePrice), 0)
      expect(book).toBeGreaterThan(1)
      expect(book).toBeLessThan(1.1)
    }
  })

  it('prices every driver of a race once, the book summing to 100–110 %', async () => {
    const races = byEvent(await oddsOf(sportIds.NAS))
    expect(races.size).toBeGreaterThan(0)
    for (const rows of races.values()) {
      expect(rows.length).toBeGreaterThan(30)
      expect(new Set(rows.map(({ odds }) => odds.playerId)).size).toBe(rows.length)
      const book = rows.reduce((sum, { odds }) => sum + implied(odds.closePrice), 0)
      expect(book).toBeGreaterThan(1)
      expect(book).toBeLessThan(1.1)
    }
  })
})
