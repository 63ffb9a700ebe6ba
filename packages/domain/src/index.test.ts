import { describe, expect, expectTypeOf, it } from 'vitest'
import * as domain from './index'

describe('the package barrel', () => {
  it('re-exports every module, errors and pages included', () => {
    for (const name of [
      'errors',
      'pageTitles',
      'sportIds',
      'siteIds',
      'variants',
      'uniquePlayerLimits',
      'projectionSiteOf',
      'entryCostBand',
      'injuryStatusSort',
      'multiLineupGeneralDefaults',
      'seasonLongDefaults',
      'cacheTtlSeconds',
      'salary',
      'teamSchema',
      'playerSchema',
      'sportEventSchema',
      'contestGroupSchema',
      'sourceSchema',
      'slatePlayerSchema',
      'userSchema',
      'productSchema',
      'marketplaceComponentSchema',
      'subscriptionSchema',
      'checkAccessQuerySchema',
    ]) {
      expect(domain, name).toHaveProperty(name)
    }
  })

  it('types entity ids with the catalogue types', () => {
    expectTypeOf<domain.SportEvent['sportId']>().toEqualTypeOf<domain.SportId>()
    expectTypeOf<domain.ContestGroup['sourceId']>().toEqualTypeOf<domain.SiteId>()
    expectTypeOf<domain.SlatePlayer['salary']>().toEqualTypeOf<domain.Salary>()
    expectTypeOf<domain.Source['contestGroups']>().toEqualTypeOf<readonly domain.ContestGroup[]>()
  })
})
