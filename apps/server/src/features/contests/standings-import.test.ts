import { isoDate } from '@slatelab/domain/units'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeName } from '../../csv/player-names'
import { findSlate } from '../../db/repositories/sports-data'
import { contestEntries, contestPayouts, contests } from '../../db/schema'
import {
  countStoredRows,
  fixtureNames,
  readBackSlate,
  readFixture,
  refusal,
} from '../../testing/import-fixtures/import-fixtures'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { importSalaries } from '../slates'
import { parseDkStandings } from './dk-standings-csv'
import { parsePayouts } from './payouts-csv'
import { computeContestOwnership } from './standings-repository'
import { importStandings } from './standings-import'

describe('standings imports', () => {
  let t: TestApp
  let slate2017: number
  let slate2023: number
  const payoutsCsv = readFixture(fixtureNames.dkPayouts)
  const uploadedAt = new Date('2026-11-22T18:00:00Z')

  beforeAll(async () => {
    t = await createTestApp()
    const old = await importSalaries(
      t.database.db,
      'dk-salaries',
      readFixture(fixtureNames.dkSalaries2017),
      { date: isoDate('2017-09-17') },
    )
    slate2017 = old.contestGroupId
    const current = await importSalaries(
      t.database.db,
      'dk-salaries',
      readFixture(fixtureNames.dkSalariesCurrent),
      {},
    )
    slate2023 = current.contestGroupId
  })
  afterAll(() => t.close())

  const importResaved = () =>
    importStandings(t.database.db, readFixture(fixtureNames.dkStandingsResaved), {
      contestGroupId: slate2017,
      title: 'NFL $25 Double Up',
      entryFeeCents: 2500,
      payoutsCsv,
      uploadedAt,
    })

  it('round-trips a re-saved 2017 export: contest, entries, lineups, payouts, points', async () => {
    const summary = await importResaved()
    expect(summary).toMatchObject({
      entries: 7,
      entriesWithoutLineup: 1,
      multiEntryMax: 3,
      playersWithPoints: 20,
      payoutBands: 3,
      totalPrizes: 240,
    })
    const [contest] = await t.database.db
      .select()
      .from(contests)
      .where(eq(contests.contestId, summary.contestId))
    expect(contest).toMatchObject({
      contestGroupId: slate2017,
      title: 'NFL $25 Double Up',
      entryCostCents: 2500,
      contestSize: 7,
      multiEntryMax: 3,
      totalPrizesCents: 24_000,
      isDoubleUp: true,
      uploadedAt,
    })
    const payouts = await t.database.db
      .select()
      .from(contestPayouts)
      .where(eq(contestPayouts.contestId, summary.contestId))
    expect(
      payouts.map(({ placeFrom, placeTo, payoutCents }) => ({ placeFrom, placeTo, payoutCents })),
    ).toEqual(parsePayouts(payoutsCsv))

    const names = new Map(
      (await readBackSlate(t.database.db, slate2017)).map((row) => [row.playerId, row.name]),
    )
    const stored = await t.database.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.contestId, summary.contestId))
      .orderBy(asc(contestEntries.entryId))
    const file = parseDkStandings(readFixture(fixtureNames.dkStandingsResaved))
    expect(
      stored.map((entry) => ({
        entryId: entry.entryId,
        userName: entry.userName,
        rank: entry.rank,
        points: entry.points,
        names: entry.playerIds.map((id) => normalizeName(names.get(id) ?? '')).sort(),
      })),
    ).toEqual(
      file.entries.map((entry) => ({
        entryId: entry.entryId,
        userName: entry.userName,
        rank: entry.rank,
        points: expect.closeTo(entry.points, 2),
        names: entry.lineup
          .split(/ *(?:QB|RB|WR|TE|FLEX|DST) +/)
          .filter((name) => name !== '')
          .map(normalizeName)
          .sort(),
      })),
    )
    const kranclaw = stored.find((entry) => entry.userName === 'kranclaw')
    expect(kranclaw?.rosterSlots).toEqual(['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX', 'DST'])
    expect(stored.map((entry) => [entry.rank, entry.payoutCents])).toEqual([
      [1, 10_000],
      [2, 5_000],
      [3, 3_500],
      [3, 3_500],
      [5, 2_000],
      [6, 0],
      [7, 0],
    ])
    const points = new Map(
      (await readBackSlate(t.database.db, slate2017)).map((row) => [
        `${row.name}|${row.team}`,
        row.actualPoints,
      ]),
    )
    expect(points.get('Tom Brady|NE')).toBeCloseTo(33.9, 5)
    expect(points.get('Steelers|PIT')).toBe(12)
    expect(points.get('David Johnson|ARI')).toBeCloseTo(14.1, 5)
  })

  it('replaces a contest imported again, whole or cut short, instead of adding a second', async () => {
    const whole = await importResaved()
    const text = readFixture(fixtureNames.dkStandingsResaved)
    // Cut after a full line: the first five places only.
    const cut = `${text.split('\n').slice(0, 6).join('\n')}\n`
    const again = await importStandings(t.database.db, cut, {
      contestGroupId: slate2017,
      title: 'NFL $25 Double Up',
      entryFeeCents: 2500,
      payoutsCsv,
      uploadedAt,
    })
    expect(again).toMatchObject({ contestId: whole.contestId, replacedExisting: true, entries: 5 })
    const onSlate = () =>
      t.database.db.select().from(contests).where(eq(contests.contestGroupId, slate2017))
    expect((await onSlate()).map((contest) => [contest.contestId, contest.contestSize])).toEqual([
      [whole.contestId, 5],
    ])
    expect(await importResaved()).toMatchObject({ contestId: whole.contestId, entries: 7 })
    expect(await onSlate()).toHaveLength(1)
  })

  it('resolves namesakes by the slot: the TE slot takes the tight end', async () => {
    const { contestId } = await importResaved()
    const slate = await readBackSlate(t.database.db, slate2017)
    const tightEnd = slate.find((row) => row.name === 'David Johnson' && row.team === 'PIT')
    const [entry] = await t.database.db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.entryId, 880000022))
    expect(entry?.contestId).toBe(contestId)
    expect(entry?.playerIds[entry.rosterSlots.indexOf('TE')]).toBe(tightEnd?.playerId)
  })

  for (const [fixture, slateOf] of [
    [fixtureNames.dkStandingsResaved, () => slate2017],
    [fixtureNames.dkStandingsCurrent, () => slate2023],
  ] as const) {
    it(`computes ownership from stored entries that matches %Drafted (${fixture})`, async () => {
      const text = readFixture(fixture)
      const summary = await importStandings(t.database.db, text, {
        contestGroupId: slateOf(),
        title: fixture,
        entryFeeCents: 0,
        payoutsCsv: undefined,
        uploadedAt,
      })
      const names = new Map(
        (await readBackSlate(t.database.db, slateOf())).map((row) => [
          row.playerId,
          normalizeName(row.name),
        ]),
      )
      // DraftKings lists namesakes in one row, so shares are compared per name.
      const computed = new Map<string, number>()
      for (const [playerId, share] of await computeContestOwnership(
        t.database.db,
        summary.contestId,
      )) {
        const name = names.get(playerId) ?? `unknown ${playerId}`
        computed.set(name, (computed.get(name) ?? 0) + share)
      }
      const drafted = parseDkStandings(text).players
      expect([...computed.keys()].sort()).toEqual(
        drafted.map((player) => normalizeName(player.name)).sort(),
      )
      for (const player of drafted) {
        // %Drafted is printed to two decimals.
        expect(computed.get(normalizeName(player.name))).toBeCloseTo(player.draftedPercent, 2)
      }
    })
  }

  it('matches standings names whose accents differ from the salary file', async () => {
    const summary = await importStandings(
      t.database.db,
      readFixture(fixtureNames.dkStandingsCurrent),
      { contestGroupId: slate2023, title: 'GPP', entryFeeCents: 0, payoutsCsv, uploadedAt },
    )
    expect(summary.entries).toBe(4)
    const slate = await readBackSlate(t.database.db, slate2023)
    expect(slate.find((row) => row.name === 'Juan Gonzalez')?.actualPoints).toBe(14)
  })

  it('keeps a slate’s contests and actual points when its salaries are imported again', async () => {
    const { contestId } = await importResaved()
    const before = await countStoredRows(t.database.db)
    await importSalaries(t.database.db, 'dk-salaries', readFixture(fixtureNames.dkSalaries2017), {
      date: isoDate('2017-09-17'),
    })
    expect(await countStoredRows(t.database.db)).toEqual(before)
    const [contest] = await t.database.db
      .select()
      .from(contests)
      .where(eq(contests.contestId, contestId))
    expect(contest?.contestSize).toBe(7)
    const slate = await readBackSlate(t.database.db, slate2017)
    expect(slate.find((row) => row.name === 'Tom Brady')?.actualPoints).toBeCloseTo(33.9, 5)
  })

  it('refuses standings no slate holds, or naming a player not on it, storing nothing', async () => {
    const before = await countStoredRows(t.database.db)
    const options = { title: 'x', entryFeeCents: 0, payoutsCsv: undefined, uploadedAt }
    const text = readFixture(fixtureNames.dkStandingsResaved)
    expect(
      await refusal(
        importStandings(t.database.db, text.replaceAll('Adam Thielen', 'Adam Tielen'), {
          ...options,
          contestGroupId: undefined,
        }),
      ),
    ).toMatch(
      /^slate: no DraftKings NFL slate holds every drafted player; the closest, .* lacks "Adam Tielen"/,
    )
    expect(
      await refusal(importStandings(t.database.db, text, { ...options, contestGroupId: 12345 })),
    ).toBe('slate: no slate 12345: import its salary file first (dk-salaries)')
    expect(
      await refusal(
        importStandings(t.database.db, text.replace('WR Adam Thielen', 'WR Adam Tielen'), {
          ...options,
          contestGroupId: slate2017,
        }),
      ),
    ).toBe(`line 2, Lineup: no player named "Adam Tielen" on slate ${slate2017}`)
    expect(
      await refusal(
        importStandings(t.database.db, text, {
          ...options,
          contestGroupId: slate2017,
          payoutsCsv: 'Place_lo,Place_hi,Payout\n1,1,lots\n',
        }),
      ),
    ).toMatch(/^payouts line 2, Payout: expected an amount in dollars/)
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })
})

describe('standings imports without their slate', () => {
  let t: TestApp
  let slate2017: number
  let slate2023: number
  const options = {
    contestGroupId: undefined,
    title: 'NFL $3 Flea Flicker',
    entryFeeCents: 300,
    payoutsCsv: undefined,
    uploadedAt: new Date('2026-11-22T18:00:00Z'),
  }

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

  it('stores the contest on the one slate whose players hold every drafted name', async () => {
    const current = await importStandings(
      t.database.db,
      readFixture(fixtureNames.dkStandingsCurrent),
      options,
    )
    const [stored] = await t.database.db
      .select({ contestGroupId: contests.contestGroupId })
      .from(contests)
      .where(eq(contests.contestId, current.contestId))
    expect(stored?.contestGroupId).toBe(slate2023)
    expect(current).toMatchObject({
      contestGroupId: slate2023,
      slateName: (await findSlate(t.database.db, slate2023))?.displayName,
      slateFoundByPlayers: true,
    })
    const resaved = await importStandings(
      t.database.db,
      readFixture(fixtureNames.dkStandingsResaved),
      options,
    )
    expect(resaved).toMatchObject({ contestGroupId: slate2017, slateFoundByPlayers: true })
  })

  it('refuses, naming the drafted players the closest slate lacks, and stores nothing', async () => {
    const before = await countStoredRows(t.database.db)
    const unknown = readFixture(fixtureNames.dkStandingsCurrent).replaceAll(
      'Dalton Kincaid',
      'Nobody Atall',
    )
    expect(await refusal(importStandings(t.database.db, unknown, options))).toMatch(
      new RegExp(
        `^slate: no DraftKings NFL slate holds every drafted player; the closest, slate ${slate2023} \\(.+, 2023-10-15\\), lacks "Nobody Atall": import the salary file`,
      ),
    )
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })
})

describe('standings imports choosing among slates of the sport', () => {
  let t: TestApp
  const slates: Record<string, number> = {}
  const options = {
    contestGroupId: undefined,
    title: 'NFL $3 Flea Flicker',
    entryFeeCents: 300,
    payoutsCsv: undefined,
    uploadedAt: new Date('2026-11-22T18:00:00Z'),
  }
  const salaries2017 = readFixture(fixtureNames.dkSalaries2017)
  const salariesCurrent = readFixture(fixtureNames.dkSalariesCurrent)
  // Rows a salary file gains or loses, in its own layout.
  const withoutThielen = salaries2017
    .split('\n')
    .filter((line) => !line.includes('Adam Thielen'))
    .join('\n')
  const withNightGame = `${salaries2017.trimEnd()}
"QB","Dak Prescott",6800,"DAL@NYG 08:30PM ET",18.4,"DAL"
"QB","Eli Manning",5500,"DAL@NYG 08:30PM ET",14.2,"NYG"
`
  const withBackup = `${salariesCurrent.trimEnd()}
WR,Justin Watson (30100022),Justin Watson,30100022,WR/FLEX,3000,KC@BUF 10/15/2023 04:25PM ET,KC,3.3
`

  beforeAll(async () => {
    t = await createTestApp()
    const add = async (key: string, text: string, date: string | undefined) => {
      const summary = await importSalaries(t.database.db, 'dk-salaries', text, {
        date: date === undefined ? undefined : isoDate(date),
      })
      slates[key] = summary.contestGroupId
    }
    // The week-2 main slate, and around it slates the resaved standings must not go to.
    await add('main', salaries2017, '2017-09-17')
    await add('laterLackingOne', withoutThielen, '2017-09-24')
    await add('longer', withNightGame, '2017-09-17')
    await add('notStarted', salaries2017, '2027-01-03')
    // Two slates of one day that hold the same drafted players and every team of them.
    await add('current', salariesCurrent, undefined)
    await add('currentWithBackup', withBackup, undefined)
  })
  afterAll(() => t.close())

  it('prefers a slate holding every name, with every team drafted, the latest already started', async () => {
    expect(new Set(Object.values(slates)).size).toBe(6)
    const summary = await importStandings(
      t.database.db,
      readFixture(fixtureNames.dkStandingsResaved),
      options,
    )
    expect(summary).toMatchObject({ contestGroupId: slates.main, slateFoundByPlayers: true })
  })

  it('still takes the slate it is given', async () => {
    const summary = await importStandings(
      t.database.db,
      readFixture(fixtureNames.dkStandingsResaved),
      { ...options, contestGroupId: slates.longer },
    )
    expect(summary).toMatchObject({ contestGroupId: slates.longer, slateFoundByPlayers: false })
  })

  it('refuses, naming them, slates it cannot tell apart, and stores nothing', async () => {
    const before = await countStoredRows(t.database.db)
    const message = await refusal(
      importStandings(t.database.db, readFixture(fixtureNames.dkStandingsCurrent), options),
    )
    expect(message).toMatch(/^slate: 2 DraftKings slates hold every drafted player, starting at/)
    expect(message).toContain(`slate ${slates.current} (`)
    expect(message).toContain(`slate ${slates.currentWithBackup} (`)
    expect(await countStoredRows(t.database.db)).toEqual(before)
  })
})
