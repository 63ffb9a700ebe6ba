import { rosterSchema } from '@slatelab/domain/entities/cheatsheet'
import { describe, expect, it } from 'vitest'
import { startersByPosition, valueOverReplacement } from './value-based-drafting'

const players = (position: string, count: number, top: number) =>
  Array.from({ length: count }, (_, index) => ({
    playerId: position.charCodeAt(0) * 1000 + index,
    position,
    points: top - index * 5,
  }))

describe('valueOverReplacement', () => {
  it('gives the 13th QB value 0 with 12 teams starting one QB', () => {
    const roster = rosterSchema.parse({ qb: 1, qb_rb_wr_te: 0 })
    const valued = valueOverReplacement(players('QB', 20, 400), roster, 12)
    expect(valued[12]?.vbd).toBe(0)
    expect(valued[0]?.vbd).toBe(60)
    expect(valued[13]?.vbd).toBeLessThan(0)
  })

  it('lets flex slots raise the replacement level of the positions that fill them', () => {
    const pool = [...players('RB', 60, 300), ...players('WR', 60, 290), ...players('TE', 30, 200)]
    const noFlex = rosterSchema.parse({ qb_rb_wr_te: 0, rb_wr_te: 0 })
    const withFlex = rosterSchema.parse({ qb_rb_wr_te: 0, rb_wr_te: 1 })
    const plain = startersByPosition(pool, noFlex, 12)
    const flexed = startersByPosition(pool, withFlex, 12)
    expect(plain).toMatchObject({ RB: 24, WR: 24, TE: 12 })
    expect(flexed.RB + flexed.WR + flexed.TE).toBe(24 + 24 + 12 + 12)
    const rb = (roster: typeof noFlex) =>
      valueOverReplacement(pool, roster, 12).find((p) => p.position === 'RB')?.replacementPoints
    expect(rb(withFlex)).toBeLessThan(rb(noFlex) ?? 0)
  })
})
