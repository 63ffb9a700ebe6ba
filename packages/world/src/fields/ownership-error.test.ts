import { describe, expect, it } from 'vitest'
import { percent } from '@slatelab/domain/units'
import { createRng } from '@slatelab/engine/rng'
import { buildFieldPlayer } from './testing/field-builders'
import {
  missScale,
  ownershipErrorSpread,
  viewsFromOwnership,
  withOwnershipError,
} from './ownership-error'

// Forty players projected from 1 % to 40 %.
const projected = Array.from({ length: 40 }, (_, index) => 1 + index)
const entries = 20_000
const holdersAt = (shares: readonly number[]) =>
  shares.map((share) => Math.round((share / 100) * entries))
const logOdds = (share: number) => Math.log(share / (100 - share))
const fromLogOdds = (value: number) => 100 / (1 + Math.exp(-value))

// Six chalky players at 40 % and thirty at 2 % in one position (its total, 300 %, kept).
const position = [
  ...Array.from({ length: 6 }, () => 40),
  ...Array.from({ length: 30 }, () => 2),
].map((share, index) =>
  buildFieldPlayer({
    playerId: index,
    rosterPositions: ['UTIL'],
    eventKey: `game-${index % 6}`,
    projectedOwnership: percent(share),
  }),
)
const draws = Array.from({ length: 300 }, (_, draw) =>
  withOwnershipError(position, createRng(`ownership-error-test:${draw}`)).map(
    (player) => player.projectedOwnership,
  ),
)
const sdOf = (values: readonly number[]) => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length)
}

describe('withOwnershipError', () => {
  it('misses a chalky share by fewer log-odds than a small one, and by more points', () => {
    const chalk = draws.map((shares) => shares[0] ?? 0)
    const small = draws.map((shares) => shares[10] ?? 0)
    const chalkLogOdds = sdOf(chalk.map(logOdds))
    const smallLogOdds = sdOf(small.map(logOdds))
    // √(0.05 · 0.95 / (0.4 · 0.6)) = 0.445 of the small share's spread, before the sharing out.
    expect(chalkLogOdds).toBeLessThan(0.6 * smallLogOdds)
    expect(chalkLogOdds).toBeGreaterThan(0.3 * smallLogOdds)
    expect(smallLogOdds).toBeGreaterThan(0.85 * ownershipErrorSpread.player)
    expect(sdOf(chalk)).toBeGreaterThan(4 * sdOf(small))
  })

  it('keeps the most-owned of six equal chalky players near them, as real GPP chalk stays', () => {
    // One spread for every share (0.85) put the top of six 40 % players at 66 % on average.
    const tops = draws.map((shares) => Math.max(...shares.slice(0, 6)))
    const meanTop = tops.reduce((sum, top) => sum + top, 0) / tops.length
    expect(meanTop).toBeGreaterThan(46)
    expect(meanTop).toBeLessThan(58)
  })

  it('measures its spread against the knee: whole at or below it, √(p(1 − p)) above', () => {
    expect(missScale(1, 5)).toBe(1)
    expect(missScale(5, 5)).toBeCloseTo(1, 9)
    expect(missScale(40, 5)).toBeCloseTo(Math.sqrt((0.05 * 0.95) / (0.4 * 0.6)), 9)
    expect(missScale(60, 5)).toBeCloseTo(missScale(40, 5), 9)
  })
})

describe('viewsFromOwnership', () => {
  it('reads a player held above his projection as a crowd that likes him', () => {
    // A 4 % player one full spread above, and a 36 % player one of his narrower spreads above.
    const chalkMiss = missScale(36, ownershipErrorSpread.knee)
    const shares = projected.map((share, index) =>
      index === 3
        ? fromLogOdds(logOdds(share) + 1)
        : index === 35
          ? fromLogOdds(logOdds(share) + chalkMiss)
          : share,
    )
    const { views, known } = viewsFromOwnership(projected, holdersAt(shares), entries)
    // One spread is about 0.8 of a view, and explains about 0.7 of its variance.
    expect(views[3]).toBeGreaterThan(0.7)
    expect(views[3]).toBeLessThan(0.9)
    expect(known[3]).toBeGreaterThan(0.65)
    expect(known[3]).toBeLessThan(0.76)
    // The chalk's smaller move in log-odds says as much of him.
    expect(views[35]).toBeCloseTo(views[3] ?? 0, 1)
    expect(known[35]).toBeCloseTo(known[3] ?? 0, 1)
    const others = Array.from(views).filter((_, index) => index !== 3 && index !== 35)
    expect(Math.max(...others)).toBeLessThan(0.1)
  })

  it('reads nothing into what moves every player alike, as a cash game’s chalk', () => {
    const chalkier = projected.map((share) => fromLogOdds(1.4 * logOdds(share) + 0.6))
    const { views } = viewsFromOwnership(projected, holdersAt(chalkier), entries)
    for (const view of views) expect(Math.abs(view)).toBeLessThan(0.05)
  })

  it('knows less from a small field, whose shares are partly the count’s chance', () => {
    const small = viewsFromOwnership(
      projected,
      holdersAt(projected).map((n) => n / 200),
      100,
    )
    const large = viewsFromOwnership(projected, holdersAt(projected), entries)
    // One holder in a hundred is mostly chance; six in a hundred less so.
    expect(small.known[0]).toBeLessThan(0.7 * (large.known[0] ?? 0))
    expect(small.known[5]).toBeLessThan((large.known[5] ?? 0) - 0.1)
    // Players not projected to be played say nothing.
    expect(
      viewsFromOwnership([0, ...projected], [50, ...holdersAt(projected)], entries).known[0],
    ).toBe(0)
  })
})
