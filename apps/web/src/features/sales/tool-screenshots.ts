import type { ProductName } from '@slatelab/domain/entities/access'

/** A screenshot of a product's tool, served from apps/web/public/sales/. */
export type ToolScreenshot = { readonly src: string; readonly alt: string }

/**
 * The tool each product opens, as the demo subscriber sees it on a September day of the demo
 * world (`npm run screenshots -w @slatelab/e2e` takes them again). NFLSeasonLong has none yet:
 * its tools are not built.
 */
const toolScreenshots: Partial<Record<ProductName, ToolScreenshot>> = {
  PlateIQ: {
    src: '/sales/plateiq.webp',
    alt: 'PlateIQ: the slate’s batters with their Statcast contact figures',
  },
  SimLabs: {
    src: '/sales/simlabs.webp',
    alt: 'SimLabs: an optimizer build’s lineups simulated against the field, with ROI and cash rates',
  },
  'Optimizer Pro': {
    src: '/sales/optimizer-pro.webp',
    alt: 'The optimizer: a football slate’s player pool with projections, locks and exposures',
  },
}

/**
 * The screenshot of a product's tool, when there is one.
 * @example findToolScreenshot('SimLabs')?.src // '/sales/simlabs.webp'
 */
export const findToolScreenshot = (product: string): ToolScreenshot | undefined =>
  (toolScreenshots as Readonly<Record<string, ToolScreenshot>>)[product]
