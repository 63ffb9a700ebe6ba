import { createRng } from '@slatelab/engine/rng'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { battingOrder, simulateMlbGame } from './mlb-game'
import { outcomes, type Outcome } from './mlb-plate-appearance'
import { decodePlateLog, encodePlateAppearance } from './mlb-plate-log'
import { batterProfile, pitcherArsenal, plateAppearancePitches } from './mlb-pitches'
import { statOf } from './player-lines'
import { buildLeague } from './season-fixture'

const [homeTeam, visitorTeam] = buildLeague('MLB', 2, createRng('mlb-pitches-test'))
if (!homeTeam || !visitorTeam) throw new Error('league too small')

const finalEvent: Record<Outcome, string> = {
  [outcomes.strikeout]: 'strikeout',
  [outcomes.walk]: 'walk',
  [outcomes.hitByPitch]: 'hit_by_pitch',
  [outcomes.homeRun]: 'home_run',
  [outcomes.triple]: 'triple',
  [outcomes.double]: 'double',
  [outcomes.single]: 'single',
  [outcomes.inPlayOut]: 'field_out',
}
// The fewest pitches the game model gives each outcome (`pitchesFor`: the average − 1, rounded).
const fewest: Record<Outcome, number> = { 0: 4, 1: 5, 2: 3, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2 }

describe('the demo world’s pitches', () => {
  it('end each plate appearance with its outcome, in its pitch count, never past a full count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 3 }),
        fc.string(),
        (outcomeIndex, extra, seed) => {
          const outcome = outcomeIndex as Outcome
          const pa = { slot: 0, bullpen: false, outcome, pitches: fewest[outcome] + extra }
          const pitches = plateAppearancePitches(
            pa,
            pitcherArsenal(`p:${seed}`),
            batterProfile(`b:${seed}`),
            'R',
            createRng(seed),
          )
          expect(pitches).toHaveLength(pa.pitches)
          expect(pitches.at(-1)?.event).toBe(finalEvent[outcome])
          expect(pitches.slice(0, -1).every((pitch) => pitch.event === null)).toBe(true)
          const before = pitches.slice(0, -1)
          const balls = before.filter((pitch) => pitch.result === 'ball').length
          const strikes = Math.min(2, before.filter((pitch) => pitch.result !== 'ball').length)
          expect(balls).toBeLessThanOrEqual(3)
          if (outcome === outcomes.walk) expect(balls).toBe(3)
          if (outcome === outcomes.strikeout) expect(strikes).toBe(2)
          const inPlay = pitches.filter((pitch) => pitch.launchSpeed !== null)
          const ballInPlay = outcome >= outcomes.homeRun
          expect(inPlay).toHaveLength(ballInPlay ? 1 : 0)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('keeps a pitcher’s repertoire and a batter’s profile the same in every game', () => {
    expect(pitcherArsenal('pitcher:7')).toEqual(pitcherArsenal('pitcher:7'))
    expect(batterProfile('batter:9')).toEqual(batterProfile('batter:9'))
    const usage = pitcherArsenal('pitcher:7').pitches.reduce((sum, pitch) => sum + pitch.usage, 0)
    expect(usage).toBeCloseTo(1, 9)
  })

  it('logs every plate appearance of a game, agreeing with the box score', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const box = simulateMlbGame({
        home: homeTeam.players,
        visitor: visitorTeam.players,
        impliedTotals: { home: 4.6, visitor: 4.1 },
        rng: createRng(seed),
      })
      for (const team of [box.home, box.visitor]) {
        const log = decodePlateLog(team.plays ?? '')
        const batters = team.players.filter((player) => player.kind === 'player')
        const sum = (stat: string) =>
          batters.reduce((total, player) => total + statOf(player.stats, stat), 0)
        expect(log).toHaveLength(sum('plateAppearances'))
        expect(log.filter((pa) => pa.outcome === outcomes.strikeout)).toHaveLength(
          sum('strikeouts'),
        )
        expect(log.filter((pa) => pa.outcome === outcomes.homeRun)).toHaveLength(sum('homeRuns'))
        expect(log.map((pa) => pa.slot)).toEqual(log.map((_pa, index) => index % 9))
      }
    }
  })

  it('writes and reads the log back, and orders the best hitter third', () => {
    const pa = { slot: 8, bullpen: true, outcome: outcomes.walk, pitches: 6 }
    expect(decodePlateLog(encodePlateAppearance(pa))).toEqual([pa])
    expect(() => decodePlateLog('9016')).toThrow()
    const order = battingOrder(homeTeam.players)
    const best = homeTeam.players
      .filter((player) => !['SP', 'RP', 'P'].includes(player.position))
      .toSorted((a, b) => b.skill - a.skill)[0]
    expect(order[2]).toBe(best?.key)
  })
})
