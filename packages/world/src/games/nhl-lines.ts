/**
 * An NHL team's units for a game, from the depth of the skaters who dress: four forward lines
 * (centre n, wingers 2n − 1 and 2n on line n), three defence pairs (defencemen 2p − 1 and 2p)
 * and two power-play units of five. A coach who shuffles his lines reorders depth; a player's
 * own `powerPlayUnit` (the demo world's power-play changes) wins over the default units.
 */
import type { GamePlayer } from './game-schema'
import { playersAt } from './player-lines'

/** Where a skater plays: `L1`–`L4` or `D1`–`D3`, his slot on it, his power-play unit (1, 2). */
export type NhlLineSpot = {
  readonly playerKey: string
  readonly unit: string
  readonly slot: 'LW' | 'C' | 'RW' | 'D'
  readonly powerPlayUnit: number | null
}

/** Forward lines and defence pairs a team dresses. */
const forwardLines = 4
const defencePairs = 3

/**
 * The default power-play units by depth: PP1 the first line, the second centre and the first
 * defenceman; PP2 the second line's wingers, the third centre and the next two defencemen.
 * @example defaultPowerPlayUnit('C', 2) // 1
 */
export const defaultPowerPlayUnit = (position: string, depth: number): number | null => {
  if (position === 'C') return depth <= 2 ? 1 : depth === 3 ? 2 : null
  if (position === 'W') return depth <= 2 ? 1 : depth <= 4 ? 2 : null
  if (position === 'D') return depth === 1 ? 1 : depth <= 3 ? 2 : null
  return null
}

const spotOf = (position: 'C' | 'W' | 'D', index: number): Pick<NhlLineSpot, 'unit' | 'slot'> => {
  if (position === 'D')
    return { unit: `D${Math.min(defencePairs, Math.floor(index / 2) + 1)}`, slot: 'D' }
  if (position === 'C') return { unit: `L${Math.min(forwardLines, index + 1)}`, slot: 'C' }
  return {
    unit: `L${Math.min(forwardLines, Math.floor(index / 2) + 1)}`,
    slot: index % 2 === 0 ? 'LW' : 'RW',
  }
}

/**
 * The skaters' units, centres, wingers then defence, each by depth (extras join the last line
 * or pair).
 * @example nhlLineup(team)[0] // { playerKey: 'NHL:BOS:1', unit: 'L1', slot: 'C', powerPlayUnit: 1 }
 */
export const nhlLineup = (players: readonly GamePlayer[]): readonly NhlLineSpot[] =>
  (['C', 'W', 'D'] as const).flatMap((position) =>
    playersAt(players, position).map((player, index) => ({
      playerKey: player.key,
      ...spotOf(position, index),
      powerPlayUnit:
        player.powerPlayUnit === undefined
          ? defaultPowerPlayUnit(position, index + 1)
          : player.powerPlayUnit,
    })),
  )
