/**
 * FNV-1a with 64 bits (Fowler–Noll–Vo), computed on 16- and 32-bit pieces so it runs without
 * BigInt, whose arithmetic allocates on every step. Not for cryptography.
 */

// The 64-bit prime is 2^40 + 0x1b3: multiplying by it is a multiply by 0x1b3 plus a shift.
const primeLow = 0x1b3

/**
 * A running FNV-1a 64 hash: the high and the low 32 bits. Fed in pieces by `feedFnv1a64`, so
 * a caller can hash a text it never builds. Kept in a typed array: a hash fed per character
 * of a whole field's lineups must not allocate.
 * @example const state = startFnv1a64() // Uint32Array [0xcbf29ce4, 0x84222325]
 */
export type Fnv1a64State = Uint32Array

/**
 * A new hash at the FNV offset basis 0xcbf29ce484222325 (the hash of the empty text).
 * @example fnv1a64Digest(startFnv1a64()) // 'cbf29ce484222325'
 */
export const startFnv1a64 = (): Fnv1a64State => Uint32Array.of(0xcbf29ce4, 0x84222325)

/**
 * Resets a hash to the offset basis, so one state can hash many texts in turn.
 * @example resetFnv1a64(state)
 */
export const resetFnv1a64 = (state: Fnv1a64State): void => {
  state[0] = 0xcbf29ce4
  state[1] = 0x84222325
}

/**
 * Feeds the UTF-16 code units of `text` into the hash, one step each, so for ASCII text the
 * result equals FNV-1a over its bytes. Changes `state` in place.
 * @example const state = startFnv1a64(); feedFnv1a64(state, 'foo'); feedFnv1a64(state, 'bar'); fnv1a64Digest(state) // '85944171f73967e8'
 */
export const feedFnv1a64 = (state: Fnv1a64State, text: string): void => {
  let high = state[0] ?? 0
  let low = state[1] ?? 0
  for (let i = 0; i < text.length; i += 1) {
    low = (low ^ text.charCodeAt(i)) >>> 0
    // low · 0x1b3 in two 16-bit halves, each product exact in 32 bits; `carried` holds the
    // bits above 2^32 that move into the high half.
    const bottom = (low & 0xffff) * primeLow
    const top = (low >>> 16) * primeLow + (bottom >>> 16)
    const carried = top >>> 16
    // (high · 2^32 + low) · 2^40 adds low · 2^8 to the high half; the rest overflows 2^64.
    high = (Math.imul(high, primeLow) + carried + (low << 8)) >>> 0
    low = ((top << 16) | (bottom & 0xffff)) >>> 0
  }
  state[0] = high
  state[1] = low
}

const hexCodes = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0))

// The eight hex digits of a 32-bit word, most significant first, as character codes.
const hexDigitCodes = (word: number): number[] =>
  [28, 24, 20, 16, 12, 8, 4, 0].map((shift) => hexCodes[(word >>> shift) & 15] ?? 0)

/**
 * The hash so far as 16 lower-case hex digits. Built from character codes in one string:
 * several times faster than `toString(16)` and `padStart`, which matters for the hundred
 * thousand lineups of a big contest.
 * @example fnv1a64Digest(startFnv1a64()) // 'cbf29ce484222325'
 */
export const fnv1a64Digest = (state: Fnv1a64State): string =>
  String.fromCharCode(...hexDigitCodes(state[0] ?? 0), ...hexDigitCodes(state[1] ?? 0))

/**
 * The FNV-1a 64-bit hash of a text as 16 lower-case hex digits.
 * @example fnv1a64Hex('') // 'cbf29ce484222325'
 * @example fnv1a64Hex('foobar') // '85944171f73967e8'
 */
export const fnv1a64Hex = (text: string): string => {
  const state = startFnv1a64()
  feedFnv1a64(state, text)
  return fnv1a64Digest(state)
}
