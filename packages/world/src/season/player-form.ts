/**
 * How a player changes through the seasons: latent skill that drifts (hot and cold spells as a
 * sum of slow waves, so any day's form is known without replaying the days before it) and
 * injuries that start, change status as the player heals, and end.
 */
import { createRng } from '@slatelab/engine/rng'
import { addDays } from '@slatelab/domain/slate-window'
import type { IsoDate } from '@slatelab/domain/units'
import { daysBetween } from './calendar-dates'

/** The statuses of an injury report, from the least to the most serious. */
export type InjuryStatus =
  'Probable' | 'Questionable' | 'Day-to-day' | 'Doubtful' | 'Inactive' | 'Out'

/**
 * One injury: when it happened, the body part and the day the player is fully back.
 * @example { playerKey: 'NBA:BOS:2', startsOn: '2026-01-03', endsOn: '2026-01-17', injury: 'Ankle', sport: 'NBA' }
 */
export type InjuryEpisode = {
  readonly playerKey: string
  readonly startsOn: IsoDate
  readonly endsOn: IsoDate
  readonly injury: string
}

const epoch = '2020-01-01' as IsoDate

// Three waves with periods between 3 weeks and 4 months; the amplitudes add up to ±0.3 SD.
const waveCount = 3
const waveAmplitude = 0.1

/**
 * A player's form on a day in league standard deviations (added to his base skill): a sum of
 * slow waves drawn from `seed` and the player's key, between −0.3 and +0.3.
 * @example formOn('demo', 'NBA:BOS:1', isoDate('2026-01-15')) // 0.12…
 */
export const formOn = (seed: string, playerKey: string, day: IsoDate): number => {
  const rng = createRng(`${seed}:form:${playerKey}`)
  const t = daysBetween(epoch, day)
  let form = 0
  for (let wave = 0; wave < waveCount; wave += 1) {
    const period = 21 + rng.next() * 100
    const phase = rng.next() * 2 * Math.PI
    form += waveAmplitude * Math.sin((2 * Math.PI * t) / period + phase)
  }
  return form
}

const bodyParts = [
  'Ankle',
  'Knee',
  'Hamstring',
  'Hip',
  'Shoulder',
  'Back',
  'Illness',
  'Wrist',
  'Calf',
  'Concussion',
] as const

// Injuries per player per season, and how long they keep him out (days).
const episodesPerSeason = 0.7
const seasonLengthDays = 200

/**
 * The 200-day block of the injury calendar a day falls in (blocks count from 2020-01-01).
 * @example injuryBlockOf(isoDate('2026-11-22')) // 12
 */
export const injuryBlockOf = (day: IsoDate): number =>
  Math.floor(daysBetween(epoch, day) / seasonLengthDays)

/**
 * A player's injuries that start in one 200-day block, drawn from `seed`: about 0.7 per block,
 * lasting 2 days to 6 weeks (short ones are common). An injury may run into the next block.
 * @example injuryEpisodesOfBlock('demo', 'NBA:BOS:2', 12) // [{ startsOn: '2026-01-03', endsOn: '2026-01-09', injury: 'Ankle', … }]
 */
export const injuryEpisodesOfBlock = (
  seed: string,
  playerKey: string,
  block: number,
): readonly InjuryEpisode[] => {
  const rng = createRng(`${seed}:injuries:${playerKey}:${block}`)
  let count = 0
  // Poisson by inversion.
  for (let p = rng.next(), limit = Math.exp(-episodesPerSeason); p > limit; p *= rng.next()) {
    count += 1
  }
  const episodes: InjuryEpisode[] = []
  for (let index = 0; index < count; index += 1) {
    const startsOn = addDays(epoch, block * seasonLengthDays + rng.int(0, seasonLengthDays - 1))
    const length = Math.max(2, Math.round(Math.exp(rng.normal(2, 0.9))))
    episodes.push({
      playerKey,
      startsOn,
      endsOn: addDays(startsOn, Math.min(42, length)),
      injury: rng.pick(bodyParts),
    })
  }
  return episodes.sort((a, b) => a.startsOn.localeCompare(b.startsOn))
}

/**
 * The status a team lists for a player on a day of an injury: out for most of it, then
 * doubtful and questionable (or day-to-day in the NBA and NHL) as he nears his return, and
 * probable for the last day. `undefined` outside the injury.
 * @example injuryStatusOn(episode, isoDate('2026-01-04'), 'NBA') // 'Out'
 */
export const injuryStatusOn = (
  episode: InjuryEpisode,
  day: IsoDate,
  sport: string,
): InjuryStatus | undefined => {
  const elapsed = daysBetween(episode.startsOn, day)
  const length = daysBetween(episode.startsOn, episode.endsOn)
  if (elapsed < 0 || elapsed > length) return undefined
  const left = length - elapsed
  if (left === 0) return 'Probable'
  if (left <= 2) return sport === 'NBA' || sport === 'NHL' ? 'Day-to-day' : 'Questionable'
  if (left <= 4) return 'Doubtful'
  return 'Out'
}

// How often a listed player suits up.
const playChance: Readonly<Record<InjuryStatus, number>> = {
  Probable: 0.97,
  Questionable: 0.75,
  'Day-to-day': 0.65,
  Doubtful: 0.15,
  Inactive: 0,
  Out: 0,
}

/**
 * Whether a player with this status plays a game, decided once per player and game from
 * `seed`.
 * @example playsGame('demo', 'NBA:BOS:2', 'NBA:2026-01-15:NYK@BOS', 'Questionable') // true (three times in four)
 */
export const playsGame = (
  seed: string,
  playerKey: string,
  gameKey: string,
  status: InjuryStatus | undefined,
): boolean =>
  status === undefined ||
  createRng(`${seed}:plays:${playerKey}:${gameKey}`).next() < playChance[status]
