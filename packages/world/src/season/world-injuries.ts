/**
 * A player's injury listing on a day (player-form.ts draws the episodes per block of days): the
 * episodes of the day's block and the one before, since an episode can start in one and last
 * into the next. Episodes are cached per player and block.
 */
import { requireSport } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import {
  injuryBlockOf,
  injuryEpisodesOfBlock,
  injuryStatusOn,
  type InjuryEpisode,
  type InjuryStatus,
} from './player-form'
import type { WorldPlayer } from './world-players'

/** A player's listing on a day, or undefined when he is not listed. */
export type InjuryListingOn = (
  player: WorldPlayer,
  day: IsoDate,
) => { status: InjuryStatus; injury: string } | undefined

/**
 * Positions no injury report lists: a team defence is a unit, not a player (issue 34: "Dallas
 * Cowboys… doubtful" is no report a real site shows).
 */
export const uninjurablePositions: ReadonlySet<string> = new Set(['DST'])

/**
 * A player's listing on a day from the seed's injury episodes; never for a position in
 * `uninjurablePositions`.
 * @example createInjuryListing('demo')(player, '2026-11-22') // { status: 'Questionable', injury: 'Ankle' } or undefined
 */
export const createInjuryListing = (seed: string): InjuryListingOn => {
  const episodeCache = new Map<string, readonly InjuryEpisode[]>()
  const episodesOf = (playerKey: string, block: number): readonly InjuryEpisode[] => {
    const cacheKey = `${playerKey}:${block}`
    let episodes = episodeCache.get(cacheKey)
    if (episodes === undefined) {
      episodes = injuryEpisodesOfBlock(seed, playerKey, block)
      episodeCache.set(cacheKey, episodes)
    }
    return episodes
  }
  return (player, day) => {
    if (uninjurablePositions.has(player.position)) return undefined
    const block = injuryBlockOf(day)
    for (const episode of [
      ...episodesOf(player.key, block - 1),
      ...episodesOf(player.key, block),
    ]) {
      const status = injuryStatusOn(episode, day, requireSport(player.sportId).code)
      if (status !== undefined) return { status, injury: episode.injury }
    }
    return undefined
  }
}
