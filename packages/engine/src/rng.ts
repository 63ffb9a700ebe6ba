/**
 * A seeded pseudo-random number generator for simulations and the demo world. The seed text is
 * hashed to 128 bits (a cyrb128-style multiply–xor hash with murmur3 finalisers) and drives an
 * sfc32 generator (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit). Not for
 * cryptography.
 */

/**
 * A stream of pseudo-random draws. Every draw advances the stream; `fork` does not.
 * @example
 * const rng = createRng('demo')
 * rng.next() // 0.2555… (uniform in [0, 1))
 * rng.int(1, 6) // 1
 * rng.normal(220, 12) // 203.07…
 */
export type Rng = {
  /** A uniform draw in [0, 1) with 32 bits of resolution. */
  next(): number
  /** A uniform whole number from `minInclusive` to `maxInclusive`; throws on a bad range. */
  int(minInclusive: number, maxInclusive: number): number
  /** A uniformly chosen item; throws on an empty list. */
  pick<T>(items: readonly T[]): T
  /** A draw from the normal distribution with this mean and standard deviation (same units). */
  normal(mean: number, sd: number): number
  /**
   * An independent stream named by `label`. It depends only on this stream's seed and the
   * label, never on how many draws were made, so adding draws in one part of a generator does
   * not shift another part's numbers.
   */
  fork(label: string): Rng
}

type State = [number, number, number, number]

const twoTo32 = 2 ** 32

// murmur3's 32-bit finaliser: every input bit flips about half of the output bits.
const fmix32 = (value: number): number => {
  let h = value
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

// Four multiply–xor lanes that feed each other (the cyrb128 construction), then finalised
// lane by lane so a one-character change reaches all 128 bits.
const hashText = (text: string): State => {
  let h1 = 0x6a09e667
  let h2 = 0xbb67ae85
  let h3 = 0x3c6ef372
  let h4 = 0xa54ff53a
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179)
  }
  const a = fmix32(h1 ^ text.length)
  const b = fmix32(h2 ^ a)
  const c = fmix32(h3 ^ b)
  const d = fmix32(h4 ^ c)
  return [fmix32(a ^ d), b, c, d]
}

// sfc32 needs no warm-up for quality, but a few rounds decorrelate seeds that hash alike.
const warmUpRounds = 12

const createFromKey = (key: string): Rng => {
  const state = hashText(key)

  const nextUint32 = (): number => {
    const [a, b, c, d] = state
    const t = (((a + b) | 0) + d) | 0
    state[3] = (d + 1) | 0
    state[0] = b ^ (b >>> 9)
    state[1] = (c + (c << 3)) | 0
    const rotated = (c << 21) | (c >>> 11)
    state[2] = (rotated + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < warmUpRounds; i += 1) nextUint32()

  // Box–Muller yields two independent normals; the second waits here for the next call.
  let spareStandardNormal: number | undefined

  const next = (): number => nextUint32() / twoTo32

  const int = (minInclusive: number, maxInclusive: number): number => {
    if (
      !Number.isSafeInteger(minInclusive) ||
      !Number.isSafeInteger(maxInclusive) ||
      minInclusive > maxInclusive
    ) {
      throw new RangeError(`Bad integer range: ${minInclusive}..${maxInclusive}`)
    }
    const span = maxInclusive - minInclusive + 1
    if (span > twoTo32) throw new RangeError(`Range wider than 2^32: ${span}`)
    // Rejecting the top partial block keeps every value equally likely.
    const limit = twoTo32 - (twoTo32 % span)
    let draw = nextUint32()
    while (draw >= limit) draw = nextUint32()
    return minInclusive + (draw % span)
  }

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }

  const standardNormal = (): number => {
    if (spareStandardNormal !== undefined) {
      const spare = spareStandardNormal
      spareStandardNormal = undefined
      return spare
    }
    // 1 − u lies in (0, 1], so the logarithm stays finite.
    const radius = Math.sqrt(-2 * Math.log(1 - next()))
    const angle = 2 * Math.PI * next()
    spareStandardNormal = radius * Math.sin(angle)
    return radius * Math.cos(angle)
  }

  const normal = (mean: number, sd: number): number => {
    if (!(sd >= 0)) throw new RangeError(`Standard deviation must be ≥ 0: ${sd}`)
    return mean + sd * standardNormal()
  }

  // The label's length goes into the key, so fork('a').fork('b') and fork('a|1:b') differ.
  const fork = (label: string): Rng => createFromKey(`${key}|${label.length}:${label}`)

  return { next, int, pick, normal, fork }
}

/**
 * A generator seeded from text or a number. A number seeds as its decimal text, so `42` and
 * `'42'` give the same stream; a non-finite number throws.
 * @example createRng('world-2025-09-07').int(4, 6) // 6 (the same on every run and machine)
 * @example createRng(42).fork('salaries').next() // 0.6094… (a stream independent of the parent's draws)
 */
export const createRng = (seed: string | number): Rng => {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    throw new RangeError(`Seed must be finite: ${seed}`)
  }
  return createFromKey(String(seed))
}
