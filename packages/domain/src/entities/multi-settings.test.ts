import { describe, expect, it } from 'vitest'
import { optimizerSettingsSchema } from './multi-settings'

describe('optimizer settings schema', () => {
  it('reads settings stored with bounce, and drops it', () => {
    const old = { general: { maxPerTeam: 4, bounce: 3, bouncePerPosition: { QB: 2 } } }
    const settings = optimizerSettingsSchema.parse(old)
    expect(settings.general.maxPerTeam).toBe(4)
    expect(settings.general).not.toHaveProperty('bounce')
    expect(settings.general).not.toHaveProperty('bouncePerPosition')
    // Saved again, the object holds neither.
    expect(JSON.stringify(optimizerSettingsSchema.parse(settings))).not.toContain('bounce')
  })

  it('fills a position stack’s secondary position and pair limit as off', () => {
    const settings = optimizerSettingsSchema.parse({
      positionStacks: [{ keyPosition: 'QB', positions: ['WR'], playerCount: 1 }],
    })
    expect(settings.positionStacks[0]).toMatchObject({ secondaryPosition: '', pairLimit: 0 })
  })
})
