import { createRng } from '@slatelab/engine/rng'
import { describe, expect, it } from 'vitest'
import { americanOdds, drawGameLines } from './vegas-lines'

describe('game lines', () => {
  it('prices favourites negative and underdogs positive, with the book’s margin', () => {
    expect(americanOdds(0.6, 0.045)).toBeLessThan(-150)
    expect(americanOdds(0.4, 0.045)).toBeGreaterThan(100)
    expect(americanOdds(0.4, 0.045)).toBeLessThan(150)
  })

  it('favours the stronger team, and the implied totals add up to the closing total', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const lines = drawGameLines('NBA', 0.8, -0.8, createRng(`nba:${seed}`))
      const close = lines.snapshots[lines.snapshots.length - 1]
      expect(close?.homeSpread).toBeLessThan(0)
      expect(close?.homeMoneyline).toBeLessThan(0)
      expect(lines.homeImpliedTotal + lines.visitorImpliedTotal).toBeCloseTo(close?.total ?? 0, 1)
      expect(lines.homeImpliedTotal).toBeGreaterThan(lines.visitorImpliedTotal)
    }
  })

  it('posts NBA, MLB and NHL lines the morning before: a day and a half ahead', () => {
    for (const sport of ['NBA', 'MLB', 'NHL'] as const) {
      const lines = drawGameLines(sport, 0, 0, createRng(sport))
      expect(lines.snapshots[0]?.minutesBefore).toBe(36 * 60)
    }
  })

  it('opens an NFL line a week ahead and moves it toward the close', () => {
    const lines = drawGameLines('NFL', 0, 0, createRng('nfl'))
    expect(lines.snapshots[0]?.minutesBefore).toBe(7 * 24 * 60)
    expect(lines.snapshots.map((snapshot) => snapshot.minutesBefore)).toEqual(
      [...lines.snapshots.map((snapshot) => snapshot.minutesBefore)].sort((a, b) => b - a),
    )
  })

  it('keeps MLB and NHL spreads to the run and puck line', () => {
    const lines = drawGameLines('MLB', 1.5, -1.5, createRng('mlb'))
    expect(lines.snapshots.every((snapshot) => Math.abs(snapshot.homeSpread) <= 1.5)).toBe(true)
    expect(lines.homeImpliedTotal - lines.visitorImpliedTotal).toBeGreaterThan(1.5)
  })

  it('hangs MLB run lines and NHL puck lines at ±1.5 only, the favourite giving it', () => {
    for (const sport of ['MLB', 'NHL'] as const) {
      for (const [home, visitor] of [
        [0.05, 0],
        [0, 0.05],
        [1, -1],
        [-1, 1],
      ] as const) {
        const { snapshots } = drawGameLines(sport, home, visitor, createRng(`${sport}:${home}`))
        for (const snapshot of snapshots) {
          expect(Math.abs(snapshot.homeSpread)).toBe(1.5)
          // The home favourite (shorter moneyline) gives the runs.
          const homeFavourite = snapshot.homeMoneyline < snapshot.visitorMoneyline
          expect(snapshot.homeSpread).toBe(homeFavourite ? -1.5 : 1.5)
          expect(Math.abs(snapshot.spreadPrice)).toBeGreaterThanOrEqual(100)
        }
      }
    }
  })

  it('quotes NFL and NBA spreads in half points', () => {
    for (const sport of ['NFL', 'NBA'] as const) {
      const { snapshots } = drawGameLines(sport, 0.4, -0.2, createRng(sport))
      for (const snapshot of snapshots) expect(Number.isInteger(snapshot.homeSpread * 2)).toBe(true)
    }
  })
})
