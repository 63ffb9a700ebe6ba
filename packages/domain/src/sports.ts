/**
 * The sports of the product and their numeric ids. SPEC §1 fixes 1–5; the ids from 6 up are
 * our choice (DESIGN.md "Ids we chose where the specification is silent").
 */
import { z } from 'zod'

/**
 * Sport id by sport code, the id every call and table uses.
 * @example sportIds.NHL // 4
 */
export const sportIds = {
  NFL: 1,
  NBA: 2,
  MLB: 3,
  NHL: 4,
  PGA: 5,
  MMA: 6,
  CSGO: 7,
  LOL: 8,
  COD: 9,
  NAS: 10,
  CFB: 11,
  USFL: 12,
  XFL: 13,
  UFL: 14,
  SOC: 19,
  CBB: 25,
} as const

/** A sport id such as `1` (NFL). */
export type SportId = (typeof sportIds)[keyof typeof sportIds]

/** A sport code such as `'NFL'`. */
export type SportCode = keyof typeof sportIds

/**
 * Accepts exactly the sport ids above, as numbers (wrap it in `decimalParam` for
 * query strings).
 * @example sportIdSchema.parse(25) // 25
 */
export const sportIdSchema = z.literal(Object.values(sportIds))

/**
 * Accepts the sport codes above, upper case.
 * @example sportCodeSchema.parse('NAS') // 'NAS'
 */
export const sportCodeSchema = z.enum(Object.keys(sportIds) as SportCode[])

/**
 * A sport: its id, code, display name and whether it is one of the main sports of SPEC §9.
 * @example sportSchema.parse({ sportId: 1, code: 'NFL', name: 'Football', isMain: true })
 */
export const sportSchema = z
  .object({
    sportId: sportIdSchema,
    code: sportCodeSchema,
    name: z.string().min(1),
    isMain: z.boolean(),
  })
  .readonly()
export type Sport = z.infer<typeof sportSchema>

/**
 * Every sport, ordered by id.
 * @example sports[0] // { sportId: 1, code: 'NFL', name: 'Football', isMain: true }
 */
export const sports: readonly Sport[] = [
  { sportId: 1, code: 'NFL', name: 'Football', isMain: true },
  { sportId: 2, code: 'NBA', name: 'Basketball', isMain: true },
  { sportId: 3, code: 'MLB', name: 'Baseball', isMain: true },
  { sportId: 4, code: 'NHL', name: 'Hockey', isMain: true },
  { sportId: 5, code: 'PGA', name: 'Golf', isMain: true },
  { sportId: 6, code: 'MMA', name: 'Mixed Martial Arts', isMain: false },
  { sportId: 7, code: 'CSGO', name: 'Counter-Strike', isMain: false },
  { sportId: 8, code: 'LOL', name: 'League of Legends', isMain: false },
  { sportId: 9, code: 'COD', name: 'Call of Duty', isMain: false },
  { sportId: 10, code: 'NAS', name: 'NASCAR', isMain: false },
  { sportId: 11, code: 'CFB', name: 'College Football', isMain: false },
  { sportId: 12, code: 'USFL', name: 'USFL', isMain: false },
  { sportId: 13, code: 'XFL', name: 'XFL', isMain: false },
  { sportId: 14, code: 'UFL', name: 'UFL', isMain: false },
  { sportId: 19, code: 'SOC', name: 'Soccer', isMain: false },
  { sportId: 25, code: 'CBB', name: 'College Basketball', isMain: false },
]

/**
 * The main sports of SPEC §9 (NFL, NBA, MLB, NHL, PGA), ordered by id.
 * @example mainSportIds // [1, 2, 3, 4, 5]
 */
export const mainSportIds: readonly SportId[] = sports
  .filter((sport) => sport.isMain)
  .map((sport) => sport.sportId)

/**
 * Whether a number is one of the sport ids.
 * @example isSportId(19) // true
 * @example isSportId(15) // false
 */
export const isSportId = (id: number): id is SportId => sportIdSchema.safeParse(id).success

/**
 * The sport with an id, or `undefined` for an unknown id.
 * @example findSport(3)?.code // 'MLB'
 */
export const findSport = (id: number): Sport | undefined =>
  sports.find((sport) => sport.sportId === id)

/**
 * The sport with an id; throws on an unknown id.
 * @example requireSport(4).name // 'Hockey'
 */
export const requireSport = (id: number): Sport => {
  const sport = findSport(id)
  if (sport === undefined) throw new Error(`Unknown sport id: ${id}`)
  return sport
}

/**
 * The sport with a code, in any letter case (URLs carry `nfl`), or `undefined`.
 * @example findSportByCode('nba')?.sportId // 2
 * @example findSportByCode('WNBA') // undefined
 */
export const findSportByCode = (code: string): Sport | undefined => {
  const upper = code.toUpperCase()
  return sports.find((sport) => sport.code === upper)
}
