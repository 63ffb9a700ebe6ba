import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sourceSchema } from './source'

const slate = {
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

describe('sourceSchema', () => {
  it('accepts a source with its slates and serialises it unchanged', () => {
    const source = { id: 4, displayName: 'DraftKings', contestGroups: [slate] }
    expect(z.encode(sourceSchema, sourceSchema.parse(source))).toEqual(source)
  })

  it('rejects a bad slate inside a source, naming the nested field', () => {
    const result = sourceSchema.safeParse({
      id: 4,
      displayName: 'DraftKings',
      contestGroups: [{ ...slate, gameCount: -1 }],
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'contestGroups.0.gameCount',
    ])
  })
})
