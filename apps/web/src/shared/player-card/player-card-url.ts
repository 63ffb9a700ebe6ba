/**
 * The player card's place in the URL: `?player={playerId}` on whatever page is open, so a
 * card can be shared and reopens on reload; the router owns it.
 */
import { idSchema } from '@slatelab/domain/entities/fields'

/** The query parameter that holds the open card's player id. */
export const playerParam = 'player'

/**
 * The event the card was opened from (a golf tournament: its course history); optional, and
 * only read while a card is open.
 */
export const eventParam = 'event'

/**
 * The player id of the open card, or `null` when none is open (or the value is not an id).
 * @example openPlayerId(new URLSearchParams('player=501')) // 501
 */
export const openPlayerId = (search: URLSearchParams): number | null => {
  const parsed = idSchema.safeParse(Number(search.get(playerParam) ?? ''))
  return parsed.success ? parsed.data : null
}

/**
 * The event id the open card was opened from, or `null`.
 * @example openEventId(new URLSearchParams('player=501&event=9300')) // 9300
 */
export const openEventId = (search: URLSearchParams): number | null => {
  const parsed = idSchema.safeParse(Number(search.get(eventParam) ?? ''))
  return parsed.success ? parsed.data : null
}

/**
 * The query string with the card of `playerId` open (or closed for `null`), with the event it
 * was opened from when given, the other parameters kept.
 * @example withPlayer('?sportId=2', 501) // '?sportId=2&player=501'
 * @example withPlayer('', 9101, 9300) // '?player=9101&event=9300'
 */
export const withPlayer = (
  search: string,
  playerId: number | null,
  eventId: number | null = null,
): string => {
  const params = new URLSearchParams(search)
  if (playerId === null) params.delete(playerParam)
  else params.set(playerParam, String(playerId))
  if (playerId === null || eventId === null) params.delete(eventParam)
  else params.set(eventParam, String(eventId))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}
