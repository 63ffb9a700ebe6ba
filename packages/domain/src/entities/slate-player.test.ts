import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { slatePlayerSchema } from './slate-player'

const runningBack = {
  contestGroupId: 77,
  playerId: 501,
  sitePlayerId: '18734521',
  salary: 7200,
  positions: ['RB'],
  rosterPositions: ['RB', 'FLEX'],
  teamId: 12,
}

const issuePaths = (value: unknown): string[] =>
  slatePlayerSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('slatePlayerSchema', () => {
  it('accepts a slate player and serialises it unchanged', () => {
    expect(z.encode(slatePlayerSchema, slatePlayerSchema.parse(runningBack))).toEqual(runningBack)
  })

  it('accepts a FanDuel id and several positions', () => {
    const guard = { ...runningBack, sitePlayerId: '30803-15755', positions: ['PG', 'SG'] }
    expect(slatePlayerSchema.safeParse(guard).success).toBe(true)
  })

  it('rejects a fractional salary, naming the field', () => {
    expect(issuePaths({ ...runningBack, salary: 7200.5 })).toEqual(['salary'])
  })

  it('rejects a player without roster positions, naming the field', () => {
    expect(issuePaths({ ...runningBack, rosterPositions: [] })).toEqual(['rosterPositions'])
  })
})
