import { describe, expect, it } from 'vitest'
import {
  addBattingTotals,
  battingFigures,
  battingFiguresOfTotals,
  battingTotals,
  estimatedWoba,
  isBarrel,
  pitchingFigures,
  pitchMix,
  type StatcastPitch,
} from './statcast-metrics'

const pitch = (overrides: Partial<StatcastPitch>): StatcastPitch => ({
  pitchType: 'FF',
  releaseSpeed: 95,
  spinRate: 2300,
  zone: 5,
  result: 'ball',
  event: null,
  launchSpeed: null,
  launchAngle: null,
  pulled: null,
  batterStands: 'R',
  pitcherThrows: 'R',
  ...overrides,
})
const inPlay = (
  event: StatcastPitch['event'],
  launchSpeed: number,
  launchAngle: number,
  pulled = false,
) => pitch({ result: 'hit_into_play', event, launchSpeed, launchAngle, pulled })

// Six plate appearances, by hand:
//  1. strikeout (swinging, after a called strike and a foul)   xwOBA 0
//  2. walk                                                      0.696
//  3. home run at 104 mph, 28°: a barrel                        1.40
//  4. single at 88 mph, −5°: topped                             0.22
//  5. fly out at 99 mph, 40°: above the 25–31° band at 99 mph   0.08 (under)
//  6. line-drive single at 92 mph, 15°: flare/burner            0.62
// xwOBA = (0 + 0.696 + 1.40 + 0.22 + 0.08 + 0.62) / 6 = 3.016 / 6 = 0.503
// wOBA  = (0.696 + 2.004 + 0.883 + 0.883) / 6 = 4.466 / 6 = 0.744
// barrel % = 1 of 4 batted balls = 25 %; hard hit (95+) = 2 of 4 = 50 %
const fixture: readonly StatcastPitch[] = [
  pitch({ result: 'called_strike' }),
  pitch({ result: 'foul', pitchType: 'SL' }),
  pitch({ result: 'swinging_strike', pitchType: 'SL', event: 'strikeout' }),
  pitch({ result: 'ball', event: 'walk' }),
  inPlay('home_run', 104, 28, true),
  inPlay('single', 88, -5),
  inPlay('field_out', 99, 40, true),
  inPlay('single', 92, 15),
]

describe('Statcast figures', () => {
  it('classifies barrels by MLB’s speed-angle band', () => {
    expect(isBarrel(98, 26)).toBe(true)
    expect(isBarrel(98, 31)).toBe(false)
    expect(isBarrel(97.9, 28)).toBe(false)
    expect(isBarrel(99, 25)).toBe(true)
    expect(isBarrel(116, 8)).toBe(true)
    expect(isBarrel(120, 7)).toBe(false)
    expect(isBarrel(116, 50)).toBe(true)
  })

  it('gives each batted ball its speed-angle class’s expected wOBA', () => {
    expect(estimatedWoba(104, 28)).toBe(1.4)
    expect(estimatedWoba(88, -5)).toBe(0.22)
    expect(estimatedWoba(99, 40)).toBe(0.08)
    expect(estimatedWoba(92, 15)).toBe(0.62)
    expect(estimatedWoba(55, 20)).toBe(0.2)
    expect(estimatedWoba(97, 24)).toBe(0.7)
  })

  it('computes xwOBA, wOBA, barrel % and the rest of a hand-made line as computed by hand', () => {
    const line = battingFigures(fixture)
    expect(line).toEqual({
      pa: 6,
      avg: 0.6, // 3 hits in 5 at-bats
      iso: 0.6, // (7 total bases − 3 hits) / 5
      woba: 0.744,
      xwoba: 0.503,
      kPct: 16.7,
      bbPct: 16.7,
      barrelPct: 25,
      hardHitPct: 50,
      avgEv: 95.8, // (104 + 88 + 99 + 92) / 4
      avgLa: 19.5, // (28 − 5 + 40 + 15) / 4
      flyBallPct: 50, // 28° and 40°
      pullPct: 50,
    })
  })

  it('builds the same line from totals added game by game as from all the pitches', () => {
    // The fixture split after the walk: two "games" whose stored totals add up.
    const split = fixture.findIndex((candidate) => candidate.event === 'walk') + 1
    const added = addBattingTotals(
      battingTotals(fixture.slice(0, split)),
      battingTotals(fixture.slice(split)),
    )
    expect(added.pa).toBe(6)
    expect(added.barrels).toBe(1)
    expect(battingFiguresOfTotals(added)).toEqual(battingFigures(fixture))
  })

  it('gives the pitch mix with whiffs per swing', () => {
    const [fastball, slider] = pitchMix(fixture)
    expect(fastball).toMatchObject({ pitchType: 'FF', pitches: 6, usagePct: 75, whiffPct: 0 })
    // Slider: a foul and a swinging strike: 1 whiff in 2 swings.
    expect(slider).toMatchObject({ pitchType: 'SL', pitches: 2, usagePct: 25, whiffPct: 50 })
  })

  it('computes K-BB %, the xFIP-like and SIERA-like estimates from their formulas', () => {
    const line = pitchingFigures(fixture)
    expect(line.outs).toBe(2)
    expect(line.kMinusBbPct).toBe(0)
    // xFIP: (13 · 2 fly balls · 0.12 + 3 · 1 − 2 · 1) / (2/3) + 3.10 = 4.12 / 0.6667 + 3.10 = 9.28
    expect(line.xfip).toBe(9.28)
    // k = b = 1/6, n = (1 GB − 2 FB − 0 PU) / 6 = −1/6
    const k = 1 / 6
    const n = -1 / 6
    const siera =
      6.145 -
      16.986 * k +
      11.434 * k -
      1.858 * n +
      7.653 * k * k +
      6.664 * n * n +
      10.13 * k * n -
      5.195 * k * n
    expect(line.siera).toBe(Math.round(siera * 100) / 100)
  })
})
