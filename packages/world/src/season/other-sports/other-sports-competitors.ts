/**
 * The demo world's NASCAR drivers and MMA fighters: fictional people (the name generator's),
 * each with a latent skill. They depend on the seed only, so they are the same every season.
 * Fighters' records are their careers before the world begins; the world does not play fights
 * out, so they do not change.
 */
import { createRng } from '@slatelab/engine/rng'
import { sportIds } from '@slatelab/domain/sports'
import { createNameGenerator } from '../../name-generator'
import type { WorldPlayer } from '../world-players'

/**
 * A Cup Series driver: a world player without a team (position `D`, as DraftKings lists
 * drivers) and his car number.
 * @example { key: 'NAS:24', sportId: 10, teamKey: null, firstName: 'Owen', lastName: 'Hartley', position: 'D', depth: 1, skill: 1.2, usage: 1, variance: 1, playerNumber: 100003, carNumber: 24 }
 */
export type Driver = WorldPlayer & { readonly carNumber: number }

/** MMA weight classes, lightest first, with the division limit in pounds. */
export const weightClasses = [
  { name: 'Flyweight', pounds: 125 },
  { name: 'Bantamweight', pounds: 135 },
  { name: 'Featherweight', pounds: 145 },
  { name: 'Lightweight', pounds: 155 },
  { name: 'Welterweight', pounds: 170 },
  { name: 'Middleweight', pounds: 185 },
  { name: 'Light Heavyweight', pounds: 205 },
  { name: 'Heavyweight', pounds: 265 },
] as const

/** A weight class name such as `'Lightweight'`. */
export type WeightClass = (typeof weightClasses)[number]['name']

/**
 * A fighter: a world player without a team (position `F`), his division and his professional
 * record (wins, losses, draws).
 * @example { key: 'MMA:Lightweight:3', sportId: 6, position: 'F', firstName: 'Kai', lastName: 'Thornley', weightClass: 'Lightweight', wins: 18, losses: 4, draws: 0, … }
 */
export type Fighter = WorldPlayer & {
  readonly weightClass: WeightClass
  readonly wins: number
  readonly losses: number
  readonly draws: number
}

/**
 * Drivers in the Cup Series pool: a full field of 36 chartered cars plus two open entries.
 * @example driverCount // 38
 */
export const driverCount = 38

/**
 * Fighters per weight class (8 classes × 15 = 120).
 * @example fightersPerClass // 15
 */
export const fightersPerClass = 15

const round2 = (value: number): number => Math.round(value * 100) / 100

/**
 * The driver pool, best first by skill draw, each with a distinct car number from 1 to 99.
 * @example buildDrivers('demo').length // 38
 */
export const buildDrivers = (seed: string): readonly Driver[] => {
  const rng = createRng(`${seed}:NAS:drivers`)
  const nextName = createNameGenerator(rng.fork('names'))
  const numbers = new Set<number>()
  const drivers = Array.from({ length: driverCount }, (_, index) => {
    let carNumber = rng.int(1, 99)
    while (numbers.has(carNumber)) carNumber = rng.int(1, 99)
    numbers.add(carNumber)
    return {
      key: `NAS:${carNumber}`,
      sportId: sportIds.NAS,
      teamKey: null,
      ...nextName(),
      position: 'D',
      depth: 1,
      // Skill falls with the pool index: a few contenders, a midfield and back markers.
      skill: round2(1.6 - (index * 3) / driverCount + rng.normal(0, 0.25)),
      usage: 1,
      variance: round2(0.8 + rng.next() * 0.4),
      playerNumber: sportIds.NAS * 10_000 + index + 1,
      carNumber,
    }
  })
  return [...drivers].sort((a, b) => b.skill - a.skill)
}

/**
 * The fighter pool by weight class (lightest first), each class ranked best first; the better a
 * fighter, the better his record tends to be.
 * @example buildFighters('demo').filter((fighter) => fighter.weightClass === 'Heavyweight').length // 15
 */
export const buildFighters = (seed: string): readonly Fighter[] => {
  const rng = createRng(`${seed}:MMA:fighters`)
  const nextName = createNameGenerator(rng.fork('names'))
  return weightClasses.flatMap((weightClass, classIndex) => {
    const fighters = Array.from({ length: fightersPerClass }, (_, index) => {
      const skill = round2(rng.normal(0, 1))
      const fights = rng.int(6, 32)
      const winShare = Math.min(0.95, Math.max(0.35, 0.68 + skill * 0.1 + rng.normal(0, 0.08)))
      const draws = rng.next() < 0.15 ? 1 : 0
      const wins = Math.round((fights - draws) * winShare)
      return {
        key: `MMA:${weightClass.name.replace(' ', '')}:${index + 1}`,
        sportId: sportIds.MMA,
        teamKey: null,
        ...nextName(),
        position: 'F',
        depth: 1,
        skill,
        usage: 1,
        variance: round2(0.8 + rng.next() * 0.4),
        playerNumber: sportIds.MMA * 10_000 + classIndex * fightersPerClass + index + 1,
        weightClass: weightClass.name,
        wins,
        losses: fights - draws - wins,
        draws,
      }
    })
    return [...fighters].sort((a, b) => b.skill - a.skill)
  })
}
