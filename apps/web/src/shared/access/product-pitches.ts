import { freeOptimizerLineups, products, type ProductName } from '@slatelab/domain/entities/access'
import { maxBuildLineups } from '@slatelab/contract/optimizer.contract'
import type { PagePath } from '@slatelab/domain/pages'

/** What a paid product does, in a DFS player's words: the pitch a gated tool shows, and /sales. */
export type ProductPitch = {
  readonly product: ProductName
  /** The product's name as people read it. */
  readonly title: string
  readonly headline: string
  readonly points: readonly string[]
  /** The tool the product opens. */
  readonly toolPath: PagePath
}

/** Every paid product's pitch, in the order /sales lists them. */
export const productPitches: Readonly<Record<ProductName, ProductPitch>> = {
  [products.OptimizerPro]: {
    product: products.OptimizerPro,
    title: 'Optimizer Pro',
    headline: 'Build a full multi-entry portfolio in one run.',
    points: [
      `More than ${freeOptimizerLineups} lineups per build: up to ${maxBuildLineups}, for every max-entry GPP you play`,
      'Every stack, group, exposure and custom rule, saved as templates',
      'Export straight to the site’s upload file or fill your DK entries',
    ],
    toolPath: '/multi-lineup-settings',
  },
  [products.SimLabs]: {
    product: products.SimLabs,
    title: 'SimLabs',
    headline: 'See how your lineups fare against the real field before lock.',
    points: [
      'Thousands of correlated slate outcomes per run',
      'Win, cash and ROI for each lineup against the contest’s payouts',
      'Which players land in the winning lineups, against their ownership',
    ],
    toolPath: '/simlabs',
  },
  [products.PlateIQ]: {
    product: products.PlateIQ,
    title: 'PlateIQ',
    headline: 'Statcast pitch and batter matchups for every MLB slate.',
    points: [
      'Each probable pitcher’s mix, velocity and whiff rates',
      'How today’s hitters handle that arsenal',
      'Bullpens and game logs beside the slate’s vegas lines',
    ],
    toolPath: '/plateiq',
  },
  [products.NFLSeasonLong]: {
    product: products.NFLSeasonLong,
    title: 'NFL Season Long Tools',
    headline: 'Draft and manage your season-long NFL teams.',
    points: [
      'Cheat sheets with your league’s roster, scoring and auction budget',
      'ADP rankings, season and weekly projections',
      'Survivor pool odds and tiered rankings',
    ],
    toolPath: '/season-long',
  },
}

/**
 * The pitch of a product named as the access check names it, or `undefined` for a product
 * without one (a component the catalogue added later).
 * @example findPitch('SimLabs')?.toolPath // '/simlabs'
 */
export const findPitch = (productName: string): ProductPitch | undefined =>
  Object.values(productPitches).find((pitch) => pitch.product === productName)
