import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import { contestFocus, contestOwnership } from './contest-ownership'
import type { FieldContest, FieldPlayer } from './field-input'
import { fieldOwnership } from './field-ownership'
import { generateField } from './generate-field'
import { classicLineupFormat } from './lineup-rules'
import { ownershipSpread } from './realism/field-realism'
import { buildFieldContest } from './testing/field-builders'
import { buildNflMainSlate } from './testing/synthetic-slates'

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0)

describe('contestOwnership', () => {
  // A GPP-like NFL main slate (the most-owned near 40 %), as the demo world projects it.
  const players = buildNflMainSlate({ games: 12, focus: 1.35, rng: createRng('contest-kinds') })
  const format = classicLineupFormat(4, 1)
  const cash = buildFieldContest({ contestSize: 2_000, multiEntryMax: 1, isDoubleUp: true })
  const gpp = buildFieldContest({ contestSize: 2_000, multiEntryMax: 150 })
  const spreadOf = (contest: FieldContest) => {
    const field = generateField({
      ...format,
      slatePlayers: contestOwnership(players, contest),
      contest,
      rng: createRng(`contest-kinds:${contest.multiEntryMax}:${contest.isDoubleUp}`),
    })
    return ownershipSpread(
      Array.from(fieldOwnership(field, format.rosterSlots, players.length).ownership),
    )
  }

  it('orders the kinds of contest from cash games to mass multi-entry GPPs', () => {
    const focus = [
      cash,
      buildFieldContest({ multiEntryMax: 1 }),
      buildFieldContest({ multiEntryMax: 3 }),
      buildFieldContest({ multiEntryMax: 20 }),
      gpp,
    ].map(contestFocus)
    expect(focus).toEqual([...focus].sort((a, b) => b - a))
    expect(focus.at(-1)).toBe(1)
  })

  it('keeps each position’s total and every player under 95 %', () => {
    const sharpened = contestOwnership(players, cash)
    for (const position of ['QB', 'RB', 'WR', 'TE', 'DST']) {
      const at = (list: readonly FieldPlayer[]) =>
        list.filter((_, index) => players[index]?.rosterPositions[0] === position)
      expect(sumOf(at(sharpened).map((p) => p.projectedOwnership))).toBeCloseTo(
        sumOf(at(players).map((p) => p.projectedOwnership)),
        0,
      )
    }
    expect(Math.max(...sharpened.map((player) => player.projectedOwnership))).toBeLessThanOrEqual(
      95,
    )
  })

  it(
    'makes cash fields clearly chalkier than GPP fields (the real double-up vs GPP margins)',
    { timeout: 60_000 },
    () => {
      const cashSpread = spreadOf(cash)
      const gppSpread = spreadOf(gpp)
      // Real NFL 2017 week 2: double-up 79.5 % most-owned, 52.5 % of ownership on nine players,
      // 25 effective players; GPPs of the slate 41–43 %, 24–26 % and 65–73 (field-realism.md).
      expect(cashSpread.topOwnership - gppSpread.topOwnership).toBeGreaterThan(20)
      expect(cashSpread.topNineShare - gppSpread.topNineShare).toBeGreaterThan(10)
      expect(cashSpread.effectivePlayers).toBeLessThan(0.7 * gppSpread.effectivePlayers)
    },
  )
})
