import { defaultProjectionsRoute, type Projection } from '@slatelab/contract/projections.contract'
import { describe, expect, it } from 'vitest'
import { comparePlayers } from './player-table'

const player = (playerId: number, points: number): Projection => ({
  ...defaultProjectionsRoute.example.projections[0]!,
  playerId,
  projectedPoints: points,
})

describe('comparePlayers', () => {
  it('puts system, active and blend side by side with active − system', () => {
    const rows = comparePlayers(
      [player(1, 44.2), player(2, 30)],
      [player(1, 50), player(3, 12)],
      [player(1, 47)],
    )
    expect(
      rows.map((row) => [row.playerId, row.system, row.custom, row.blend, row.difference]),
    ).toEqual([
      [1, 44.2, 50, 47, 5.8],
      [2, 30, null, null, null],
      [3, null, 12, null, null],
    ])
  })
})
