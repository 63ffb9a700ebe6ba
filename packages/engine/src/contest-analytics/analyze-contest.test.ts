import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeContest } from './analyze-contest'
import { contestAnalyticsSchema } from './contest-analytics-schema'
import { buildContest, contestArbitrary, showdownLineup } from './contest-builders'
import { isCaptainSlot } from './roster-slots'
import { lineupHash } from './lineup-hash'

// Ten showdown entries (captain + two flex), $5 each. Payouts: 1st $40, 2nd $30, 3rd–4th $15
// each ($100). Two entries tie for 2nd (they cover 2nd and 3rd: $22.50 each); two tie for 4th
// (they cover 4th, paid, and 5th, unpaid: $7.50 each), straddling the cash line.
const L1 = showdownLineup(1, 2, 3)
const L2 = showdownLineup(2, 1, 3) // L1 with captain and a flex swapped
const L3 = showdownLineup(1, 4, 5)
const L3Reordered = showdownLineup(1, 5, 4)
const L4 = showdownLineup(3, 1, 2)
const L4Reordered = showdownLineup(3, 2, 1)
const L5 = showdownLineup(4, 5, 6)
const L6 = showdownLineup(6, 4, 5)

const contest = buildContest({
  contestId: 77,
  entryCost: 5,
  contestSize: 12,
  payouts: [
    { placeFrom: 3, placeTo: 4, payout: 15 },
    { placeFrom: 1, placeTo: 1, payout: 40 },
    { placeFrom: 2, placeTo: 2, payout: 30 },
  ],
  // Deliberately out of standings order.
  entries: [
    { entryId: 6, userName: 'bob', rank: 6, points: 110, lineup: L4Reordered },
    { entryId: 1, userName: 'alice', rank: 1, points: 150, lineup: L1 },
    { entryId: 3, userName: 'carol', rank: 2, points: 140, lineup: L3 },
    { entryId: 2, userName: 'bob', rank: 2, points: 140, lineup: L2 },
    { entryId: 4, userName: 'alice', rank: 4, points: 130, lineup: L3Reordered },
    { entryId: 5, userName: 'dave', rank: 4, points: 130, lineup: L4 },
    { entryId: 7, userName: 'bob', rank: 7, points: 100, lineup: L4 },
    { entryId: 8, userName: 'alice', rank: 8, points: 90, lineup: L2 },
    { entryId: 9, userName: 'frank', rank: 9, points: 80, lineup: L5 },
    { entryId: 10, userName: 'gina', rank: 10, points: 70, lineup: L6 },
  ],
  players: [
    { playerId: 1, actualPoints: 25 },
    { playerId: 2, actualPoints: 20 },
    { playerId: 3, actualPoints: 15 },
    { playerId: 4, actualPoints: 10 },
    { playerId: 5, actualPoints: 8 },
    { playerId: 6, actualPoints: 2 },
    { playerId: 7, actualPoints: null },
  ],
})

const result = analyzeContest(contest)

const player = (playerId: number, isCaptain: boolean) =>
  result.players.find((row) => row.playerId === playerId && row.isCaptain === isCaptain)

const user = (userName: string) => result.users.find((row) => row.userName === userName)

describe('analyzeContest on a hand-built showdown contest', () => {
  it('returns a value its schema accepts', () => {
    expect(contestAnalyticsSchema.safeParse(result).success).toBe(true)
  })

  it('takes the cash line from the tie straddling the last paid place', () => {
    expect(result.cashLine).toBe(130)
    expect(result.totalPrizes).toBe(100)
    expect(result.totalPaid).toBe(100)
  })

  it('counts unique and duplicated lineups by entry, with flex order ignored', () => {
    expect(result).toMatchObject({
      contestId: 77,
      entryCost: 5,
      contestSize: 12,
      totalLineupsEntered: 10,
      distinctLineups: 6,
      uniqueLineups: 3,
      duplicateLineups: 7,
    })
  })

  it('counts captain and flex ownership apart, as a share of all entries', () => {
    expect(
      result.players.filter((row) => row.isCaptain).map((row) => [row.playerId, row.ownership]),
    ).toEqual([
      [1, 30],
      [3, 30],
      [2, 20],
      [4, 10],
      [6, 10],
    ])
    expect(
      result.players.filter((row) => !row.isCaptain).map((row) => [row.playerId, row.ownership]),
    ).toEqual([
      [1, 50],
      [2, 40],
      [5, 40],
      [3, 30],
      [4, 30],
      [6, 10],
      [7, 0],
    ])
  })

  it('keeps the tie for 2nd whole in the top 20 % and takes one entry for the top 10 % and 1 %', () => {
    // Top 20 % of 10 is 2 entries, widened to 3 by the tie for 2nd: entries 1, 2 and 3.
    expect(player(1, true)?.ownership20).toBe(200 / 3)
    expect(player(2, true)?.ownership20).toBe(100 / 3)
    expect(player(3, false)?.ownership20).toBe(200 / 3)
    expect(player(6, false)?.ownership20).toBe(0)
    // Top 10 % and top 1 % are both the winner alone (captain 1, flex 2 and 3).
    expect(
      result.players
        .filter((row) => row.ownership10 > 0)
        .map((row) => [row.playerId, row.isCaptain, row.ownership10, row.ownership1]),
    ).toEqual([
      [2, false, 100, 100],
      [1, true, 100, 100],
      [3, false, 100, 100],
    ])
  })

  it('gives each row its player facts, and an unknown made-cut as null', () => {
    expect(player(1, true)).toMatchObject({ actualPoints: 25, madeCut: null })
    expect(player(1, false)).toMatchObject({ actualPoints: 25, madeCut: null })
    expect(player(7, false)).toMatchObject({ actualPoints: null, ownership: 0 })
  })

  it('lists users by their best entry with their money, rosters and exposure', () => {
    expect(result.users.map((row) => row.userName)).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
      'frank',
      'gina',
    ])
    expect(user('alice')).toMatchObject({
      totalPlayers: 5,
      totalRosters: 3,
      uniqueRosters: 3,
      maxExposure: 200 / 3,
      lineupsCashing: 2,
      totalEntryCost: 15,
      totalWinning: 47.5,
      ROI: 32.5 / 15,
    })
    expect(user('bob')).toMatchObject({
      totalPlayers: 3,
      totalRosters: 3,
      uniqueRosters: 2,
      maxExposure: 100,
      lineupsCashing: 1,
      totalEntryCost: 15,
      totalWinning: 22.5,
      ROI: 0.5,
    })
    expect(user('carol')).toMatchObject({ totalWinning: 22.5, ROI: 3.5, maxExposure: 100 })
    expect(user('dave')).toMatchObject({ totalWinning: 7.5, ROI: 0.5, lineupsCashing: 1 })
    expect(user('gina')).toMatchObject({ totalWinning: 0, ROI: -1, lineupsCashing: 0 })
  })

  it("gives each user's lineups their copies in the field and his best rank with them", () => {
    expect(user('alice')?.lineups).toEqual([
      { lineupHash: lineupHash(L1), lineupCt: 1, lineupRank: 1 },
      { lineupHash: lineupHash(L3), lineupCt: 2, lineupRank: 4 },
      { lineupHash: lineupHash(L2), lineupCt: 2, lineupRank: 8 },
    ])
    expect(user('bob')?.lineups).toEqual([
      { lineupHash: lineupHash(L2), lineupCt: 2, lineupRank: 2 },
      { lineupHash: lineupHash(L4), lineupCt: 3, lineupRank: 6 },
    ])
  })

  it('gives exposures per kind of slot with leverage against the field', () => {
    expect(
      user('alice')?.exposures.map((row) => [
        row.playerId,
        row.isCaptain,
        row.playerCt,
        row.playerExposure,
        row.playerLeverage,
      ]),
    ).toEqual([
      [1, true, 2, 200 / 3, 200 / 3 - 30],
      [3, false, 2, 200 / 3, 200 / 3 - 30],
      [1, false, 1, 100 / 3, 100 / 3 - 50],
      [2, false, 1, 100 / 3, 100 / 3 - 40],
      [2, true, 1, 100 / 3, 100 / 3 - 20],
      [4, false, 1, 100 / 3, 100 / 3 - 30],
      [5, false, 1, 100 / 3, 100 / 3 - 40],
    ])
  })

  it('lists duplicated lineups by copies with their finish', () => {
    expect(
      result.duplicates.map((row) => [row.lineupHash, row.lineupCt, row.lineupRank, row.payout]),
    ).toEqual([
      [lineupHash(L4), 3, 4, 7.5],
      [lineupHash(L2), 2, 2, 22.5],
      [lineupHash(L3), 2, 2, 22.5],
    ])
    expect(result.duplicates[0]?.lineup).toEqual(L4)
  })
})

describe('analyzeContest edge cases', () => {
  it('gives an empty contest no cash line, no users and 0 % ownership', () => {
    const empty = analyzeContest(
      buildContest({
        payouts: [{ placeFrom: 1, placeTo: 1, payout: 10 }],
        players: [{ playerId: 9, actualPoints: 3, madeCut: true }],
      }),
    )
    expect(empty).toMatchObject({ cashLine: null, totalLineupsEntered: 0, totalPaid: 0, users: [] })
    expect(empty.players).toEqual([
      {
        playerId: 9,
        isCaptain: false,
        ownership: 0,
        ownership20: 0,
        ownership10: 0,
        ownership1: 0,
        actualPoints: 3,
        madeCut: true,
      },
    ])
  })

  it('gives a freeroll an ROI of 0, not a division by zero', () => {
    const freeroll = analyzeContest(
      buildContest({
        entryCost: 0,
        payouts: [{ placeFrom: 1, placeTo: 1, payout: 10 }],
        entries: [{ entryId: 1, userName: 'ann', rank: 1, points: 50, lineup: L1 }],
      }),
    )
    expect(freeroll.users[0]).toMatchObject({ totalEntryCost: 0, totalWinning: 10, ROI: 0 })
  })

  it('carries made-cut from golf player facts', () => {
    const golf = analyzeContest(
      buildContest({
        entries: [
          {
            entryId: 1,
            userName: 'ann',
            rank: 1,
            points: 300,
            lineup: [1, 2].map((playerId) => ({ rosterSlot: 'G', playerId })),
          },
        ],
        players: [
          { playerId: 1, actualPoints: 90, madeCut: true },
          { playerId: 2, actualPoints: 20, madeCut: false },
        ],
      }),
    )
    expect(golf.players.map((row) => [row.playerId, row.madeCut])).toEqual([
      [1, true],
      [2, false],
    ])
  })

  it('gives the same result whatever order the entries arrive in', () => {
    const reversed = analyzeContest({ ...contest, entries: [...contest.entries].reverse() })
    expect(reversed).toEqual(result)
  })
})

describe('analyzeContest invariants', () => {
  const slotsOf = (entries: typeof contest.entries, captain: boolean): number =>
    entries[0]?.lineup.filter((slot) => isCaptainSlot(slot.rosterSlot) === captain).length ?? 0

  it('sums the ownership of each kind of slot to the slots of that kind × 100 %', () => {
    fc.assert(
      fc.property(contestArbitrary, (input) => {
        fc.pre(input.entries.length > 0)
        const { players } = analyzeContest(input)
        for (const captain of [true, false]) {
          const rows = players.filter((row) => row.isCaptain === captain)
          const expected = slotsOf(input.entries, captain) * 100
          for (const field of ['ownership', 'ownership20', 'ownership10', 'ownership1'] as const) {
            const sum = rows.reduce((total, row) => total + row[field], 0)
            expect(sum).toBeCloseTo(expected, 9)
          }
        }
      }),
    )
  })

  it('keeps every ownership between 0 and 100 %', () => {
    fc.assert(
      fc.property(contestArbitrary, (input) => {
        for (const row of analyzeContest(input).players) {
          for (const value of [row.ownership, row.ownership20, row.ownership10, row.ownership1]) {
            expect(value).toBeGreaterThanOrEqual(0)
            expect(value).toBeLessThanOrEqual(100)
          }
        }
      }),
    )
  })

  it('keeps exposures at most 100 % with leverage = exposure − field ownership', () => {
    fc.assert(
      fc.property(contestArbitrary, (input) => {
        const { players, users } = analyzeContest(input)
        for (const row of users) {
          expect(row.maxExposure).toBeLessThanOrEqual(100)
          for (const exposure of row.exposures) {
            const owned = players.find(
              (it) => it.playerId === exposure.playerId && it.isCaptain === exposure.isCaptain,
            )
            expect(exposure.playerExposure).toBeLessThanOrEqual(row.maxExposure)
            expect(exposure.playerExposure).toBe((exposure.playerCt * 100) / row.totalRosters)
            expect(exposure.playerLeverage).toBe(
              exposure.playerExposure - (owned?.ownership ?? NaN),
            )
          }
        }
      }),
    )
  })

  it('pays users in total what the payout table pays the places the field fills', () => {
    fc.assert(
      fc.property(contestArbitrary, (input) => {
        const analytics = analyzeContest(input)
        const places = input.entries.length
        const prizeOfPlaces = input.payouts.reduce(
          (sum, tier) =>
            sum + Math.max(0, Math.min(tier.placeTo, places) - tier.placeFrom + 1) * tier.payout,
          0,
        )
        const won = analytics.users.reduce((sum, row) => sum + row.totalWinning, 0)
        expect(won).toBeCloseTo(prizeOfPlaces, 9)
        expect(analytics.totalPaid).toBeCloseTo(prizeOfPlaces, 9)
      }),
    )
  })

  it("adds users' rosters up to the field and lineup copies up to their entries", () => {
    fc.assert(
      fc.property(contestArbitrary, (input) => {
        const analytics = analyzeContest(input)
        const rosters = analytics.users.reduce((sum, row) => sum + row.totalRosters, 0)
        expect(rosters).toBe(input.entries.length)
        expect(analytics.uniqueLineups + analytics.duplicateLineups).toBe(input.entries.length)
        for (const row of analytics.users) {
          expect(row.uniqueRosters).toBe(row.lineups.length)
          expect(row.uniqueRosters).toBeLessThanOrEqual(row.totalRosters)
          expect(row.lineupsCashing).toBeLessThanOrEqual(row.totalRosters)
        }
      }),
    )
  })

  it('returns what its schema accepts on any contest', () => {
    fc.assert(
      fc.property(contestArbitrary, (input) => {
        expect(contestAnalyticsSchema.safeParse(analyzeContest(input)).error).toBeUndefined()
      }),
    )
  })
})
