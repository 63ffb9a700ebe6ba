import { isoDate } from '@slatelab/domain/units'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestEntries } from '../../db/schema'
import {
  contestAnalytics,
  contestPlayerAnalytics,
  contestUserAnalytics,
} from '../../db/tables/contest-analytics'
import { parseDkStandings } from './dk-standings-csv'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { importSalaries } from '../slates'
import { importStandings } from './standings-import'
import { listSlatePlayerDetails } from './contest-analytics-repository'
import { normalizeName } from '../../csv/player-names'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { refreshContestAnalytics } from './refresh-contest-analytics'

const uploadedAt = new Date('2026-11-22T17:00:00Z')

describe('refreshContestAnalytics', () => {
  let t: TestApp
  let slate2017: number
  let slate2023: number
  beforeAll(async () => {
    t = await createTestApp()
    slate2017 = (
      await importSalaries(t.database.db, 'dk-salaries', readFixture(fixtureNames.dkSalaries2017), {
        date: isoDate('2017-09-17'),
      })
    ).contestGroupId
    slate2023 = (
      await importSalaries(
        t.database.db,
        'dk-salaries',
        readFixture(fixtureNames.dkSalariesCurrent),
        {},
      )
    ).contestGroupId
  })
  afterAll(() => t.close())

  const importCurrent = (fee = 300) =>
    importStandings(t.database.db, readFixture(fixtureNames.dkStandingsCurrent), {
      contestGroupId: slate2023,
      title: 'NFL $3 Flea Flicker',
      entryFeeCents: fee,
      payoutsCsv: readFixture(fixtureNames.dkPayouts),
      uploadedAt,
    })

  it('stores every figure of the imported fixture contest on import', async () => {
    // 4 entries scoring 175.2, 152.8, 147.6, 124.5; places 1 $100, 2–3 $50, 4–5 $20; fee $3.
    const { contestId } = await importCurrent()
    const db = t.database.db
    const [summary] = await db
      .select()
      .from(contestAnalytics)
      .where(eq(contestAnalytics.contestId, contestId))
    expect(summary).toMatchObject({
      cashLine: 124.5,
      totalLineupsEntered: 4,
      uniqueLineups: 4,
      duplicateLineups: 0,
      totalPaidCents: 22_000,
    })
    const users = await db
      .select()
      .from(contestUserAnalytics)
      .where(eq(contestUserAnalytics.contestId, contestId))
    const awesemo = users.find((user) => user.userName === 'Awesemo')
    expect(users).toHaveLength(3)
    // Two entries: 1st ($100) and 3rd ($50) on $6 of fees.
    expect(awesemo).toMatchObject({
      bestRank: 1,
      totalRosters: 2,
      uniqueRosters: 2,
      lineupsCashing: 2,
      totalEntryCostCents: 600,
      totalWinningCents: 15_000,
      maxExposure: 100,
    })
    expect(awesemo?.roi).toBeCloseTo(24, 5)
  })

  for (const [fixture, slateOf] of [
    [fixtureNames.dkStandingsResaved, () => slate2017],
    [fixtureNames.dkStandingsCurrent, () => slate2023],
  ] as const) {
    it(`stores ownership equal to the %Drafted column (${fixture})`, async () => {
      const text = readFixture(fixture)
      const { contestId } = await importStandings(t.database.db, text, {
        contestGroupId: slateOf(),
        title: fixture,
        entryFeeCents: 0,
        payoutsCsv: undefined,
        uploadedAt,
      })
      const names = new Map(
        (await listSlatePlayerDetails(t.database.db, slateOf())).map((row) => [
          row.playerId,
          normalizeName(`${row.firstName} ${row.lastName}`),
        ]),
      )
      const rows = await t.database.db
        .select()
        .from(contestPlayerAnalytics)
        .where(eq(contestPlayerAnalytics.contestId, contestId))
      // DraftKings lists namesakes in one row, so shares are compared per name.
      const byName = new Map<string, number>()
      for (const row of rows) {
        const name = names.get(row.playerId) ?? `unknown ${row.playerId}`
        byName.set(name, (byName.get(name) ?? 0) + row.ownership)
      }
      for (const player of parseDkStandings(text).players) {
        // %Drafted is printed to two decimals.
        expect(byName.get(normalizeName(player.name))).toBeCloseTo(player.draftedPercent, 2)
      }
    })
  }

  it('recomputes when entries change and drops analytics of a contest left without any', async () => {
    const { contestId } = await importCurrent()
    const db = t.database.db
    await db.delete(contestEntries).where(eq(contestEntries.entryId, 1055370992))
    expect(await refreshContestAnalytics(db, contestId)).toBe(true)
    const [summary] = await db
      .select()
      .from(contestAnalytics)
      .where(eq(contestAnalytics.contestId, contestId))
    // The winner's entry is gone: three entries, all paid down to 124.5.
    expect(summary?.totalLineupsEntered).toBe(3)
    await db.delete(contestEntries).where(eq(contestEntries.contestId, contestId))
    await refreshContestAnalytics(db, contestId)
    expect(
      await db.select().from(contestAnalytics).where(eq(contestAnalytics.contestId, contestId)),
    ).toEqual([])
    expect(await refreshContestAnalytics(db, 999)).toBe(false)
  })
})
