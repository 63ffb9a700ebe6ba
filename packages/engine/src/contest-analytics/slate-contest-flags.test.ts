import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SlateContest } from './slate-contest-flags'
import { flagSlateContests, slateContestSchema } from './slate-contest-flags'

const buildSlateContest = (overrides: Partial<Record<keyof SlateContest, unknown>>) =>
  slateContestSchema.parse({
    contestId: 1,
    contestSize: 1000,
    totalPrizes: 10_000,
    isGuaranteed: true,
    isDoubleUp: false,
    isFiftyFifty: false,
    ...overrides,
  })

const milly = buildSlateContest({ contestId: 1, contestSize: 150_000, totalPrizes: 3_000_000 })
const doubleUp = buildSlateContest({
  contestId: 2,
  contestSize: 200_000,
  totalPrizes: 360_000,
  isDoubleUp: true,
})
const fiftyFifty = buildSlateContest({
  contestId: 3,
  contestSize: 200_000,
  totalPrizes: 500_000,
  isFiftyFifty: true,
})
const smallGpp = buildSlateContest({ contestId: 4, contestSize: 5000, totalPrizes: 50_000 })

const flagged = (contests: readonly SlateContest[], flag: 'isLargestBySize' | 'isPrimary') =>
  flagSlateContests(contests)
    .filter((row) => row[flag])
    .map((row) => row.contestId)

describe('flagSlateContests', () => {
  it('makes the biggest guaranteed tournament by prize pool primary, not a bigger double-up', () => {
    expect(flagSlateContests([milly, doubleUp, smallGpp])).toEqual([
      { contestId: 1, isLargestBySize: false, isPrimary: true },
      { contestId: 2, isLargestBySize: true, isPrimary: false },
      { contestId: 4, isLargestBySize: false, isPrimary: false },
    ])
  })

  it('breaks a tie in size by the bigger prize pool', () => {
    expect(flagged([doubleUp, fiftyFifty], 'isLargestBySize')).toEqual([3])
  })

  it('breaks a full tie by the lower contest id, whatever the order', () => {
    const twin = buildSlateContest({ ...smallGpp, contestId: 9 })
    expect(flagged([twin, smallGpp], 'isLargestBySize')).toEqual([4])
    expect(flagged([twin, smallGpp], 'isPrimary')).toEqual([4])
  })

  it('falls back to the largest contest by size on a slate without a guaranteed tournament', () => {
    const unguaranteed = buildSlateContest({ contestId: 5, totalPrizes: 9e6, isGuaranteed: false })
    expect(flagged([doubleUp, fiftyFifty, unguaranteed], 'isPrimary')).toEqual([3])
  })

  it('flags nothing on an empty slate', () => {
    expect(flagSlateContests([])).toEqual([])
  })

  it('flags exactly one contest of each kind on any non-empty slate', () => {
    const contestArbitrary = fc.record({
      contestSize: fc.integer({ min: 1, max: 5 }),
      totalPrizes: fc.integer({ min: 0, max: 3 }),
      isGuaranteed: fc.boolean(),
      isDoubleUp: fc.boolean(),
      isFiftyFifty: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(contestArbitrary, { minLength: 1, maxLength: 8 }), (rows) => {
        const contests = rows.map((row, index) =>
          buildSlateContest({ ...row, contestId: index + 1 }),
        )
        expect(flagged(contests, 'isLargestBySize')).toHaveLength(1)
        expect(flagged(contests, 'isPrimary')).toHaveLength(1)
      }),
    )
  })
})
