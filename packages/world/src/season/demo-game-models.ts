/**
 * The game models the demo world plays with: the per-sport box-score models and the golf
 * tournament model of `../games`.
 */
import { simulateGame } from '../games/simulate-game'
import { simulateTournament } from '../games/pga-tournament'
import type { GameModels } from './demo-world'

/**
 * The demo world's game models.
 * @example createDemoWorld('slatelab', demoGameModels)
 */
export const demoGameModels: GameModels = { simulateGame, simulateTournament }
