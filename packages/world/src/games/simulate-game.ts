/**
 * One entry point for the team-sport game models.
 */
import type { TeamSportCode } from '../team-catalogue'
import type { BoxScore, GameInput } from './game-schema'
import { simulateMlbGame } from './mlb-game'
import { simulateNbaGame } from './nba-game'
import { simulateNflGame } from './nfl-game'
import { simulateNhlGame } from './nhl-game'

const models: Readonly<Record<TeamSportCode, (input: GameInput) => BoxScore>> = {
  NFL: simulateNflGame,
  NBA: simulateNbaGame,
  MLB: simulateMlbGame,
  NHL: simulateNhlGame,
}

/**
 * Simulates one game of a team sport into a box score with every listed player's stats and
 * fantasy points per site. The same input and stream state give a deep-equal box score.
 * @example simulateGame('NBA', { home, visitor, impliedTotals: { home: 115.5, visitor: 110 }, rng }).home.score // 118
 */
export const simulateGame = (sport: TeamSportCode, input: GameInput): BoxScore =>
  models[sport](input)
