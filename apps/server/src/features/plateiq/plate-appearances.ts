/**
 * The pitches of stored MLB games, derived per request from each team game's plate log
 * (`@slatelab/world/games/mlb-pitches`): a generator keyed by the event, the batting team and
 * the plate appearance's index makes every call give the same pitches.
 */
import type { StatcastPitch } from '@slatelab/engine/statcast/statcast-metrics'
import { createRng } from '@slatelab/engine/rng'
import {
  batterProfile,
  bullpenArsenal,
  pitcherArsenal,
  plateAppearancePitches,
  type Arsenal,
  type BatterProfile,
} from '@slatelab/world/games/mlb-pitches'
import { decodePlateLog } from '@slatelab/world/games/mlb-plate-log'
import { LRUCache } from 'lru-cache'

/** A stored team game as the derivation reads it. */
export type PlayedTeamGame = {
  readonly eventId: number
  readonly teamId: number
  readonly startsAt: Date
  readonly confirmedOrder: readonly (number | null)[]
  readonly starterId: number | null
  readonly plays: string | null
}

/**
 * One plate appearance with its pitches. `pitcherId` is the opposing starter, null for the
 * bullpen; `batterId` null for an unlisted replacement.
 */
export type PlateAppearance = {
  readonly eventId: number
  readonly startsAt: Date
  readonly battingTeamId: number
  readonly pitchingTeamId: number
  readonly batterId: number | null
  readonly pitcherId: number | null
  readonly pitches: readonly StatcastPitch[]
}

/**
 * A starting pitcher's hand and repertoire, the same in every game.
 * @example arsenalOfPitcher(812).throws // 'R'
 */
export const arsenalOfPitcher = (playerId: number): Arsenal => pitcherArsenal(`pitcher:${playerId}`)

/** A batter's side and contact lean, the same in every game. */
export const profileOfBatter = (playerId: number | null): BatterProfile =>
  batterProfile(`batter:${playerId ?? 'replacement'}`)

/**
 * A finished game's pitches never change, and deriving them is most of a call's work (30 days
 * of a league: about 30,000 plate appearances, 700 ms), so each team game's are kept once
 * derived. The key holds everything they are drawn from; about 45 days of a league fit.
 */
const derived = new LRUCache<string, readonly PlateAppearance[]>({ max: 3_000 })

/**
 * Every plate appearance of the played team games, pitches included. Both sides of a game
 * must be present (each side's starter pitches to the other's hitters); a side alone is skipped.
 */
export const derivePlateAppearances = (
  games: readonly PlayedTeamGame[],
): readonly PlateAppearance[] => {
  const byEvent = new Map<number, PlayedTeamGame[]>()
  for (const game of games) {
    const sides = byEvent.get(game.eventId)
    if (sides === undefined) byEvent.set(game.eventId, [game])
    else sides.push(game)
  }
  const appearances: PlateAppearance[] = []
  for (const sides of byEvent.values()) {
    const [first, second] = sides
    if (first === undefined || second === undefined) continue
    for (const [batting, pitching] of [
      [first, second],
      [second, first],
    ] as const) {
      if (batting.plays === null) continue
      const key = [
        batting.eventId,
        batting.teamId,
        pitching.teamId,
        pitching.starterId,
        batting.confirmedOrder.join(','),
        batting.plays,
      ].join(':')
      const cached = derived.get(key)
      if (cached !== undefined) {
        appearances.push(...cached)
        continue
      }
      const side: PlateAppearance[] = []
      const starter = pitching.starterId === null ? null : arsenalOfPitcher(pitching.starterId)
      const bullpen = bullpenArsenal(`bullpen:${pitching.teamId}`)
      const profiles = batting.confirmedOrder.map(profileOfBatter)
      decodePlateLog(batting.plays).forEach((pa, index) => {
        const rng = createRng(`pa:${batting.eventId}:${batting.teamId}:${index}`)
        const arsenal = pa.bullpen || starter === null ? bullpen : starter
        const throws = arsenal === bullpen ? (rng.next() < 0.7 ? 'R' : 'L') : arsenal.throws
        const batterId = batting.confirmedOrder[pa.slot] ?? null
        side.push({
          eventId: batting.eventId,
          startsAt: batting.startsAt,
          battingTeamId: batting.teamId,
          pitchingTeamId: pitching.teamId,
          batterId,
          pitcherId: arsenal === bullpen ? null : pitching.starterId,
          pitches: plateAppearancePitches(
            pa,
            arsenal,
            profiles[pa.slot] ?? profileOfBatter(null),
            throws,
            rng,
          ),
        })
      })
      derived.set(key, side)
      appearances.push(...side)
    }
  }
  return appearances
}
