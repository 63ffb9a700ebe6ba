import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { feedFnv1a64, fnv1a64Digest, fnv1a64Hex, resetFnv1a64, startFnv1a64 } from './fnv1a64'

// The textbook definition with BigInt, slow but obviously right.
const referenceFnv1a64 = (text: string): string => {
  const mask = (1n << 64n) - 1n
  let hash = 0xcbf29ce484222325n
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i))
    hash = (hash * 0x100000001b3n) & mask
  }
  return hash.toString(16).padStart(16, '0')
}

describe('fnv1a64Hex', () => {
  it('matches the published FNV-1a 64 test vectors', () => {
    expect(fnv1a64Hex('')).toBe('cbf29ce484222325')
    expect(fnv1a64Hex('a')).toBe('af63dc4c8601ec8c')
    expect(fnv1a64Hex('foobar')).toBe('85944171f73967e8')
  })

  it('equals the BigInt definition on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 24 }), (text) => {
        expect(fnv1a64Hex(text)).toBe(referenceFnv1a64(text))
      }),
    )
  })

  it('always gives 16 lower-case hex digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(fnv1a64Hex(text)).toMatch(/^[0-9a-f]{16}$/)
      }),
    )
  })
})

describe('feedFnv1a64', () => {
  it('hashes text fed in pieces like the text in one piece', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), (pieces) => {
        const state = startFnv1a64()
        for (const piece of pieces) feedFnv1a64(state, piece)
        expect(fnv1a64Digest(state)).toBe(fnv1a64Hex(pieces.join('')))
      }),
    )
  })

  it('starts over after a reset', () => {
    const state = startFnv1a64()
    feedFnv1a64(state, 'stale')
    resetFnv1a64(state)
    feedFnv1a64(state, 'foobar')
    expect(fnv1a64Digest(state)).toBe('85944171f73967e8')
  })
})
