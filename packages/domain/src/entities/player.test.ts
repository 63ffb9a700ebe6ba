import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { playerSchema } from './player'

const rivera = {
  playerId: 501,
  name: 'Sam Rivera',
  firstName: 'Sam',
  lastName: 'Rivera',
  position: 'QB',
  headshot: '/cdn/headshots/501.png',
  sportId: 1,
  teamId: 12,
}

const issuePaths = (value: unknown): string[] =>
  playerSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('playerSchema', () => {
  it('accepts a player and serialises it unchanged', () => {
    expect(z.encode(playerSchema, playerSchema.parse(rivera))).toEqual(rivera)
  })

  it('accepts a player without a headshot or a team (a golfer)', () => {
    const golfer = { ...rivera, position: 'G', sportId: 5, headshot: null, teamId: null }
    expect(playerSchema.parse(golfer)).toEqual(golfer)
  })

  it('rejects a non-positive player id, naming the field', () => {
    expect(issuePaths({ ...rivera, playerId: 0 })).toEqual(['playerId'])
  })

  it('rejects a missing position, naming the field', () => {
    const { position: _position, ...withoutPosition } = rivera
    expect(issuePaths(withoutPosition)).toEqual(['position'])
  })
})
