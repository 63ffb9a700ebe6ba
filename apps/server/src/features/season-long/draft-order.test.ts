import { rosterSchema } from '@slatelab/domain/entities/cheatsheet'
import { describe, expect, it } from 'vitest'
import { draftOrder, picksBeforeLateRounds } from './draft-order'

const roster = rosterSchema.parse({ qb_rb_wr_te: 0, rb_wr_te: 1 })

const players = (position: string, count: number, firstId: number, topValue: number) =>
  Array.from({ length: count }, (_, index) => ({
    playerId: firstId + index,
    position,
    vbd: topValue - index,
  }))

describe('draftOrder', () => {
  it('drafts kickers and defences only once every team has its skill players and bench', () => {
    expect(picksBeforeLateRounds(roster, 12)).toBe(12 * 13)
    // The best kicker and defence are worth more over replacement than most skill players.
    const pool = [
      ...players('K', 20, 1, 60),
      ...players('DST', 20, 100, 70),
      ...players('WR', 120, 200, 100),
      ...players('RB', 100, 400, 90),
    ]
    const order = draftOrder(pool, roster, 12)
    const firstLate = order.findIndex((p) => p.position === 'K' || p.position === 'DST')
    expect(firstLate).toBe(156)
    // After the skill rounds, value decides again: the two best defences (70, 69) come first.
    expect(order.slice(156, 158).map((p) => p.playerId)).toEqual([100, 101])
    expect(order.find((p) => p.position === 'K')?.playerId).toBe(1)
    expect(order).toHaveLength(pool.length)
  })

  it('ranks by value over replacement when the pool is smaller than the skill rounds', () => {
    const pool = [...players('QB', 3, 1, 10), ...players('K', 2, 10, 50)]
    expect(draftOrder(pool, roster, 12).map((p) => p.playerId)).toEqual([1, 2, 3, 10, 11])
  })
})
