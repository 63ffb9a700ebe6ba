import { describe, expect, it } from 'vitest'
import { createPlayerMatcher } from './player-matcher'

const pool = [
  { id: 1, siteId: '1001', name: 'Patrick Mahomes', team: 'KC' },
  { id: 2, siteId: '1002', name: 'Mike Williams', team: 'LAC' },
  { id: 3, siteId: '1003', name: 'Mike Williams', team: 'NYJ' },
  { id: 4, siteId: '1004', name: "Ja'Marr Chase", team: 'CIN' },
  { id: 5, siteId: '1005', name: 'Travis Kelce', team: 'KC' },
]
const match = createPlayerMatcher(pool)

describe('createPlayerMatcher', () => {
  it('matches by site id first, then name and team, then a unique name', () => {
    expect(match({ siteId: '1004', name: 'Someone Else' })).toMatchObject({
      method: 'siteId',
      candidate: { id: 4 },
    })
    expect(match({ name: 'Mike Williams', team: 'NYJ' })).toMatchObject({
      method: 'nameAndTeam',
      candidate: { id: 3 },
    })
    expect(match({ name: 'JaMarr Chase' })).toMatchObject({
      method: 'uniqueName',
      candidate: { id: 4 },
    })
    expect(match({ name: 'Mahomes, Patrick' })).toMatchObject({
      method: 'uniqueName',
      candidate: { id: 1 },
    })
  })

  it('matches close names fuzzily, showing the candidate, and refuses to guess between two', () => {
    expect(match({ name: 'P. Mahomes', team: 'KC' })).toMatchObject({
      method: 'fuzzy',
      candidate: { id: 1 },
    })
    expect(match({ name: 'Travis Kelse' })).toMatchObject({ method: 'fuzzy', candidate: { id: 5 } })
    // Two Mike Williams and no team: no guess.
    expect(match({ name: 'Mike Williams' })).toMatchObject({ method: 'unmatched' })
    expect(match({ name: 'Nobody Known' })).toMatchObject({ method: 'unmatched' })
  })
})
