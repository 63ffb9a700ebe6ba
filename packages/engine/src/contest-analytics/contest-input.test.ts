import { describe, expect, it } from 'vitest'
import { buildContest, buildEntry, showdownLineup } from './contest-builders'
import { contestInputSchema, lineupSchema } from './contest-input'
import { payoutTableSchema } from '@slatelab/domain/entities/payout-table'

const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }): string[] =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('payoutTableSchema', () => {
  it('accepts tiers in any order', () => {
    expect(
      payoutTableSchema.safeParse([
        { placeFrom: 2, placeTo: 5, payout: 10 },
        { placeFrom: 1, placeTo: 1, payout: 100 },
      ]).success,
    ).toBe(true)
  })

  it('rejects a tier ending before it starts, naming its end', () => {
    expect(
      issuePaths(payoutTableSchema.safeParse([{ placeFrom: 3, placeTo: 2, payout: 1 }])),
    ).toEqual(['0.placeTo'])
  })

  it('rejects tiers that share a place, naming the later one', () => {
    const result = payoutTableSchema.safeParse([
      { placeFrom: 1, placeTo: 3, payout: 10 },
      { placeFrom: 3, placeTo: 5, payout: 5 },
    ])
    expect(issuePaths(result)).toEqual(['1.placeFrom'])
  })
})

describe('lineupSchema', () => {
  it('accepts a player as captain and nowhere else', () => {
    expect(lineupSchema.safeParse(showdownLineup(1, 2, 3)).success).toBe(true)
  })

  it('rejects a player in two slots of the same kind', () => {
    expect(issuePaths(lineupSchema.safeParse(showdownLineup(1, 2, 2)))).toEqual(['2.playerId'])
  })

  it('rejects an empty lineup and an empty slot name', () => {
    expect(lineupSchema.safeParse([]).success).toBe(false)
    expect(issuePaths(lineupSchema.safeParse([{ rosterSlot: ' ', playerId: 1 }]))).toEqual([
      '0.rosterSlot',
    ])
  })
})

describe('contestInputSchema', () => {
  it('accepts a contest and trims slot names', () => {
    const contest = buildContest({
      entries: [buildEntry({ lineup: [{ rosterSlot: ' QB ', playerId: 1 }] })],
    })
    expect(contest.entries[0]?.lineup[0]?.rosterSlot).toBe('QB')
  })

  it('rejects an entry id that appears twice, naming the second', () => {
    const result = contestInputSchema.safeParse({
      contestId: 1,
      entryCost: 5,
      contestSize: 10,
      payouts: [],
      entries: [buildEntry({ entryId: 4 }), buildEntry({ entryId: 4 })],
      players: [],
    })
    expect(issuePaths(result)).toEqual(['entries.1.entryId'])
  })

  it('rejects a player with two sets of facts, naming the second', () => {
    const result = contestInputSchema.safeParse({
      contestId: 1,
      entryCost: 5,
      contestSize: 10,
      payouts: [],
      entries: [],
      players: [
        { playerId: 4, actualPoints: 1 },
        { playerId: 4, actualPoints: 2 },
      ],
    })
    expect(issuePaths(result)).toEqual(['players.1.playerId'])
  })

  it('rejects a rank of 0 and a negative entry cost', () => {
    expect(() => buildEntry({ rank: 0 })).toThrow()
    expect(() => buildContest({ entryCost: -1 })).toThrow()
  })
})
