import { products } from '@slatelab/domain/entities/access'
import { maxBuildLineups } from '@slatelab/contract/optimizer.contract'
import { describe, expect, it } from 'vitest'
import { productPitches } from './product-pitches'

describe('product pitches', () => {
  it('promise Optimizer Pro the lineups a build may have, as the optimizer allows them', () => {
    const points = productPitches[products.OptimizerPro].points.join(' ')
    expect(points).toContain(`up to ${maxBuildLineups}`)
  })
})
