import { describe, expect, it } from 'vitest'
import {
  buildTeamPlayers,
  isBenchPlayer,
  worldBench,
  worldRosters,
  type WorldTeam,
} from './world-players'

const team = (abbreviation: string): WorldTeam => ({
  key: `MLB:${abbreviation}`,
  sport: 'MLB',
  abbreviation,
  name: abbreviation,
  city: abbreviation,
  colors: [],
  conference: 'AL',
  roof: 'open',
  latitude: 40,
})

describe('MLB rosters', () => {
  const players = buildTeamPlayers('test', [team('NYY'), team('BOS')])

  it('give each team four bench bats behind its fourteen regulars, numbered apart', () => {
    for (const teamKey of ['MLB:NYY', 'MLB:BOS']) {
      const bench = players.filter((player) => player.teamKey === teamKey && isBenchPlayer(player))
      expect(bench.map((player) => player.position)).toEqual(['C', '2B', 'SS', 'OF'])
      expect(bench.map((player) => player.depth)).toEqual([2, 2, 2, 4])
      expect(bench.every((player) => player.playerNumber > 35_000)).toBe(true)
    }
    expect(players.filter((player) => !isBenchPlayer(player))).toHaveLength(
      2 * worldRosters.MLB.length,
    )
    expect(new Set(players.map((player) => player.key)).size).toBe(players.length)
  })

  it('number the regulars as before the bench and the bench from 35001, team by team', () => {
    const numbers = (bench: boolean) =>
      players.filter((player) => isBenchPlayer(player) === bench).map((p) => p.playerNumber)
    expect(numbers(false)).toEqual(
      Array.from({ length: 2 * worldRosters.MLB.length }, (_, index) => 30_001 + index),
    )
    expect(numbers(true)).toEqual(
      Array.from({ length: 2 * worldBench.MLB.length }, (_, index) => 35_001 + index),
    )
  })
})
