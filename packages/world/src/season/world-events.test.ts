import { isoDate, type IsoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { addDays } from '@slatelab/domain/slate-window'
import { demoGameModels } from './demo-game-models'
import { createDemoWorld } from './demo-world'
import { worldRosters } from './world-players'

const rosterIndexOf = (playerKey: string) => Number(playerKey.split(':').at(-1))

// Every third week of the 2026 season, opening week to the last week of September.
const mlbDays: readonly IsoDate[] = Array.from({ length: 9 }, (_, index) =>
  addDays(isoDate('2026-04-02'), index * 21 + (index % 7)),
)

describe('MLB lineups of the demo world', () => {
  it('confirms nine distinct batters of the team, none out, each in the pool of a slated game', () => {
    const world = createDemoWorld('test', demoGameModels)
    let lineups = 0
    let benchStarts = 0
    for (const day of mlbDays) {
      const built = world.buildDay(day, { resultsThrough: addDays(day, -1) })
      const teamOf = new Map(world.playersOn(day).map((player) => [player.key, player]))
      const out = new Set(
        built.injuries.filter((injury) => injury.status === 'Out').map((entry) => entry.playerKey),
      )
      const mlbSlates = built.slates.filter((slate) => slate.sportId === 3)
      const slated = new Set(mlbSlates.flatMap((slate) => slate.eventKeys))
      const pooled = new Set(
        mlbSlates.flatMap((slate) => slate.players.map((row) => row.playerKey)),
      )
      for (const event of built.events) {
        if (event.lineups === undefined) continue
        const sides = [
          [event.homeTeamKey, event.lineups.home.confirmed],
          [event.visitorTeamKey, event.lineups.visitor.confirmed],
        ] as const
        for (const [teamKey, confirmed] of sides) {
          lineups += 1
          const batters = confirmed.flatMap((key) => (key === null ? [] : [teamOf.get(key)]))
          const where = `${event.key} ${teamKey ?? ''}`
          expect(confirmed, where).toHaveLength(9)
          expect(new Set(confirmed).size, where).toBe(9)
          for (const [spot, batter] of batters.entries()) {
            expect(batter?.teamKey, `${where} spot ${spot + 1}`).toBe(teamKey)
            expect(batter?.position, where).not.toBe('SP')
            expect(out.has(batter?.key ?? ''), where).toBe(false)
            // A game on no slate (an early start) has no pool to be in.
            if (slated.has(event.key)) expect(pooled.has(batter?.key ?? ''), where).toBe(true)
          }
          expect(batters, where).toHaveLength(9)
          if (batters.some((batter) => rosterIndexOf(batter?.key ?? '') > worldRosters.MLB.length))
            benchStarts += 1
        }
      }
    }
    // Enough lineups to have met injuries, and some of them filled from the bench.
    expect(lineups).toBeGreaterThan(150)
    expect(benchStarts).toBeGreaterThan(0)
  }, 180_000)
})

describe('NBA starting fives of the demo world', () => {
  it('starts five players of the team, one per position, none out, announced from who plays', () => {
    const world = createDemoWorld('test', demoGameModels)
    const days = [isoDate('2026-11-20'), isoDate('2026-11-21'), isoDate('2026-11-22')]
    let fives = 0
    for (const day of days) {
      const built = world.buildDay(day, { resultsThrough: addDays(day, -1) })
      const playerOf = new Map(world.playersOn(day).map((player) => [player.key, player]))
      const out = new Set(
        built.injuries.filter((injury) => injury.status === 'Out').map((entry) => entry.playerKey),
      )
      for (const event of built.events) {
        if (event.sportId !== 2) continue
        expect(event.nbaStarters, event.key).toBeDefined()
        const sides = [
          [event.homeTeamKey, event.nbaStarters?.home],
          [event.visitorTeamKey, event.nbaStarters?.visitor],
        ] as const
        for (const [teamKey, five] of sides) {
          for (const starters of [five?.projected ?? [], five?.confirmed ?? []]) {
            fives += 1
            const players = starters.map((key) => playerOf.get(key))
            expect(new Set(players.map((player) => player?.position)).size, event.key).toBe(5)
            expect(
              players.every((player) => player?.teamKey === teamKey),
              event.key,
            ).toBe(true)
            expect(
              starters.some((key) => out.has(key)),
              event.key,
            ).toBe(false)
          }
        }
      }
    }
    expect(fives).toBeGreaterThan(40)
  }, 120_000)
})
