import { sportIds } from '@slatelab/domain/sports'
import { describe, expect, it } from 'vitest'
import { depthRole, rolesOf, sportRoles } from './game-roles'

const kc = (position: string, projection: number) => ({
  team: 'KC',
  opponent: 'BUF',
  positions: [position],
  projection,
})

describe('NFL correlation roles', () => {
  it('lists no kicker row or column: no DFS classic slot takes a kicker', () => {
    expect(sportRoles(sportIds.NFL)).toEqual([
      'QB',
      'RB1',
      'RB2',
      'WR1',
      'WR2',
      'WR3',
      'TE1',
      'DST',
    ])
  })

  it('gives a kicker the unnamed depth role and ranks the rest by projection', () => {
    const roles = rolesOf(sportIds.NFL, [kc('K', 9), kc('WR', 10), kc('WR', 14), kc('DST', 7)])
    expect(roles).toEqual([depthRole, 'WR2', 'WR1', 'DST'])
  })
})
