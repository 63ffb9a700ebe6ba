import { expect, it } from 'vitest'
import { variants, variantSchema } from './variants'

it('offers classic, showdown, any-flex and tiers', () => {
  expect(Object.values(variants)).toEqual(['classic', 'showdown', 'anyFlex', 'tiers'])
  expect(variantSchema.parse('anyFlex')).toBe('anyFlex')
  expect(variantSchema.safeParse('any-flex').success).toBe(false)
})
