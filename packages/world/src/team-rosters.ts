/**
 * The players each team of the starter world carries, by position, with the mean of their latent
 * skill (standard deviations of the league: 0 is an average regular, +1 a star). Starters and
 * top lines sit above 0, depth players below.
 */
import type { TeamSportCode } from './team-catalogue'

/**
 * One roster spot: the player's position code and the mean of his latent skill.
 * @example { position: 'WR', skillMean: 0.9 } // a team's first receiver
 */
export type RosterSpot = { readonly position: string; readonly skillMean: number }

const spots = (position: string, ...skillMeans: number[]): readonly RosterSpot[] =>
  skillMeans.map((skillMean) => ({ position, skillMean }))

/**
 * The roster of every team of a sport, in player-number order (a player's key ends with his
 * 1-based index here). NFL teams carry one `DST` spot for the team's defense.
 * @example teamRosters.NBA.length // 9
 * @example teamRosters.NHL.filter((spot) => spot.position === 'G').length // 2
 */
export const teamRosters: Readonly<Record<TeamSportCode, readonly RosterSpot[]>> = {
  NFL: [
    ...spots('QB', 0.3),
    ...spots('RB', 0.6, -0.6),
    ...spots('WR', 0.9, 0.2, -0.5, -1.2),
    ...spots('TE', 0.3, -1.2),
    ...spots('K', 0),
    ...spots('DST', 0),
  ],
  NBA: [
    ...spots('PG', 0.6, -0.6),
    ...spots('SG', 0.6, -0.6),
    ...spots('SF', 0.6, -0.6),
    ...spots('PF', 0.6),
    ...spots('C', 0.6, -0.8),
  ],
  MLB: [
    ...spots('C', -0.3),
    ...spots('1B', 0.3),
    ...spots('2B', 0),
    ...spots('3B', 0.2),
    ...spots('SS', 0.1),
    ...spots('OF', 0.4, 0, -0.2),
    ...spots('DH', 0.3),
    ...spots('SP', 0.4, -0.4),
  ],
  NHL: [
    ...spots('C', 0.9, 0.3, -0.4, -1.1),
    ...spots('W', 0.9, 0.9, 0.3, 0.3, -0.4, -0.4),
    ...spots('D', 0.5, 0.5, -0.4, -0.4),
    ...spots('G', 0.5, -1),
  ],
}

/**
 * Golfers in the starter world's tournament field.
 * @example golferCount // 60
 */
export const golferCount = 60

/**
 * The spread of latent skill around a spot's mean, in league standard deviations.
 * @example skillSpread // 0.5
 */
export const skillSpread = 0.5
