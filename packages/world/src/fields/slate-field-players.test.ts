import { siteIds } from '@slatelab/domain/sites'
import { sportIds } from '@slatelab/domain/sports'
import { isoDate } from '@slatelab/domain/units'
import { createRng } from '@slatelab/engine/rng'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoGameModels } from '../season/demo-game-models'
import { createDemoWorld } from '../season/demo-world'
import type { WorldSlate } from '../season/world-types'
import { scoreField } from './field-standings'
import { generateField } from './generate-field'
import { findLineupViolation, slotCost } from './lineup-rules'
import { slateFieldPlayers, slateLineupFormat } from './slate-field-players'

// A played Sunday: NFL's night game and the NBA's last game are single games on both sites.
const sunday = isoDate('2025-11-16')

const fanDuelSingleGame = (slates: readonly WorldSlate[], sportId: number): WorldSlate => {
  const slate = slates.find(
    (it) => it.sourceId === siteIds.FanDuel && it.sportId === sportId && it.variant === 'showdown',
  )
  if (slate === undefined) throw new Error(`no FanDuel single game of sport ${sportId}`)
  return slate
}

describe('fields of a FanDuel single game', () => {
  let slates: readonly WorldSlate[] = []
  beforeAll(() => {
    const world = createDemoWorld('test', demoGameModels)
    slates = world.buildDay(sunday, { resultsThrough: isoDate('2026-11-21') }).slates
  })

  const fieldOf = (slate: WorldSlate) => {
    const format = slateLineupFormat(slate)
    const keys = slate.players.map((row) => row.playerKey)
    const { players, points } = slateFieldPlayers(slate, format, {
      seed: 'test',
      playerIds: new Map(keys.map((key, index) => [key, index])),
      // Player keys are `<sport>:<team>:<number>`.
      teamOf: new Map(keys.map((key) => [key, key.split(':').slice(0, 2).join(':')])),
      eventOf: new Map(),
    })
    const field = generateField({
      ...format,
      slatePlayers: players,
      contest: { contestSize: 3000, multiEntryMax: 20, isDoubleUp: false, isFiftyFifty: false },
      rng: createRng('fd-single-game'),
    })
    const lineups = Array.from({ length: field.entryCount }, (_, entry) =>
      Array.from(
        field.lineups.subarray(entry * field.rosterSize, (entry + 1) * field.rosterSize),
        (index) => ({ player: players[index], points: points[index] ?? 0 }),
      ),
    )
    return { format, field, lineups, points }
  }

  it('builds only valid NFL lineups: an MVP and four FLEX, distinct players, within $60,000', () => {
    const { format, lineups } = fieldOf(fanDuelSingleGame(slates, sportIds.NFL))
    expect(format).toMatchObject({
      rosterSlots: ['MVP', 'FLEX', 'FLEX', 'FLEX', 'FLEX'],
      salaryCap: 60_000,
      captainSalaryMultiplier: 1,
    })
    expect(lineups).toHaveLength(3000)
    for (const lineup of lineups) {
      const players = lineup.flatMap((slot) => (slot.player === undefined ? [] : [slot.player]))
      expect(findLineupViolation(format, players)).toBeUndefined()
      expect(new Set(players.map((player) => player.playerId)).size).toBe(5)
      // The MVP costs what his FLEX costs.
      expect(players.reduce((sum, player) => sum + player.salary, 0)).toBeLessThanOrEqual(60_000)
    }
  })

  it('charges an NBA MVP 1.5× his salary and keeps every lineup under the cap', () => {
    const { format, lineups } = fieldOf(fanDuelSingleGame(slates, sportIds.NBA))
    expect([format.rosterSlots.length, format.captainSalaryMultiplier]).toEqual([6, 1.5])
    for (const lineup of lineups) {
      const players = lineup.flatMap((slot) => (slot.player === undefined ? [] : [slot.player]))
      expect(findLineupViolation(format, players)).toBeUndefined()
      const spent = players.reduce(
        (sum, player, slot) => sum + slotCost(player.salary, format.rosterSlots[slot] ?? '', 1.5),
        0,
      )
      expect(spent).toBeLessThanOrEqual(60_000)
    }
  })

  it('scores the MVP at 1.5× his points and the FLEX at 1×', () => {
    const { format, field, lineups, points } = fieldOf(fanDuelSingleGame(slates, sportIds.NFL))
    const scores = scoreField(field, format.rosterSlots, points)
    expect(points.some((value) => value > 0)).toBe(true)
    lineups.forEach((lineup, entry) => {
      const [mvp, ...flex] = lineup
      const expected = (mvp?.points ?? 0) * 1.5 + flex.reduce((sum, slot) => sum + slot.points, 0)
      expect(scores[entry]).toBeCloseTo(expected, 1)
    })
  })
})
