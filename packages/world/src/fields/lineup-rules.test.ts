import { salary } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import type { FieldPlayer } from './field-input'
import {
  classicLineupFormat,
  findLineupViolation,
  showdownLineupFormat,
  slotCost,
} from './lineup-rules'
import { buildFieldPlayer } from './testing/field-builders'

const nfl = classicLineupFormat(4, 1)

// A valid DK NFL lineup: players 1–9 in slot order, two teams of two games, $45,000.
const nflLineup = (): FieldPlayer[] =>
  nfl.rosterSlots.map((slot, index) =>
    buildFieldPlayer({
      playerId: index + 1,
      rosterPositions: slot === 'FLEX' ? ['RB', 'FLEX'] : [slot],
      teamKey: index < 5 ? 'PIT' : 'NE',
      eventKey: index < 5 ? 'MIN@PIT' : 'NE@NO',
    }),
  )

describe('findLineupViolation', () => {
  it('accepts a lineup that keeps every rule', () => {
    expect(findLineupViolation(nfl, nflLineup())).toBeUndefined()
  })

  it('refuses a player in a slot he is not eligible for', () => {
    const lineup = nflLineup()
    lineup[0] = buildFieldPlayer({ playerId: 1, rosterPositions: ['RB', 'FLEX'] })
    expect(findLineupViolation(nfl, lineup)).toBe('player 1 cannot fill QB')
  })

  it('refuses a player twice', () => {
    const lineup = nflLineup()
    lineup[2] = { ...(lineup[1] as FieldPlayer) }
    expect(findLineupViolation(nfl, lineup)).toBe('player 2 fills two slots')
  })

  it('refuses a lineup over the cap', () => {
    const lineup = nflLineup()
    lineup[0] = { ...(lineup[0] as FieldPlayer), salary: salary(10_001) }
    expect(findLineupViolation(nfl, lineup)).toBe('salary 50001 over the cap of 50000')
  })

  it('refuses DK NFL lineups from one game', () => {
    const lineup = nflLineup().map((player) => ({ ...player, eventKey: 'MIN@PIT' }))
    expect(findLineupViolation(nfl, lineup)).toBe('players from 1 games, at least 2')
  })

  it('caps hitters per team in DK MLB but not pitchers', () => {
    const mlb = classicLineupFormat(4, 3)
    const lineup = mlb.rosterSlots.map((slot, index) =>
      buildFieldPlayer({
        playerId: index + 1,
        rosterPositions: [slot],
        teamKey: index < 2 || index >= 7 ? 'BOS' : 'NYY',
        eventKey: index < 5 ? 'NYY@BOS' : 'SEA@LAA',
      }),
    )
    // Two pitchers and three outfielders from BOS: three BOS hitters; five NYY hitters.
    expect(findLineupViolation(mlb, lineup)).toBeUndefined()
    lineup[6] = { ...(lineup[6] as FieldPlayer), teamKey: 'BOS' }
    lineup[2] = { ...(lineup[2] as FieldPlayer), teamKey: 'BOS' }
    lineup[3] = { ...(lineup[3] as FieldPlayer), teamKey: 'BOS' }
    expect(findLineupViolation(mlb, lineup)).toBe('6 players from BOS, at most 5')
  })

  it('counts skaters only for the DK NHL three-team rule', () => {
    const nhl = classicLineupFormat(4, 4)
    const lineup = nhl.rosterSlots.map((slot, index) =>
      buildFieldPlayer({
        playerId: index + 1,
        rosterPositions: slot === 'UTIL' ? ['C', 'UTIL'] : [slot],
        teamKey: slot === 'G' ? 'TOR' : index % 2 === 0 ? 'BOS' : 'MTL',
      }),
    )
    expect(findLineupViolation(nhl, lineup)).toBe('players from 2 teams, at least 3')
  })

  it('charges a showdown captain 1.5× his salary', () => {
    const showdown = showdownLineupFormat(1)
    const lineup = showdown.rosterSlots.map((_, index) =>
      buildFieldPlayer({
        playerId: index + 1,
        rosterPositions: ['CPT', 'FLEX'],
        salary: salary(index === 0 ? 12_000 : 7_000),
        teamKey: index % 2 === 0 ? 'IND' : 'HOU',
      }),
    )
    // 18,000 + 5 × 7,000 = 53,000.
    expect(findLineupViolation(showdown, lineup)).toBe('salary 53000 over the cap of 50000')
    expect(slotCost(12_200, 'CPT', 1.5)).toBe(18_300)
  })
})
