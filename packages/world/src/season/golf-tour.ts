/**
 * The PGA Tour of the demo world: a fictional event every week of the Tour's year, teeing off
 * Thursday at 7:00 AM Eastern, with a field of most of the golfer pool (the best almost always
 * play, the rest rotate).
 */
import { createRng } from '@slatelab/engine/rng'
import type { IsoDate } from '@slatelab/domain/units'
import { daysBetween } from './calendar-dates'
import type { WorldPlayer } from './world-players'

// Fictional names: a real event's name would clash with its real dates.
const tournamentNames = [
  'Harbor Pines Classic',
  'Copper Canyon Open',
  'Lakeshore Championship',
  'Desert Willow Invitational',
  'Cedar Hollow Open',
  'Silver Bay Classic',
  'Magnolia Ridge Championship',
  'Red Rock Invitational',
  'Juniper Links Open',
  'Pelican Point Classic',
  'Timber Creek Championship',
  'Blue Heron Invitational',
  'Sandpiper Dunes Open',
  'Oak Valley Classic',
  'Granite Falls Championship',
  'Coral Reef Open',
  'Aspen Meadows Invitational',
  'Saltmarsh Classic',
  'Highland Glen Open',
  'Mesa Verde Championship',
  'Willow Bend Classic',
  'Crystal Lake Open',
  'Thunder Ridge Invitational',
  'Seaside Bluffs Championship',
] as const

/**
 * Golfers in an event's field.
 * @example fieldSize // 132
 */
export const fieldSize = 132

/**
 * The event that tees off on a Thursday: its key, name and field (golfer keys, best first by
 * the draw that picked them).
 * @example golfEventOf('demo', isoDate('2026-11-19'), golfers).title // 'Saltmarsh Classic'
 */
export const golfEventOf = (
  seed: string,
  thursday: IsoDate,
  golfers: readonly WorldPlayer[],
): { readonly key: string; readonly title: string; readonly field: readonly WorldPlayer[] } => {
  const rng = createRng(`${seed}:PGA:${thursday}`)
  const week = Math.floor(daysBetween('2020-01-02' as IsoDate, thursday) / 7)
  const title = tournamentNames[
    ((week % tournamentNames.length) + tournamentNames.length) % tournamentNames.length
  ] as string
  const field = golfers
    .map((golfer) => ({ golfer, draw: golfer.skill + rng.normal(0, 1.2) }))
    .sort((a, b) => b.draw - a.draw)
    .slice(0, fieldSize)
    .map((entry) => entry.golfer)
  return { key: `PGA:${thursday}:${title.toLowerCase().replaceAll(' ', '-')}`, title, field }
}
