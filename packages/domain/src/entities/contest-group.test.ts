import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isoDateTime } from '../units'
import { allGamesContestGroupId, contestGroupSchema, withAllGamesSlate } from './contest-group'

const main = {
  contestGroupId: 77,
  sportId: 1,
  sourceId: 4,
  contestStartDate: '2025-09-07T17:00:00Z',
  contestSuffix: '',
  draftGroupId: 120455,
  gameCount: 2,
  displayName: 'Sun 1:00 PM ET (Main)',
  displayNameShort: 'Main',
  events: [9001, 9002],
  isSimLabs: true,
  variant: 'classic',
}

const issuePaths = (value: unknown): string[] =>
  contestGroupSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('contestGroupSchema', () => {
  it('accepts a slate and serialises it unchanged', () => {
    expect(z.encode(contestGroupSchema, contestGroupSchema.parse(main))).toEqual(main)
  })

  it('rejects a source that is not a site, naming the field', () => {
    expect(issuePaths({ ...main, sourceId: 5 })).toEqual(['sourceId'])
  })

  it('rejects an event id that is not a positive whole number, naming its index', () => {
    expect(issuePaths({ ...main, events: [9001, 1.5] })).toEqual(['events.1'])
  })

  it('rejects a missing variant, naming the field', () => {
    expect(issuePaths({ ...main, variant: undefined })).toEqual(['variant'])
  })
})

describe('withAllGamesSlate', () => {
  const slates = [
    contestGroupSchema.parse(main),
    contestGroupSchema.parse({
      ...main,
      contestGroupId: 78,
      contestStartDate: '2025-09-07T20:05:00Z',
      gameCount: 3,
      events: [9002, 9003, 9004],
      displayName: 'Sun 4:05 PM ET (Late)',
      displayNameShort: 'Late',
    }),
    contestGroupSchema.parse({
      ...main,
      contestGroupId: 76,
      contestStartDate: isoDateTime('2025-09-05T00:20:00Z'),
      gameCount: 1,
      events: [9000],
      displayName: 'Thu 8:20 PM ET',
      displayNameShort: 'TNF',
    }),
  ]

  it('puts an All Games slate with id 0 and the summed game count first', () => {
    const [allGames, ...rest] = withAllGamesSlate(slates)
    expect(rest).toEqual(slates)
    expect(allGames).toMatchObject({
      contestGroupId: allGamesContestGroupId,
      displayName: 'All Games',
      gameCount: 6,
      contestStartDate: '2025-09-05T00:20:00Z',
      isSimLabs: false,
    })
    expect(allGames?.events).toEqual([9001, 9002, 9003, 9004, 9000])
    expect(contestGroupSchema.safeParse(allGames).success).toBe(true)
  })

  it('adds nothing when there are no slates', () => {
    expect(withAllGamesSlate([])).toEqual([])
  })
})
