import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rosterShapes } from './contest-builders'
import type { LineupSlot } from './contest-input'
import { fnv1a64Digest, fnv1a64Hex, startFnv1a64 } from './fnv1a64'
import { canonicalLineupKey, createTokenHasher, lineupHash, slotToken } from './lineup-hash'
import { createRng } from '../rng'
import { slotTypeOf } from './roster-slots'

const lineupOf = (slots: readonly string[], players: readonly number[]): LineupSlot[] =>
  slots.map((rosterSlot, index) => ({ rosterSlot, playerId: players[index] ?? 0 }))

// A lineup of distinct players 1–30 for a roster shape.
const lineupFor = (slots: readonly string[]) =>
  fc
    .shuffledSubarray(
      Array.from({ length: 30 }, (_, index) => index + 1),
      { minLength: slots.length, maxLength: slots.length },
    )
    .map((players) => lineupOf(slots, players))

const lineupArbitrary = fc.oneof(lineupFor(rosterShapes.classic), lineupFor(rosterShapes.showdown))

// Reassigns the players among slots of the same type (RB1 ↔ RB2, FLEX ↔ FLEX), keeping each
// slot name in place, then shuffles the slots' order.
const shuffledWithinTypes = (lineup: readonly LineupSlot[], seed: number): LineupSlot[] => {
  const byType = new Map<string, number[]>()
  for (const slot of lineup) {
    const type = slotTypeOf(slot.rosterSlot)
    byType.set(type, [...(byType.get(type) ?? []), slot.playerId])
  }
  const rng = createRng(seed)
  // Fisher–Yates, in place.
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i)
      const item = items[i] as T
      items[i] = items[j] as T
      items[j] = item
    }
    return items
  }
  for (const players of byType.values()) shuffle(players)
  return shuffle(
    lineup.map((slot) => ({
      rosterSlot: slot.rosterSlot,
      playerId: byType.get(slotTypeOf(slot.rosterSlot))?.shift() ?? 0,
    })),
  )
}

describe('lineupHash', () => {
  it('is FNV-1a 64 of the canonical key, as 16 hex digits', () => {
    const lineup = lineupOf(['CPT', 'FLEX'], [7, 9])
    expect(canonicalLineupKey(lineup)).toBe('CPT:7,P:9')
    expect(lineupHash(lineup)).toBe(fnv1a64Hex('CPT:7,P:9'))
    expect(lineupHash(lineup)).toBe('a715b1cdd2ee75d4')
  })

  it('orders the key by captain first, then player id as a number', () => {
    const lineup = lineupOf(['WR', 'RB2', 'RB1', 'CPT'], [5, 31, 4, 100])
    expect(canonicalLineupKey(lineup)).toBe('CPT:100,P:4,P:5,P:31')
  })

  it('does not change when players swap between slots of the same type or slots reorder', () => {
    fc.assert(
      fc.property(lineupArbitrary, fc.integer(), (lineup, seed) => {
        expect(lineupHash(shuffledWithinTypes(lineup, seed))).toBe(lineupHash(lineup))
      }),
    )
  })

  it('changes when the captain swaps with a flex player', () => {
    fc.assert(
      fc.property(
        lineupFor(rosterShapes.showdown),
        fc.integer({ min: 1, max: 5 }),
        (lineup, flex) => {
          const captain = 0
          const swapped = lineup.map((slot, index) => {
            const other = index === captain ? lineup[flex] : index === flex ? lineup[captain] : slot
            return { rosterSlot: slot.rosterSlot, playerId: other?.playerId ?? 0 }
          })
          expect(lineupHash(swapped)).not.toBe(lineupHash(lineup))
        },
      ),
    )
  })

  it('changes when one player is replaced', () => {
    const lineup = lineupOf(rosterShapes.classic, [1, 2, 3, 4, 5, 6, 7, 8, 9])
    const replaced = lineupOf(rosterShapes.classic, [1, 2, 3, 4, 5, 6, 7, 8, 10])
    expect(lineupHash(replaced)).not.toBe(lineupHash(lineup))
  })

  it('is the same lineup whichever non-captain slot a player fills (RB in FLEX or in RB)', () => {
    const a = lineupOf(['RB', 'FLEX'], [1, 2])
    const b = lineupOf(['RB', 'FLEX'], [2, 1])
    expect(lineupHash(a)).toBe(lineupHash(b))
  })
})

describe('createTokenHasher', () => {
  it('hashes tokens like lineupHash hashes the lineup, reading only `count` of them', () => {
    fc.assert(
      fc.property(lineupArbitrary, (lineup) => {
        const hashTokens = createTokenHasher()
        const state = startFnv1a64()
        const tokens = lineup.map((slot) => slotToken(slot.rosterSlot, slot.playerId))
        hashTokens([...tokens, slotToken('QB', 999)], tokens.length, state)
        expect(fnv1a64Digest(state)).toBe(lineupHash(lineup))
        hashTokens(tokens, tokens.length, state)
        expect(fnv1a64Digest(state)).toBe(lineupHash(lineup))
      }),
    )
  })
})
