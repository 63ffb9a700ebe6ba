import { isoDate } from '@slatelab/domain/units'
import { dayFieldKeys } from '@slatelab/world/fields/slate-field-players'
import { createDemoWorld } from '@slatelab/world/season/demo-world'
import { demoGameModels } from '@slatelab/world/season/demo-game-models'
import type { WorldDay, WorldSlate } from '@slatelab/world/season/world-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { players } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/test-app'
import { seedContestFields } from './contest-fields-seed'
import { seedScales, wholeFieldSlates, worldSeed } from './demo-world-seed'

// The test app's demo world is anchored on Sunday 2026-11-22: Saturday's slates are the last
// finished ones, Friday's the day before.
const saturday = isoDate('2026-11-21')
const friday = isoDate('2026-11-20')

describe('whole contest fields', () => {
  let t: TestApp
  const world = createDemoWorld(worldSeed, demoGameModels)
  let days: readonly WorldDay[]
  beforeAll(async () => {
    t = await createTestApp({ world: true })
    days = [saturday, friday].map((day) => world.buildDay(day, { resultsThrough: saturday }))
  }, 60_000)
  afterAll(() => t.close())

  it('picks the newest finished slate of each sport, site and lobby', () => {
    const seen = new Set<string>()
    const [newest, older] = days.map((day) => wholeFieldSlates(day.slates, seen, false))
    const mains = (slates: ReadonlySet<WorldSlate> | undefined) =>
      [...(slates ?? [])].filter((slate) => slate.contests.length === 8)
    // Saturday has NBA and NHL main slates on both sites; Friday's are not picked again.
    expect(mains(newest).map((slate) => `${slate.sportId}:${slate.sourceId}`)).toEqual(
      expect.arrayContaining(['2:4', '2:3', '4:4', '4:3']),
    )
    for (const slate of mains(older)) {
      expect(mains(newest).some((other) => other.sportId === slate.sportId)).toBe(false)
    }
  })

  it('keeps every NFL main slate of the last two weeks whole, not only the newest', () => {
    const sundays = [isoDate('2026-11-22'), isoDate('2026-11-15')].map((day) =>
      world.buildDay(day, { resultsThrough: isoDate('2026-11-26') }),
    )
    const nflMains = (keep: boolean) => {
      const seen = new Set<string>()
      return sundays.flatMap((day) =>
        [...wholeFieldSlates(day.slates, seen, keep)]
          .filter((slate) => slate.sportId === 1 && slate.displayNameShort === 'Main')
          .map((slate) => `${slate.day}:${slate.sourceId}`),
      )
    }
    // Both sites' main slates of both Sundays; without the two weeks, only the newer Sunday's.
    expect(nflMains(true).toSorted()).toEqual([
      '2026-11-15:3',
      '2026-11-15:4',
      '2026-11-22:3',
      '2026-11-22:4',
    ])
    expect(nflMains(false).toSorted()).toEqual(['2026-11-22:3', '2026-11-22:4'])
  })

  // The seed stores whole fields of every size; storing the 113,636-entry Millionaire here took
  // half a minute of the suite, so an 18,939-entry GPP stands for it: past the full seed's cap.
  it(
    'stores a finished main slate’s GPP past the field cap with all its entries',
    { timeout: 240_000 },
    async () => {
      const slate = days[0]?.slates.find(
        (candidate) =>
          candidate.sourceId === 4 && candidate.sportId === 2 && candidate.contests.length === 8,
      )
      if (slate === undefined) throw new Error('No DraftKings NBA main slate on Saturday')
      expect(Math.max(...slate.contests.map((contest) => contest.contestSize))).toBe(113_636)
      const gpp = slate.contests
        .filter((contest) => contest.contestSize < 20_000)
        .reduce((big, contest) => (contest.contestSize > big.contestSize ? contest : big))
      expect(gpp.contestSize).toBeGreaterThan(seedScales.full.fieldCap)
      const stored = await t.database.db
        .select({ playerId: players.playerId, worldKey: players.worldKey })
        .from(players)
      const playerIds = new Map(
        stored.flatMap((row) => (row.worldKey === null ? [] : [[row.worldKey, row.playerId]])),
      )
      const entries = await t.database.db.transaction((tx) =>
        seedContestFields(tx, slate, gpp, {
          seed: worldSeed,
          fieldCap: Number.POSITIVE_INFINITY,
          playerIds,
          ...dayFieldKeys(world.playersOn(saturday), days[0]?.events ?? []),
        }),
      )
      expect(entries).toBe(gpp.contestSize)

      const data = await t.app.inject({
        url: `/svc/contests/nba/20261121/${gpp.contestId}/data/?users_limit=5`,
      })
      expect(data.statusCode, data.body).toBe(200)
      const body = data.json<{
        totalLineupsEntered: number
        contestSize: number
        isPrimary: boolean
        players: { ownership: number }[]
        users: { total: number }
      }>()
      expect(body.totalLineupsEntered).toBe(gpp.contestSize)
      expect(body.contestSize).toBe(gpp.contestSize)
      expect(body.isPrimary).toBe(false)
      // Every entrant listed, each within the contest's entry limit.
      expect(body.users.total).toBeGreaterThanOrEqual(gpp.contestSize / gpp.multiEntryMax)
      // Eight slots: the ownership rows sum to 800 %.
      const total = body.players.reduce((sum, player) => sum + player.ownership, 0)
      expect(total).toBeCloseTo(800, 0)

      const list = await t.app.inject({ url: `/svc/contests/${slate.contestGroupId}/` })
      const listed = list
        .json<{ contestId: number; players: unknown[] }[]>()
        .find((contest) => contest.contestId === gpp.contestId)
      expect(listed?.players.length).toBeGreaterThan(0)
    },
  )
})
