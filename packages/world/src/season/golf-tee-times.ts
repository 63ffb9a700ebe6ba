/**
 * First-round tee times of a golf event's field: threesomes in a morning and an afternoon wave,
 * off the 1st and 10th tees every 11 minutes, the draw shuffled per event. DFS players stack
 * golfers of one wave (the weather treats a wave alike), which the optimizer's tee-time stacks
 * express.
 */
import { createRng } from '@slatelab/engine/rng'
import type { IsoDate, IsoDateTime } from '@slatelab/domain/units'
import { easternTimeToUtc } from '../schedule'

const groupSize = 3
const minutesBetweenGroups = 11
const waveStarts = ['07:00', '12:10'] as const

const clock = (start: string, minutes: number): string => {
  const [hours = 0, mins = 0] = start.split(':').map(Number)
  const total = hours * 60 + mins + minutes
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** A golfer's round-one start: his wave (0 morning, 1 afternoon) and tee time (UTC). */
export type GolfStart = { readonly wave: number; readonly teeTime: IsoDateTime }

/**
 * Each golfer's round-one wave and tee time, keyed by player key.
 * @example golfStarts('slatelab', 'PGA:2026-11-19', isoDate('2026-11-19'), keys).get(keys[0]) // { wave: 0, teeTime: '2026-11-19T12:00:00Z' }
 */
export const golfStarts = (
  seed: string,
  eventKey: string,
  day: IsoDate,
  playerKeys: readonly string[],
): ReadonlyMap<string, GolfStart> => {
  const rng = createRng(`${seed}:tee-times:${eventKey}`)
  const draw = [...playerKeys]
  for (let index = draw.length - 1; index > 0; index -= 1) {
    const other = Math.floor(rng.next() * (index + 1))
    ;[draw[index], draw[other]] = [draw[other] as string, draw[index] as string]
  }
  const groups = Math.ceil(draw.length / groupSize)
  const groupsPerWave = Math.ceil(groups / waveStarts.length)
  const starts = new Map<string, GolfStart>()
  draw.forEach((key, index) => {
    const group = Math.floor(index / groupSize)
    const wave = Math.floor(group / groupsPerWave)
    // Two tees: groups go off in pairs.
    const slot = Math.floor((group % groupsPerWave) / 2)
    const start = waveStarts[wave] ?? waveStarts[0]
    starts.set(key, {
      wave,
      teeTime: easternTimeToUtc(day, clock(start, slot * minutesBetweenGroups)),
    })
  })
  return starts
}
