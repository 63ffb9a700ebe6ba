import { maxBuildLineups } from '@slatelab/contract/optimizer.contract'
import type { NewProduct, NewProductComponent } from '../db/repositories/products'

/** The paid products (SPEC §6): prices in cents, one family per brand line. */
export const seedProducts: readonly NewProduct[] = [
  {
    productId: 1,
    productFamilyId: 1,
    name: 'PlateIQ',
    priceCents: 1999,
    term: 'monthly',
    sportId: 3,
  },
  {
    productId: 2,
    productFamilyId: 2,
    name: 'NFLSeasonLong',
    priceCents: 2999,
    term: 'season',
    sportId: 1,
  },
  {
    productId: 3,
    productFamilyId: 1,
    name: 'SimLabs',
    priceCents: 2499,
    term: 'monthly',
    sportId: null,
  },
  {
    productId: 4,
    productFamilyId: 1,
    name: 'Optimizer Pro',
    priceCents: 2999,
    term: 'monthly',
    sportId: null,
  },
]

const component = (
  row: Omit<NewProductComponent, 'owner' | 'logo' | 'url' | 'hideFromMarketplace'> & {
    readonly slug: string
  },
): NewProductComponent => {
  const { slug, ...rest } = row
  return {
    ...rest,
    owner: 'Slatelab',
    logo: `/logos/${slug}.svg`,
    url: `/${slug}`,
    hideFromMarketplace: false,
  }
}

/** What the marketplace sells: each product's components. */
export const seedComponents: readonly NewProductComponent[] = [
  component({
    componentId: 101,
    productId: 1,
    slug: 'plateiq',
    title: 'PlateIQ',
    description: 'Statcast pitch and batter matchups for every MLB slate.',
    term: 'monthly',
    sportId: 3,
    priceCents: 1999,
    logoBackgroundColor: '#0b3d91',
  }),
  component({
    componentId: 201,
    productId: 2,
    slug: 'season-long',
    title: 'NFL Season Long Tools',
    description: 'Draft cheat sheets, ADP, season and weekly projections, survivor odds.',
    term: 'season',
    sportId: 1,
    priceCents: 2999,
    logoBackgroundColor: '#013369',
  }),
  component({
    componentId: 301,
    productId: 3,
    slug: 'simlabs',
    title: 'SimLabs',
    description: 'Simulate your lineups against the field: win, cash and ROI odds.',
    term: 'monthly',
    sportId: null,
    priceCents: 2499,
    logoBackgroundColor: '#5f3dc4',
  }),
  component({
    componentId: 401,
    productId: 4,
    slug: 'multi-lineup-settings',
    title: 'Optimizer Pro',
    description: `Build up to ${maxBuildLineups} lineups with stacks, groups, exposures and templates.`,
    term: 'monthly',
    sportId: null,
    priceCents: 2999,
    logoBackgroundColor: '#2b8a3e',
  }),
]
