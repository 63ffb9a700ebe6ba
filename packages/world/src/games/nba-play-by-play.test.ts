import { createRng } from '@slatelab/engine/rng'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TeamBox } from './game-schema'
import { simulateNbaGame } from './nba-game'
import { nbaPlayByPlay, periodBounds, type Play } from './nba-play-by-play'
import { buildLeague } from './season-fixture'

const [homeTeam, visitorTeam] = buildLeague('NBA', 2, createRng('nba-pbp-test'))
if (!homeTeam || !visitorTeam) throw new Error('league too small')

const linesOf = (team: TeamBox, firstId: number) =>
  team.players.map((player, index) => ({ playerId: firstId + index, stats: player.stats }))

const derive = (seed: number) => {
  const box = simulateNbaGame({
    home: homeTeam.players,
    visitor: visitorTeam.players,
    impliedTotals: { home: 114.5, visitor: 111 },
    rng: createRng(seed),
  })
  const home = linesOf(box.home, 1)
  const visitor = linesOf(box.visitor, 101)
  return {
    box,
    home,
    visitor,
    pbp: nbaPlayByPlay({ home, visitor, periods: box.periods, rng: createRng(`pbp-${seed}`) }),
  }
}

/** Each player's seconds on the floor, from his in and out plays. */
const floorSeconds = (plays: readonly Play[]): Map<number, number> => {
  const seconds = new Map<number, number>()
  for (const play of plays) {
    if (play.kind === 'score') continue
    const sign = play.kind === 'out' ? 1 : -1
    seconds.set(play.playerId, (seconds.get(play.playerId) ?? 0) + sign * play.second)
  }
  return seconds
}

describe('nbaPlayByPlay', () => {
  it("makes each player's floor time round to his box-score minutes", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { home, visitor, pbp } = derive(seed)
        const seconds = floorSeconds(pbp.plays)
        for (const line of [...home, ...visitor]) {
          expect(Math.round((seconds.get(line.playerId) ?? 0) / 60)).toBe(line.stats.minutes ?? 0)
        }
      }),
      { numRuns: 30 },
    )
  })

  it('keeps five players of each team on the floor at every second, and each scorer on it when he scores', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { box, pbp } = derive(seed)
        const end = periodBounds(box.periods).reduce((total, bound) => total + bound.length, 0)
        const onFloor = { home: new Set<number>(), visitor: new Set<number>() }
        let index = 0
        for (let second = 0; second < end; second += 1) {
          for (; pbp.plays[index] && pbp.plays[index]!.second === second; index += 1) {
            const play = pbp.plays[index]!
            if (play.kind === 'in') onFloor[play.team].add(play.playerId)
            else if (play.kind === 'out') onFloor[play.team].delete(play.playerId)
            else expect(onFloor[play.team].has(play.playerId)).toBe(true)
          }
          expect(onFloor.home.size).toBe(5)
          expect(onFloor.visitor.size).toBe(5)
        }
      }),
      { numRuns: 10 },
    )
  })

  it("makes each player's scoring plays add up to his points", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { home, visitor, pbp } = derive(seed)
        for (const line of [...home, ...visitor]) {
          const scored = pbp.plays
            .filter((play) => play.kind === 'score' && play.playerId === line.playerId)
            .reduce((total, play) => total + (play.kind === 'score' ? play.points : 0), 0)
          expect(scored).toBe(line.stats.points ?? 0)
        }
      }),
      { numRuns: 30 },
    )
  })

  it('numbers the plays in time order and gives the same plays for the same seed', () => {
    const first = derive(7).pbp
    expect(first.plays.map((play) => play.playNumber)).toEqual(
      first.plays.map((_, index) => index + 1),
    )
    expect(first.plays.map((play) => play.second)).toEqual(
      first.plays.map((play) => play.second).toSorted((a, b) => a - b),
    )
    expect(derive(7).pbp).toEqual(first)
  })
})
