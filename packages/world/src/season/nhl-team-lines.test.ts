import { isoDate } from '@slatelab/domain/units'
import { addDays } from '@slatelab/domain/slate-window'
import { describe, expect, it } from 'vitest'
import { nhlLineup, type NhlLineSpot } from '../games/nhl-lines'
import { coachNhlLines } from './nhl-team-lines'
import { demoGameModels } from './demo-game-models'
import { createDemoWorld } from './demo-world'

const world = createDemoWorld('lines', demoGameModels)
const teams = world.teams.filter((team) => team.sport === 'NHL').slice(0, 4)
const players = world.players
const rosterOf = (teamKey: string) => players.filter((player) => player.teamKey === teamKey)
const monday = isoDate('2025-10-06')
const weeks = Array.from({ length: 26 }, (_, week) => addDays(monday, 7 * week))

const linesOn = (teamKey: string, day: typeof monday, dressed = rosterOf(teamKey)) =>
  nhlLineup(coachNhlLines('lines', teamKey, day, dressed))
const shape = (spots: readonly NhlLineSpot[]) =>
  spots.map((spot) => `${spot.playerKey}:${spot.unit}:${spot.slot}:${spot.powerPlayUnit}`).sort()

describe('coachNhlLines', () => {
  it('dresses four lines of LW, C, RW, three pairs and two power-play units of five every week', () => {
    for (const team of teams) {
      for (const day of weeks) {
        const spots = linesOn(team.key, day)
        for (const line of ['L1', 'L2', 'L3', 'L4']) {
          expect(
            spots
              .filter((spot) => spot.unit === line)
              .map((spot) => spot.slot)
              .sort(),
          ).toEqual(['C', 'LW', 'RW'])
        }
        for (const pair of ['D1', 'D2', 'D3']) {
          expect(spots.filter((spot) => spot.unit === pair)).toHaveLength(2)
        }
        expect(spots.filter((spot) => spot.powerPlayUnit === 1)).toHaveLength(5)
        expect(spots.filter((spot) => spot.powerPlayUnit === 2)).toHaveLength(5)
      }
    }
  })

  it('keeps a week’s lines all week and changes them in some weeks, the same for the same seed', () => {
    for (const team of teams) {
      const byWeek = weeks.map((day) => shape(linesOn(team.key, day)).join())
      expect(new Set(byWeek).size).toBeGreaterThan(3)
      weeks.forEach((day, week) =>
        expect(shape(linesOn(team.key, addDays(day, 4))).join()).toBe(byWeek[week]),
      )
      expect(byWeek).toEqual(weeks.map((day) => shape(linesOn(team.key, day)).join()))
    }
    const other = weeks.map((day) =>
      shape(nhlLineup(coachNhlLines('other', teams[0]!.key, day, rosterOf(teams[0]!.key)))).join(),
    )
    expect(other).not.toEqual(weeks.map((day) => shape(linesOn(teams[0]!.key, day)).join()))
  })

  it('fills an injured first-line winger’s spot from the lines below', () => {
    const team = teams[0]!.key
    const day = monday
    const injured = linesOn(team, day).find((spot) => spot.unit === 'L1' && spot.slot === 'LW')!
    const spots = linesOn(
      team,
      day,
      rosterOf(team).filter((player) => player.key !== injured.playerKey),
    )
    expect(spots.some((spot) => spot.playerKey === injured.playerKey)).toBe(false)
    expect(spots.filter((spot) => spot.unit === 'L1')).toHaveLength(3)
  })
})
