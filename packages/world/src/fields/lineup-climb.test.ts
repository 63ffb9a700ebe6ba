import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import { compileSlate } from './compiled-slate'
import type { FieldPlayer } from './field-input'
import { createLineupClimber } from './lineup-climb'
import { classicLineupFormat } from './lineup-rules'
import { buildNflMainSlate } from './testing/synthetic-slates'

const format = classicLineupFormat(4, 1)
const players: readonly FieldPlayer[] = buildNflMainSlate({
  games: 4,
  focus: 1.35,
  rng: createRng('climb'),
})
const slate = compileSlate(players, format)

// Each slot's cheapest player not taken yet: a valid lineup far below the cap.
const cheapestLineup = (): Int32Array => {
  const taken = new Set<number>()
  return Int32Array.from(format.rosterSlots.keys(), (slot) => {
    const pick =
      Array.from(slate.eligible[slot] ?? [])
        .filter((player) => !taken.has(player))
        .sort((a, b) => (slate.salary[a] ?? 0) - (slate.salary[b] ?? 0))[0] ?? -1
    taken.add(pick)
    return pick
  })
}

const valueOf = (lineup: Int32Array): number =>
  Array.from(lineup).reduce((sum, player) => sum + (slate.value[player] ?? 0), 0)
const salaryOf = (lineup: Int32Array): number =>
  Array.from(lineup).reduce((sum, player) => sum + (slate.salary[player] ?? 0), 0)

describe('createLineupClimber', () => {
  const climb = createLineupClimber(slate)
  const none = new Uint8Array(format.rosterSlots.length)

  it('raises the projection of a cheap lineup towards the cap, never over it', () => {
    const lineup = cheapestLineup()
    const before = valueOf(lineup)
    const spent = climb(lineup, slate.value, none, salaryOf(lineup), 6, () => false)
    expect(spent).toBe(salaryOf(lineup))
    expect(spent).toBeLessThanOrEqual(50_000)
    expect(spent).toBeGreaterThan(45_000)
    expect(valueOf(lineup)).toBeGreaterThan(before * 1.3)
    expect(new Set(lineup).size).toBe(lineup.length)
  })

  it('keeps locked slots and swaps out blocked players', () => {
    const lineup = cheapestLineup()
    const locked = Uint8Array.from(none, (_, slot) => (slot === 0 ? 1 : 0))
    const quarterback = lineup[0] ?? -1
    const blockedPlayer = lineup[8] ?? -1
    const spent = climb(
      lineup,
      slate.value,
      locked,
      salaryOf(lineup),
      1,
      (player) => player === blockedPlayer,
    )
    expect(spent).toBeGreaterThan(0)
    expect(lineup[0]).toBe(quarterback)
    expect(Array.from(lineup)).not.toContain(blockedPlayer)
  })

  it('returns −1 and leaves the lineup as it was when a blocked player cannot leave', () => {
    const lineup = cheapestLineup()
    const copy = Int32Array.from(lineup)
    // Every player of the defence slot is blocked: the blocked one has no replacement.
    const defences = new Set(slate.eligible[8])
    expect(climb(lineup, slate.value, none, salaryOf(lineup), 3, (p) => defences.has(p))).toBe(-1)
    expect(Array.from(lineup)).toEqual(Array.from(copy))
  })
})
