import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createHashNumbering } from './hash-numbering'

const state = (high: number, low: number): Uint32Array => Uint32Array.of(high, low)

describe('createHashNumbering', () => {
  it('numbers hashes in the order first met and repeats a known number', () => {
    const numbering = createHashNumbering(4)
    expect(numbering.numberOf(state(1, 2))).toBe(0)
    expect(numbering.numberOf(state(3, 4))).toBe(1)
    expect(numbering.numberOf(state(1, 2))).toBe(0)
    expect(numbering.size).toBe(2)
  })

  it('tells apart hashes that share a low half or a high half', () => {
    const numbering = createHashNumbering(4)
    expect(numbering.numberOf(state(1, 7))).toBe(0)
    expect(numbering.numberOf(state(2, 7))).toBe(1)
    expect(numbering.numberOf(state(1, 8))).toBe(2)
    expect(numbering.numberOf(state(2, 7))).toBe(1)
  })

  it('throws past its capacity', () => {
    const numbering = createHashNumbering(1)
    numbering.numberOf(state(0, 0))
    expect(() => numbering.numberOf(state(0, 1))).toThrow(RangeError)
  })

  it('numbers like a map keyed by both halves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(3), fc.constantFrom(0, 1, 0x10, 0xffffffff)), { maxLength: 60 }),
        (pairs) => {
          const numbering = createHashNumbering(pairs.length)
          const reference = new Map<string, number>()
          for (const [high, low] of pairs) {
            const key = `${high}:${low}`
            if (!reference.has(key)) reference.set(key, reference.size)
            expect(numbering.numberOf(state(high, low))).toBe(reference.get(key))
          }
          expect(numbering.size).toBe(reference.size)
        },
      ),
    )
  })
})
