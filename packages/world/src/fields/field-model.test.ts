/**
 * The field model's properties by kind of contest (docs/field-model.md), on one synthetic NFL
 * main slate with projections. Tolerances are wide: these check directions and ranges the
 * real contests show, not fitted values (`npm run field-check` compares with real fields).
 */
import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import type { FieldContest, FieldPlayer } from './field-input'
import { fieldStatistics, type FieldStatistics } from './field-statistics'
import { generateField } from './generate-field'
import { classicLineupFormat } from './lineup-rules'
import { buildFieldContest } from './testing/field-builders'
import { buildNflMainSlate } from './testing/synthetic-slates'

const format = classicLineupFormat(4, 1)
const slate = buildNflMainSlate({ games: 8, focus: 1.35, rng: createRng('field-model') })

const opponentOf = (player: FieldPlayer): string =>
  player.eventKey.split('@').find((team) => team !== player.teamKey) ?? ''

const optimalOf = (players: readonly { readonly projection: number }[]): number =>
  // An upper bound is enough to compare fields with each other.
  [...players]
    .map((player) => player.projection)
    .sort((a, b) => b - a)
    .slice(0, 9)
    .reduce((sum, points) => sum + points, 0)

// Without projections every entrant draws from ownership alone (the model before issue 30).
const ownershipOnly: readonly FieldPlayer[] = slate.map((player) => {
  const { projection: _left, ...rest } = player
  return rest
})

// The statistics of a field drawn for `contest`, scored on the slate's projections either way.
const statisticsOf = (contest: FieldContest, projected = true): FieldStatistics => {
  const field = generateField({
    slatePlayers: projected ? slate : ownershipOnly,
    ...format,
    contest,
    rng: createRng('model'),
  })
  return fieldStatistics({
    players: slate.map((player) => ({
      salary: player.salary,
      projection: player.projection,
      position: player.rosterPositions[0] ?? '',
      teamKey: player.teamKey,
      opponentKey: opponentOf(player),
    })),
    rosterSlots: format.rosterSlots,
    captainSalaryMultiplier: 1,
    lineups: field.lineups,
    optimalProjection: optimalOf(slate),
  })
}

describe('the field model', () => {
  const gpp = statisticsOf(buildFieldContest({ contestSize: 3000, multiEntryMax: 150 }))
  const singleEntry = statisticsOf(buildFieldContest({ contestSize: 3000, multiEntryMax: 1 }))
  const cash = statisticsOf(
    buildFieldContest({ contestSize: 3000, multiEntryMax: 150, isDoubleUp: true }),
  )

  it('stacks most tournament lineups, a QB with a pass catcher, and fewer cash lineups', () => {
    expect(gpp.qbStackPct).toBeGreaterThan(40)
    expect(cash.qbStackPct).toBeLessThan((gpp.qbStackPct ?? 0) - 15)
    expect(gpp.bringBackPct).toBeGreaterThan(15)
  })

  it('spends near the cap: the median lineup within 1 % of 50 000', () => {
    expect(gpp.salaryUsed.p50).toBeGreaterThanOrEqual(49_500)
    expect(cash.salaryUsed.p50).toBeGreaterThanOrEqual(49_500)
  })

  it('duplicates cash lineups far more than tournament ones, single-entry least', () => {
    expect(cash.duplicatedEntriesPct).toBeGreaterThan(40)
    expect(gpp.duplicatedEntriesPct).toBeLessThan(20)
    expect(singleEntry.duplicatedEntriesPct).toBeLessThanOrEqual(gpp.duplicatedEntriesPct + 2)
  })

  it('duplicates more than a field drawn from ownership alone: optimizer users converge', () => {
    // The same contest without projections: every entrant draws from ownership.
    const drawnOnly = statisticsOf(
      buildFieldContest({ contestSize: 3000, multiEntryMax: 150 }),
      false,
    )
    expect(gpp.duplicatedEntriesPct).toBeGreaterThan(drawnOnly.duplicatedEntriesPct + 1.5)
  })
})
