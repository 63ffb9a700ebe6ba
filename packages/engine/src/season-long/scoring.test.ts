import {
  cheatsheetSettingsSchema,
  statLineSchema,
  scoringSchema,
} from '@slatelab/domain/entities/cheatsheet'
import { describe, expect, it } from 'vitest'
import { presetScoring, scoreStatLine } from './scoring'

describe('scoreStatLine', () => {
  it('scores a stat line as the hand computation does, under a custom scoring', () => {
    // 4,100 yd × 0.05 = 205, 30 TD × 6 = 180, 10 INT × −2 = −20, 3 bonus games × 3 = 9,
    // 300 rush yd × 0.1 = 30, 4 rush TD × 6 = 24, 2 fumbles lost × −2 = −4, 1 two-point × 2 = 2.
    const line = statLineSchema.parse({
      passing: { yards: 4100, tds: 30, ints: 10, yardBonus: 3, attempts: 560 },
      rushing: { yards: 300, tds: 4 },
      misc: { fumblesLost: 2, twoPt: 1 },
    })
    const scoring = scoringSchema.parse({
      passing: { yards: 0.05, tds: 6, ints: -2, yardBonus: 3 },
      rushing: { yards: 0.1, tds: 6 },
      misc: { fumblesLost: -2, twoPt: 2 },
    })
    expect(scoreStatLine(line, scoring)).toBe(205 + 180 - 20 + 9 + 30 + 24 - 4 + 2)
  })

  it('gives receptions the preset points: 1 in PPR, 0.5 in half, 0 in standard', () => {
    const line = statLineSchema.parse({ receiving: { receptions: 100, yards: 1000, tds: 8 } })
    expect(scoreStatLine(line, presetScoring('ppr'))).toBe(100 + 100 + 48)
    expect(scoreStatLine(line, presetScoring('half'))).toBe(50 + 100 + 48)
    expect(scoreStatLine(line, presetScoring('standard'))).toBe(100 + 48)
  })

  it('scores a defense by its points-allowed games and a kicker by distance band', () => {
    const defense = statLineSchema.parse({
      defense: { sacks: 40, ints: 12, pa0: 1, pa7_13: 3, pa35: 2, tds: 2 },
    })
    // 40 + 24 + 10 + 12 − 8 + 12 under the saved-sheet defaults.
    expect(scoreStatLine(defense, presetScoring('ppr'))).toBe(90)
    const kicker = statLineSchema.parse({
      kicking: { made40_49: 5, made50: 2, miss50: 3, pat: 40, patMiss: 1 },
    })
    expect(scoreStatLine(kicker, presetScoring('ppr'))).toBe(20 + 10 - 3 + 40 - 1)
  })

  it('prices a new sheet’s lines as SPEC §3’s saved-sheet scoring does', () => {
    const { scoring } = cheatsheetSettingsSchema.parse({})
    const quarterback = statLineSchema.parse({
      passing: { yards: 4000, tds: 30, ints: 10 },
      rushing: { yards: 200, tds: 2 },
      misc: { fumblesLost: 3, twoPt: 1 },
    })
    // 4,000 × 0.04 + 30 × 4 − 10 × 1 + 200 × 0.1 + 2 × 6 − 3 × 2 + 1 × 2.
    expect(scoreStatLine(quarterback, scoring)).toBe(160 + 120 - 10 + 20 + 12 - 6 + 2)
    const defense = statLineSchema.parse({
      defense: {
        pa0: 1,
        pa1_6: 1,
        pa7_13: 1,
        pa14_20: 1,
        pa21_27: 1,
        pa28_34: 1,
        pa35: 1,
        blocks: 1,
        fumblesForced: 1,
        fumblesRecovered: 1,
        ints: 1,
        sacks: 3,
        safeties: 1,
        tds: 1,
      },
    })
    // Points allowed 10/7/4/1/0/−1/−4; 2 a block, forced and recovered fumble, interception and
    // safety, 1 a sack, 6 a touchdown.
    expect(scoreStatLine(defense, scoring)).toBe(17 + 2 + 2 + 2 + 2 + 3 + 2 + 6)
    const kicker = statLineSchema.parse({
      kicking: {
        made0_19: 1,
        made20_29: 1,
        made30_39: 1,
        made40_49: 1,
        made50: 1,
        miss0_19: 1,
        miss20_29: 1,
        miss30_39: 1,
        miss40_49: 1,
        miss50: 1,
        pat: 2,
        patMiss: 1,
      },
    })
    // Made 3/3/3/4/5, each miss −1, 1 a PAT, −1 a missed PAT.
    expect(scoreStatLine(kicker, scoring)).toBe(3 + 3 + 3 + 4 + 5 - 5 + 2 - 1)
    const returner = statLineSchema.parse({
      receiving: { receptions: 5, yards: 60, tds: 1 },
      misc: { kickReturnTds: 1, puntReturnTds: 1 },
    })
    expect(scoreStatLine(returner, scoring)).toBe(5 + 6 + 6 + 6 + 6)
  })
})
