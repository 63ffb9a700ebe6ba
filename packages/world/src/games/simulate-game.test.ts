import { createRng } from '@slatelab/engine/rng'
import { worldRosters } from '../season/world-players'
import { describe, expect, it } from 'vitest'
import type { TeamSportCode } from '../team-catalogue'
import { buildLeague } from './season-fixture'
import { simulateGame } from './simulate-game'

const implied: Readonly<Record<TeamSportCode, { home: number; visitor: number }>> = {
  NFL: { home: 23, visitor: 21 },
  NBA: { home: 114, visitor: 111 },
  MLB: { home: 4.4, visitor: 4.2 },
  NHL: { home: 3.1, visitor: 2.9 },
}

const play = (sport: TeamSportCode, seed: string) => {
  const [home, visitor] = buildLeague(sport, 2, createRng(sport))
  return simulateGame(sport, {
    home: home?.players ?? [],
    visitor: visitor?.players ?? [],
    impliedTotals: implied[sport],
    rng: createRng(seed),
  })
}

describe('simulateGame', () => {
  it.each(['NFL', 'NBA', 'MLB', 'NHL'] as const)(
    'runs the %s model: one line per listed player, deterministic per seed',
    (sport) => {
      const box = play(sport, 'same')
      expect(box.home.players).toHaveLength(
        buildLeague(sport, 1, createRng(sport))[0]?.players.length ?? -1,
      )
      expect(play(sport, 'same')).toEqual(box)
      expect(play(sport, 'other')).not.toEqual(box)
    },
  )

  it("uses each sport's kinds of player: a defense, pitchers with a bullpen, goalies", () => {
    expect(play('NFL', 's').home.players.filter((p) => p.kind === 'defense')).toHaveLength(1)
    expect(play('MLB', 's').home.bullpen).not.toBeNull()
    // Every listed starter has a line, the ones not pitching today an empty one.
    const rotation = worldRosters.MLB.filter((spot) => spot.position === 'SP').length
    expect(play('MLB', 's').home.players.filter((p) => p.kind === 'pitcher')).toHaveLength(rotation)
    expect(play('NHL', 's').home.players.filter((p) => p.kind === 'goalie')).toHaveLength(2)
    expect(play('NBA', 's').home.bullpen).toBeNull()
  })
})
