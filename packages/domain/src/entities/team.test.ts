import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { teamSchema } from './team'

const chiefs = {
  teamId: 12,
  sportId: 1,
  name: 'Kansas City Chiefs',
  shortName: 'KC',
  city: 'Kansas City',
  colors: ['#E31837', '#FFB81C'],
}

const issuePaths = (value: unknown): string[] =>
  teamSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('teamSchema', () => {
  it('accepts a team and serialises it unchanged', () => {
    const team = teamSchema.parse(chiefs)
    expect(team).toEqual(chiefs)
    expect(z.encode(teamSchema, team)).toEqual(chiefs)
  })

  it('accepts a team without a city', () => {
    expect(teamSchema.safeParse({ ...chiefs, city: null }).success).toBe(true)
  })

  it('rejects a colour that is not #RRGGBB, naming the field', () => {
    expect(issuePaths({ ...chiefs, colors: ['red'] })).toEqual(['colors.0'])
  })

  it('rejects an unknown sport and an empty short name, naming each field', () => {
    expect(issuePaths({ ...chiefs, sportId: 15, shortName: '' })).toEqual(['sportId', 'shortName'])
  })
})
