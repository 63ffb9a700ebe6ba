/**
 * What an injury status means for a lineup holding the player (issue 32): OUT and doubtful
 * players are swapped out by a Quick swap; a questionable one is flagged only.
 */
import { injuryStatusSort } from './injury-status'

/**
 * A lineup's warning level from one player's status, worst first.
 * @example lineupStatuses.out // 'out'
 */
export const lineupStatuses = {
  /** Ruled out or inactive: he will score nothing. */
  out: 'out',
  /** Doubtful: most likely out. */
  doubtful: 'doubtful',
  /** Questionable: a game-time decision. */
  questionable: 'questionable',
} as const
export type LineupStatus = (typeof lineupStatuses)[keyof typeof lineupStatuses]

/**
 * The lineup status of an injury status, or null when he is expected to play.
 * @example lineupStatusOf('Out') // 'out'
 * @example lineupStatusOf('Probable') // null
 */
export const lineupStatusOf = (status: string | null | undefined): LineupStatus | null => {
  const sort = injuryStatusSort(status)
  if (sort === 5 || sort === 6) return lineupStatuses.out
  if (sort === 4) return lineupStatuses.doubtful
  if (sort === 2) return lineupStatuses.questionable
  return null
}

/**
 * Whether a Quick swap replaces a player of this status (OUT, inactive, doubtful).
 * @example swapsOut('Doubtful') // true
 */
export const swapsOut = (status: string | null | undefined): boolean => {
  const lineupStatus = lineupStatusOf(status)
  return lineupStatus === lineupStatuses.out || lineupStatus === lineupStatuses.doubtful
}
