/**
 * Deterministic builders of contest inputs for tests: small fixtures with overrides, and a
 * fast-check arbitrary of valid contests (classic or showdown, ties in the standings, repeated
 * lineups and users with many entries).
 */
import fc from 'fast-check'
import type { ContestEntry, ContestInput, LineupSlot } from './contest-input'
import type { PayoutTier } from '@slatelab/domain/entities/payout-table'
import { contestEntrySchema, contestInputSchema } from './contest-input'

/**
 * A showdown lineup: the captain, then the flex players.
 * @example showdownLineup(1, 2, 3) // [{ rosterSlot: 'CPT', playerId: 1 }, { rosterSlot: 'FLEX', playerId: 2 }, …]
 */
export const showdownLineup = (captain: number, ...flex: number[]): LineupSlot[] => [
  { rosterSlot: 'CPT', playerId: captain },
  ...flex.map((playerId) => ({ rosterSlot: 'FLEX', playerId })),
]

/**
 * A parsed entry; unspecified fields take these defaults.
 * @example buildEntry({ entryId: 2, rank: 2 })
 */
export const buildEntry = (overrides: Partial<Record<keyof ContestEntry, unknown>> = {}) =>
  contestEntrySchema.parse({
    entryId: 1,
    userName: 'alice',
    rank: 1,
    points: 100,
    lineup: showdownLineup(1, 2, 3),
    ...overrides,
  })

/**
 * A parsed contest; unspecified fields take these defaults ($5 entry, nothing entered).
 * @example buildContest({ entries: [buildEntry()] })
 */
export const buildContest = (overrides: Partial<Record<keyof ContestInput, unknown>> = {}) =>
  contestInputSchema.parse({
    contestId: 1,
    entryCost: 5,
    contestSize: 10,
    payouts: [],
    entries: [],
    players: [],
    ...overrides,
  })

const classicSlots = ['QB', 'RB1', 'RB2', 'WR1', 'WR2', 'WR3', 'TE', 'FLEX', 'DST']
const showdownSlots = ['CPT', 'FLEX', 'FLEX', 'FLEX', 'FLEX', 'FLEX']

/**
 * The roster slot names of the two shapes the arbitrary draws from.
 * @example rosterShapes.showdown.length // 6
 */
export const rosterShapes = { classic: classicSlots, showdown: showdownSlots } as const

// A lineup of distinct players for a shape, from a small pool so lineups repeat.
const lineupArbitrary = (slots: readonly string[], poolSize: number) =>
  fc
    .shuffledSubarray(
      Array.from({ length: poolSize }, (_, index) => index + 1),
      { minLength: slots.length, maxLength: slots.length },
    )
    .map((players) =>
      slots.map((rosterSlot, index) => ({ rosterSlot, playerId: players[index] ?? 1 })),
    )

// Site ranking from points: higher points rank better, equal points share the best place of
// their group (1, 2, 2, 4).
const ranksOf = (points: readonly number[]): number[] => {
  const sorted = [...points].sort((a, b) => b - a)
  return points.map((score) => sorted.indexOf(score) + 1)
}

const payoutTableArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 500 })), {
    maxLength: 4,
  })
  .map((tiers) => {
    let next = 1
    return tiers.map(([places, cents]): PayoutTier => {
      const tier = { placeFrom: next, placeTo: next + places - 1, payout: cents / 100 }
      next += places
      return tier as PayoutTier
    })
  })

/**
 * Valid contests of 0 to 40 entries by up to 6 users over a pool of 12 players; points are
 * whole numbers from a small range, so ties are common, and lineups repeat.
 * @example fc.assert(fc.property(contestArbitrary, (contest) => analyzeContest(contest).totalLineupsEntered === contest.entries.length))
 */
export const contestArbitrary = fc
  .constantFrom(classicSlots, showdownSlots)
  .chain((slots) =>
    fc.record({
      entryCost: fc.constantFrom(0, 0.25, 3, 20),
      payouts: payoutTableArbitrary,
      entries: fc.array(
        fc.record({
          userName: fc.constantFrom('ann', 'bo', 'cy', 'di', 'ed', 'flo'),
          points: fc.integer({ min: 0, max: 6 }),
          lineup: fc.oneof(
            lineupArbitrary(slots, 12),
            fc.constantFrom(
              slots.map((rosterSlot, index) => ({ rosterSlot, playerId: index + 1 })),
            ),
          ),
        }),
        { maxLength: 40 },
      ),
      actualPoints: fc.array(fc.integer({ min: -5, max: 40 }), { minLength: 12, maxLength: 12 }),
    }),
  )
  .map(({ entryCost, payouts, entries, actualPoints }) => {
    const ranks = ranksOf(entries.map((entry) => entry.points))
    return buildContest({
      entryCost,
      contestSize: Math.max(1, entries.length),
      payouts,
      entries: entries.map((entry, index) => ({
        ...entry,
        entryId: 1000 + index,
        rank: ranks[index],
      })),
      players: actualPoints.map((points, index) => ({ playerId: index + 1, actualPoints: points })),
    })
  })
