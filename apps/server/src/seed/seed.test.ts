import { mainSportIds } from '@slatelab/domain/sports'
import { siteIds } from '@slatelab/domain/sites'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestGroups, players, slatePlayers, subscriptions, teams, users } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/test-app'
import { seedDatabase } from './seed'
import { slateDateOf } from './starter-world-seed'

describe('seedDatabase', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const counts = async () => {
    const { db } = t.database
    const of = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n
    return {
      users: await of(users),
      subscriptions: await of(subscriptions),
      teams: await of(teams),
      players: await of(players),
      slates: await of(contestGroups),
      slatePlayers: await of(slatePlayers),
    }
  }

  it('creates one main slate per main sport on DraftKings and FanDuel for today', async () => {
    const slates = await t.database.db.select().from(contestGroups)
    for (const sportId of mainSportIds) {
      for (const sourceId of [siteIds.DraftKings, siteIds.FanDuel]) {
        const today = slates.filter(
          (slate) =>
            slate.sportId === sportId &&
            slate.sourceId === sourceId &&
            slateDateOf(slate.startsAt) === slateDateOf(t.clock.now),
        )
        expect({ sportId, sourceId, slates: today.length }).toEqual({
          sportId,
          sourceId,
          slates: 1,
        })
      }
    }
  })

  it('changes nothing when run again on the same day', async () => {
    const before = await counts()
    expect(before.users).toBe(3)
    expect(before.slatePlayers).toBeGreaterThan(0)
    await seedDatabase(t.database.db, { now: t.clock.now })
    expect(await counts()).toEqual(before)
  })

  it('adds the new day’s slates and keeps the same players on the next day', async () => {
    const before = await counts()
    await seedDatabase(t.database.db, { now: new Date(t.clock.now.getTime() + 86_400_000) })
    const after = await counts()
    expect(after.slates).toBe((before.slates ?? 0) * 2)
    expect(after.users).toBe(before.users)
    expect(after.teams).toBe(before.teams)
  })
})
