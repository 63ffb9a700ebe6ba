import { percent } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { decodeExposures, decodeLineups, encodeExposures, encodeLineups } from './user-rows-codec'

describe('user rows codec', () => {
  it('reads lineups back as written', () => {
    const lineups = [
      { lineupHash: '85944171f73967e8', lineupCt: 3, lineupRank: 6 },
      { lineupHash: '0000000000000001', lineupCt: 1, lineupRank: 90 },
    ]
    expect(decodeLineups(encodeLineups(lineups))).toEqual(lineups)
  })

  it('reads exposures back with shares to 4 decimals', () => {
    const [row] = decodeExposures(
      encodeExposures([
        {
          playerId: 7,
          isCaptain: true,
          playerCt: 2,
          playerExposure: percent(200 / 3),
          playerLeverage: -12.345678,
        },
      ]),
    )
    expect(row).toEqual({
      playerId: 7,
      isCaptain: true,
      playerCt: 2,
      playerExposure: 66.6667,
      playerLeverage: -12.3457,
    })
  })

  it('refuses text that is not its tuples', () => {
    expect(() => decodeLineups('[{"lineupHash":"x"}]')).toThrow()
  })
})
