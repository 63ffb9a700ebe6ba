import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  checkAccessQuerySchema,
  plateIqAccessSchema,
  productNameSchema,
  products,
  seasonLongAccessSchema,
} from './access'

const pathsOf = (result: { error?: z.ZodError }): string[] =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('products', () => {
  it('names the gated products exactly as the product query carries them', () => {
    expect(products).toEqual({
      PlateIQ: 'PlateIQ',
      NFLSeasonLong: 'NFLSeasonLong',
      SimLabs: 'SimLabs',
      OptimizerPro: 'Optimizer Pro',
    })
    expect(productNameSchema.safeParse('OptimizerPro').success).toBe(false)
  })
})

describe('checkAccessQuerySchema', () => {
  it('coerces sport_id and user_id from the query string', () => {
    expect(
      checkAccessQuerySchema.parse({
        sport_id: '3',
        product: 'PlateIQ',
        user_id: '42',
        token: 't',
      }),
    ).toEqual({ sport_id: 3, product: 'PlateIQ', user_id: 42, token: 't' })
  })

  it('needs only the product', () => {
    expect(checkAccessQuerySchema.parse({ product: 'NFLSeasonLong' })).toEqual({
      product: 'NFLSeasonLong',
    })
  })

  it('rejects an unknown sport and a missing product, naming each field', () => {
    expect(pathsOf(checkAccessQuerySchema.safeParse({ sport_id: '15' }))).toEqual([
      'sport_id',
      'product',
    ])
  })

  it('rejects a user id that is not a number, naming the field', () => {
    const query = { product: 'PlateIQ', user_id: 'abc' }
    expect(pathsOf(checkAccessQuerySchema.safeParse(query))).toEqual(['user_id'])
  })
})

describe('access answers', () => {
  it('answers PlateIQ with userAccess and season-long with user-access', () => {
    expect(z.encode(plateIqAccessSchema, { userAccess: true })).toEqual({ userAccess: true })
    expect(z.encode(seasonLongAccessSchema, { 'user-access': false })).toEqual({
      'user-access': false,
    })
    expect(pathsOf(seasonLongAccessSchema.safeParse({ userAccess: true }))).toEqual(['user-access'])
    expect(pathsOf(plateIqAccessSchema.safeParse({ userAccess: 'yes' }))).toEqual(['userAccess'])
  })
})
