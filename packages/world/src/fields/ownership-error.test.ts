import { describe, expect, it } from 'vitest'
import { viewsFromOwnership } from './ownership-error'

// Forty players projected from 1 % to 40 %.
const projected = Array.from({ length: 40 }, (_, index) => 1 + index)
const entries = 20_000
const holdersAt = (shares: readonly number[]) =>
  shares.map((share) => Math.round((share / 100) * entries))
const logOdds = (share: number) => Math.log(share / (100 - share))
const fromLogOdds = (value: number) => 100 / (1 + Math.exp(-value))

describe('viewsFromOwnership', () => {
  it('reads a player held above his projection as a crowd that likes him', () => {
    const shares = projected.map((share, index) =>
      index === 20 ? fromLogOdds(logOdds(share) + 0.85) : share,
    )
    const { views, known } = viewsFromOwnership(projected, holdersAt(shares), entries)
    // A log-odds miss of 0.85 is about 0.8 of a view, and explains about 0.7 of its variance.
    expect(views[20]).toBeGreaterThan(0.7)
    expect(views[20]).toBeLessThan(0.9)
    expect(known[20]).toBeGreaterThan(0.65)
    expect(known[20]).toBeLessThan(0.72)
    expect(Math.max(...Array.from(views).filter((_, index) => index !== 20))).toBeLessThan(0.1)
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
    expect(small.known[0]).toBeLessThan(0.6 * (large.known[0] ?? 0))
    expect(small.known[5]).toBeLessThan((large.known[5] ?? 0) - 0.1)
    // Players not projected to be played say nothing.
    expect(
      viewsFromOwnership([0, ...projected], [50, ...holdersAt(projected)], entries).known[0],
    ).toBe(0)
  })
})
