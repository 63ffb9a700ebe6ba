import { describe, expect, it } from 'vitest'
import { contestSchema } from '@slatelab/domain/entities/contest'
import { errorContestOf, ownershipError } from './ownership-error'
import type { OwnershipRow } from './ownership-rows'

const row = (playerId: number, projected: number | null, actual?: number): OwnershipRow => ({
  playerId,
  position: 'WR',
  playerName: `Player ${playerId}`,
  team: 'PIT',
  salary: 5000,
  actualPoints: 10,
  teamId: 1,
  projectedPoints: 12,
  projectedOwnership: projected,
  projectedCaptainOwnership: null,
  projectedFlexOwnership: null,
  ownershipByContest: actual === undefined ? {} : { 7: actual },
  captainByContest: actual === undefined ? {} : { 7: 0 },
  flexByContest: actual === undefined ? {} : { 7: actual },
  ownership20: null,
  ownership10: null,
  ownership1: null,
  leverage: null,
})

describe('ownershipError', () => {
  it('averages the absolute misses of owned players and lists the largest first', () => {
    const error = ownershipError(
      [row(1, 20, 30), row(2, 10, 8), row(3, 5, 5), row(4, 0.5, 0.2), row(5, null, 12)],
      7,
    )
    // Players 1–3 count (4 is under 1 % both ways, 5 has no projection): (10 + 2 + 0) / 3.
    expect(error?.players).toBe(3)
    expect(error?.mae).toBeCloseTo(4, 6)
    // (10 − 2 + 0) / 3: the field owned them more than projected, on average.
    expect(error?.bias).toBeCloseTo(8 / 3, 6)
    expect(error?.misses.map((miss) => [miss.playerName, miss.miss])).toEqual([
      ['Player 1', 10],
      ['Player 2', -2],
      ['Player 3', 0],
    ])
  })

  it('has nothing to say about a contest without entries', () => {
    expect(ownershipError([row(1, 20)], 7)).toBeUndefined()
  })
})

describe('errorContestOf', () => {
  const entered = (contestId: number, contestSize: number, kind: 'gpp' | '50/50' | 'double-up') =>
    contestSchema.parse({
      contestId,
      contestSize,
      date: '2026-11-27T00:00:00Z',
      draftGroupId: 1,
      entryCost: 10,
      multiEntryMax: 1,
      players: [{ contestId, playerId: 1, isCaptain: false, ownership: 40 }],
      sportId: 2,
      status: 'completed',
      title: `Contest ${contestId}`,
      totalPrizes: 1000,
      uploadedDate: null,
      isDoubleUp: kind === 'double-up',
      isGuaranteed: true,
      isFiftyFifty: kind === '50/50',
    })

  it('measures the error in the biggest tournament, not a bigger cash game', () => {
    const chosen = errorContestOf([
      entered(1, 5000, '50/50'),
      entered(2, 900, 'gpp'),
      entered(3, 2000, 'gpp'),
      entered(4, 8000, 'double-up'),
    ])
    expect(chosen?.contestId).toBe(3)
  })

  it('falls back to the biggest cash game, and skips contests without entries', () => {
    const empty = { ...entered(5, 100_000, 'gpp'), players: [] }
    expect(
      errorContestOf([entered(1, 500, '50/50'), entered(4, 800, 'double-up'), empty])?.contestId,
    ).toBe(4)
    expect(errorContestOf([empty])).toBeUndefined()
  })
})
