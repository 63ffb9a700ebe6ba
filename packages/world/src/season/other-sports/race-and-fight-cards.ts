/**
 * NASCAR races and MMA cards of the demo world: a fictional track for every race Sunday of the
 * Cup year, and a fictional promotion's card on card Saturdays, its bouts drawn within weight
 * classes from the fighters whose turn it is (a fighter fights at most every fourth week).
 */
import { createRng } from '@slatelab/engine/rng'
import { addDays } from '@slatelab/domain/slate-window'
import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { daysBetween, yearOf } from '../calendar-dates'
import { shuffled } from '../../shuffled'
import { isMmaCardDay, nascarRaceDays } from './other-sports-calendar'
import { weightClasses, type Fighter } from './other-sports-competitors'
import { trackKinds, type TrackKind } from './other-sports-lines'

/**
 * A Cup race: its number in the season, name, track and what the track rewards.
 * @example { key: 'NAS:2026-02-15', day: '2026-02-15', raceNumber: 1, title: 'Palmetto Shores 500', track: 'Palmetto Shores International Speedway', kind: 'superspeedway', time: '14:30' }
 */
export type Race = {
  readonly key: string
  readonly day: IsoDate
  readonly raceNumber: number
  readonly title: string
  readonly track: string
  readonly kind: TrackKind
  readonly time: string
}

type TrackRow = readonly [place: string, kind: TrackKind, distance: string]

const { superspeedway, intermediate, short, road } = trackKinds

// Fictional tracks, in the season's order (a real track's name would clash with its real date).
const tracks: readonly TrackRow[] = [
  ['Palmetto Shores', superspeedway, '500'],
  ['Copper Flats', intermediate, '400'],
  ['Desert Mesa', intermediate, '400'],
  ['Saguaro Valley', short, '500K'],
  ['Red Clay', intermediate, '500'],
  ['Ridgeback', road, '250'],
  ['Old Mill', short, '400'],
  ['Cumberland Hollow', short, '500'],
  ['Bayou Crossing', intermediate, '400'],
  ['Granite Peak', superspeedway, '500'],
  ['Sandhill', intermediate, '400'],
  ['Magnolia Bend', intermediate, '400'],
  ['Harbor City', intermediate, '600'],
  ['Lakeview', short, '300'],
  ['Prairie Wind', intermediate, '400'],
  ['Blue Ridge', road, '350K'],
  ['Timberline', intermediate, '400'],
  ['Pinecrest', short, '301'],
  ['Lone Oak', intermediate, '400'],
  ['Riverport', road, '100 Laps'],
  ['Keystone Valley', intermediate, '400'],
  ['Heartland', intermediate, '400'],
  ['Gulf Coast', superspeedway, '400'],
  ['Thunder Valley', short, 'Night Race'],
  ['Ironwood', intermediate, '400'],
  ['Cedar Point', road, '355'],
  ['Twin Rivers', intermediate, '500'],
  ['Seneca Hills', intermediate, '400'],
  ['Coal Creek', short, '400'],
  ['Great Plains', intermediate, '400'],
  ['Summit', superspeedway, '500'],
  ['Silver Lake', intermediate, '400'],
  ['Harvest Moon', short, '500'],
  ['Highland Park', road, '400K'],
  ['Westgate', short, '500'],
  ['Sunset Bay', intermediate, 'Championship'],
]

const kindName: Readonly<Record<TrackKind, string>> = {
  superspeedway: 'International Speedway',
  intermediate: 'Motor Speedway',
  short: 'Raceway',
  road: 'Road Course',
}
const kindTime: Readonly<Record<TrackKind, string>> = {
  superspeedway: '14:30',
  intermediate: '15:00',
  short: '19:30',
  road: '15:00',
}

/**
 * The Cup race on a day, or `undefined`. The season's last race is always the championship.
 * @example raceOn(isoDate('2026-02-15'))?.title // 'Palmetto Shores 500'
 */
export const raceOn = (day: IsoDate): Race | undefined => {
  const days = nascarRaceDays(yearOf(day))
  const index = days.indexOf(day)
  if (index < 0) return undefined
  const isLast = index === days.length - 1
  const [place, kind, distance] = tracks[
    isLast ? tracks.length - 1 : Math.min(index, tracks.length - 2)
  ] as TrackRow
  return {
    key: `NAS:${day}`,
    day,
    raceNumber: index + 1,
    title: `${place} ${distance}`,
    track: `${place} ${kindName[kind]}`,
    kind,
    time: kindTime[kind],
  }
}

/** Where a bout sits on its card. */
export const cardSegments = {
  /** The last fight of the night. */
  mainEvent: 'Main Event',
  /** The fight before it. */
  coMainEvent: 'Co-Main Event',
  /** The rest of the televised main card. */
  mainCard: 'Main Card',
  /** The undercard. */
  prelims: 'Prelims',
} as const
export type CardSegment = (typeof cardSegments)[keyof typeof cardSegments]

/**
 * A bout: its order on the card (1 = first prelim), segment, Eastern start and fighters.
 * @example { key: 'MMA:2026-03-07:11', order: 11, segment: 'Main Event', time: '23:30', weightClass: 'Lightweight', fighters: [fighterA, fighterB] }
 */
export type Bout = {
  readonly key: string
  readonly order: number
  readonly segment: CardSegment
  readonly time: string
  readonly weightClass: string
  readonly fighters: readonly [Fighter, Fighter]
}

/**
 * A card: its name (numbered on the last Saturday of a month) and bouts in fight order.
 * @example { key: 'MMA:2026-03-28', day: '2026-03-28', title: 'Iron Circle 174: Thornley vs Ashworth', bouts: […] }
 */
export type FightCard = {
  readonly key: string
  readonly day: IsoDate
  readonly title: string
  readonly bouts: readonly Bout[]
}

const mainCardSize = 5
const maxPrelims = 7

const minutesToTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The card on a day, or `undefined`: the bouts with the best pairs of fighters make the main
 * card (five, the best last), up to seven more are prelims from 8 PM Eastern.
 * @example cardOn('demo', isoDate('2026-03-07'), fighters)?.bouts.length // 12
 */
export const cardOn = (
  seed: string,
  day: IsoDate,
  fighters: readonly Fighter[],
): FightCard | undefined => {
  if (!isMmaCardDay(day)) return undefined
  const rng = createRng(`${seed}:MMA:${day}`)
  const week = Math.floor(daysBetween(isoDate('2020-01-04'), day) / 7)
  const pairs = weightClasses.flatMap(({ name }) => {
    const due = shuffled(
      fighters.filter((fighter, index) => fighter.weightClass === name && (index + week) % 4 === 0),
      rng,
    )
    return Array.from({ length: Math.floor(due.length / 2) }, (_, index) => ({
      weightClass: name,
      fighters: [due[index * 2], due[index * 2 + 1]] as [Fighter, Fighter],
    }))
  })
  const byDraw = [...pairs].sort(
    (a, b) =>
      b.fighters[0].skill + b.fighters[1].skill - (a.fighters[0].skill + a.fighters[1].skill),
  )
  const main = byDraw.slice(0, mainCardSize).reverse()
  const prelims = byDraw.slice(mainCardSize, mainCardSize + maxPrelims).reverse()
  const bouts = [...prelims, ...main].map((pair, index): Bout => {
    const fromEnd = prelims.length + main.length - 1 - index
    const segment =
      index < prelims.length
        ? cardSegments.prelims
        : fromEnd === 0
          ? cardSegments.mainEvent
          : fromEnd === 1
            ? cardSegments.coMainEvent
            : cardSegments.mainCard
    const minutes =
      index < prelims.length ? 20 * 60 + index * 20 : 22 * 60 + (index - prelims.length) * 30
    return {
      key: `MMA:${day}:${index + 1}`,
      order: index + 1,
      segment,
      time: minutesToTime(minutes),
      weightClass: pair.weightClass,
      fighters: pair.fighters,
    }
  })
  const headliners = bouts[bouts.length - 1]?.fighters
  const headline = headliners
    ? `${headliners[0].lastName} vs ${headliners[1].lastName}`
    : 'Fight Night'
  const isNumbered = addDays(day, 7).slice(5, 7) !== day.slice(5, 7)
  const number = 100 + (yearOf(day) - 2020) * 12 + Number(day.slice(5, 7))
  return {
    key: `MMA:${day}`,
    day,
    title: isNumbered
      ? `Iron Circle ${number}: ${headline}`
      : `Iron Circle Fight Night: ${headline}`,
    bouts,
  }
}
