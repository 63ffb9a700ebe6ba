import { addDays } from '@slatelab/domain/slate-window'
import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { leagueCatalogue } from '../league-catalogue'
import { createInjuryListing } from './world-injuries'
import { buildTeamPlayers, type WorldTeam } from './world-players'

const teams: readonly WorldTeam[] = leagueCatalogue.NFL.map((team) => ({
  key: `NFL:${team.abbreviation}`,
  sport: 'NFL',
  abbreviation: team.abbreviation,
  name: team.name,
  city: team.city,
  colors: team.colors,
  conference: team.conference,
  roof: team.roof,
  latitude: team.latitude,
}))
const players = buildTeamPlayers('test', teams)
const days = Array.from({ length: 120 }, (_, index) => addDays(isoDate('2026-09-10'), index))

describe('createInjuryListing', () => {
  it('never lists a team defence, while the other positions get hurt', () => {
    const listingOn = createInjuryListing('test')
    const listedPositions = new Set(
      players.flatMap((player) =>
        days.some((day) => listingOn(player, day) !== undefined) ? [player.position] : [],
      ),
    )
    expect(listedPositions.has('DST')).toBe(false)
    for (const position of ['QB', 'RB', 'WR', 'TE']) expect(listedPositions).toContain(position)
  })
})
