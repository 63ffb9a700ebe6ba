import type { SeedScale } from './demo-world-seed'

/** What a starting server seeds before it listens, and what it tops up once it answers. */
export type StartupSeedPlan = {
  readonly beforeListen: 'none' | 'small'
  readonly inBackground: SeedScale | 'none'
}

/**
 * A new store gets the days around today before the server listens, so its first page has
 * data; a store that already holds today listens at once (a few seconds) and refreshes the
 * days whose results are not final, and the rest of the year at scale `full`, in the background.
 * @example startupSeedPlan('full', true) // { beforeListen: 'none', inBackground: 'full' }
 */
export const startupSeedPlan = (
  scale: SeedScale | 'none',
  anchorDayStored: boolean,
): StartupSeedPlan => {
  if (scale === 'none') return { beforeListen: 'none', inBackground: 'none' }
  if (!anchorDayStored) {
    return { beforeListen: 'small', inBackground: scale === 'full' ? 'full' : 'none' }
  }
  return { beforeListen: 'none', inBackground: scale }
}
