/**
 * A game's place in the URL of /game-flow and /event-details: `?eventId={eventId}`, so a game
 * can be linked to, shared and reopened on reload; the router owns it.
 */
import { idSchema } from '@slatelab/domain/entities/fields'
import { playerParam } from '../player-card/player-card-url'

/** The query parameter that holds the game on screen. */
export const eventParam = 'eventId'

/**
 * The game in the query, or `null` when there is none (or the value is not an id).
 * @example chosenEventId(new URLSearchParams('eventId=8101')) // 8101
 */
export const chosenEventId = (search: URLSearchParams): number | null => {
  const parsed = idSchema.safeParse(Number(search.get(eventParam) ?? ''))
  return parsed.success ? parsed.data : null
}

/**
 * The query string showing another game: the other parameters (the navbar's) kept, an open
 * player card closed.
 * @example withEvent('?date=2026-11-22&player=501', 8101) // '?date=2026-11-22&eventId=8101'
 */
export const withEvent = (search: string, eventId: number): string => {
  const params = new URLSearchParams(search)
  params.delete(playerParam)
  params.set(eventParam, String(eventId))
  return `?${params.toString()}`
}

/** The game's flow page. */
export const gameFlowPath = (eventId: number): string => `/game-flow?${eventParam}=${eventId}`

/** The game's details page. */
export const eventDetailsPath = (eventId: number): string =>
  `/event-details?${eventParam}=${eventId}`
