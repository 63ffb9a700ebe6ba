import { describe, expect, it } from 'vitest'
import { optimizerSettingsSchema } from './entities/multi-settings'
import { contestKinds, optimizerPresets, presetsFor } from './optimizer-presets'
import { sportIds } from './sports'

describe('optimizer presets', () => {
  it('ships every contest kind for NFL, NBA, MLB and NHL, each a valid settings object', () => {
    for (const sportId of [sportIds.NFL, sportIds.NBA, sportIds.MLB, sportIds.NHL]) {
      const kinds = optimizerPresets
        .filter((preset) => preset.sportId === sportId)
        .map((preset) => preset.contestKind)
      expect(kinds.sort()).toEqual(Object.values(contestKinds).sort())
    }
    for (const preset of optimizerPresets) {
      expect(optimizerSettingsSchema.safeParse(preset.settings).success).toBe(true)
    }
  })

  it('forbids players against their own defence in the GPP presets of sports with one', () => {
    for (const sportId of [sportIds.NFL, sportIds.MLB, sportIds.NHL]) {
      const [gpp] = optimizerPresets.filter(
        (preset) => preset.sportId === sportId && preset.contestKind === 'gppLarge',
      )
      expect(optimizerSettingsSchema.parse(gpp?.settings).gpp.noneAgainstOwnDefense).toBe(true)
    }
  })

  it('offers showdown presets on single-game slates only', () => {
    expect(presetsFor(sportIds.NFL, 'showdown').map((preset) => preset.contestKind)).toEqual([
      'showdown',
    ])
    expect(presetsFor(sportIds.NFL, 'classic').map((preset) => preset.contestKind)).toEqual([
      'gppLarge',
      'singleEntry',
      'cash',
    ])
  })
})
