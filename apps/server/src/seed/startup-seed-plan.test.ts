import { describe, expect, it } from 'vitest'
import { startupSeedPlan } from './startup-seed-plan'

describe('what a starting server seeds', () => {
  it('seeds the days around today before it listens on a store without today', () => {
    expect(startupSeedPlan('small', false)).toEqual({ beforeListen: 'small', inBackground: 'none' })
    expect(startupSeedPlan('full', false)).toEqual({ beforeListen: 'small', inBackground: 'full' })
  })

  it('listens at once on a store that holds today, and tops it up in the background', () => {
    expect(startupSeedPlan('small', true)).toEqual({ beforeListen: 'none', inBackground: 'small' })
    expect(startupSeedPlan('full', true)).toEqual({ beforeListen: 'none', inBackground: 'full' })
  })

  it('seeds nothing of the world at scale none', () => {
    expect(startupSeedPlan('none', false)).toEqual({ beforeListen: 'none', inBackground: 'none' })
  })
})
