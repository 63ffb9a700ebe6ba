import { describe, expect, it } from 'vitest'
import {
  findSport,
  findSportByCode,
  isSportId,
  mainSportIds,
  requireSport,
  sportIdSchema,
  sportIds,
  sportSchema,
  sports,
} from './sports'

describe('sport ids', () => {
  it('maps each sport code to its id (SPEC §1 for 1–5, DESIGN.md for the rest)', () => {
    expect(sportIds).toEqual({
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
    })
  })

  it('lists one sport per id, with the same code as the id table', () => {
    expect(sports.map((sport) => [sport.code, sport.sportId])).toEqual(Object.entries(sportIds))
    for (const sport of sports) expect(sportSchema.parse(sport)).toEqual(sport)
  })

  it('names the sports a player reads', () => {
    expect(Object.fromEntries(sports.map((sport) => [sport.code, sport.name]))).toEqual({
      NFL: 'Football',
      NBA: 'Basketball',
      MLB: 'Baseball',
      NHL: 'Hockey',
      PGA: 'Golf',
      MMA: 'Mixed Martial Arts',
      CSGO: 'Counter-Strike',
      LOL: 'League of Legends',
      COD: 'Call of Duty',
      NAS: 'NASCAR',
      CFB: 'College Football',
      USFL: 'USFL',
      XFL: 'XFL',
      UFL: 'UFL',
      SOC: 'Soccer',
      CBB: 'College Basketball',
    })
  })

  it('marks NFL, NBA, MLB, NHL and PGA as the main sports (SPEC §9)', () => {
    expect(mainSportIds).toEqual([1, 2, 3, 4, 5])
  })

  it('accepts only the listed ids', () => {
    expect(sportIdSchema.parse(25)).toBe(25)
    expect(sportIdSchema.safeParse(15).success).toBe(false)
    expect(sportIdSchema.safeParse('1').success).toBe(false)
    expect(isSportId(19)).toBe(true)
    expect(isSportId(0)).toBe(false)
  })
})

describe('sport look-ups', () => {
  it('finds a sport by id and returns undefined for an unknown id', () => {
    expect(findSport(10)?.code).toBe('NAS')
    expect(findSport(99)).toBeUndefined()
  })

  it('requireSport throws on an unknown id', () => {
    expect(requireSport(4).name).toBe('Hockey')
    expect(() => requireSport(99)).toThrow('Unknown sport id: 99')
  })

  it('finds a sport by code in any letter case and returns undefined when missing', () => {
    expect(findSportByCode('CBB')?.sportId).toBe(25)
    expect(findSportByCode('nfl')?.sportId).toBe(1)
    expect(findSportByCode('WNBA')).toBeUndefined()
  })
})
