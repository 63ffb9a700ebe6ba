import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { marketplaceComponentSchema, productSchema, terms } from './product'

const plateIq = {
  productId: 1,
  productFamilyId: 1,
  name: 'PlateIQ',
  price: 19.99,
  term: 'monthly',
  sportId: 3,
}

const tile = {
  componentId: 10,
  productFamilyId: 1,
  productId: 1,
  title: 'PlateIQ',
  description: 'Statcast for DFS',
  displayPrice: '$19.99/mo',
  owner: 'Slatelab',
  logo: '/logos/plateiq.svg',
  term: 'monthly',
  url: '/plateiq',
  logoBackgroundColor: '#0B1F3A',
  sportId: 3,
  price: 19.99,
  hideFromMarketplace: false,
}

const pathsOf = (result: { error?: z.ZodError }): string[] =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('productSchema', () => {
  it('offers monthly, yearly and season terms', () => {
    expect(Object.values(terms)).toEqual(['monthly', 'yearly', 'season'])
  })

  it('accepts a product, with or without a sport, and serialises it unchanged', () => {
    expect(z.encode(productSchema, productSchema.parse(plateIq))).toEqual(plateIq)
    expect(productSchema.safeParse({ ...plateIq, sportId: null }).success).toBe(true)
  })

  it('rejects a negative price and an unknown term, naming each field', () => {
    const bad = { ...plateIq, price: -1, term: 'weekly' }
    expect(pathsOf(productSchema.safeParse(bad))).toEqual(['price', 'term'])
  })
})

describe('marketplaceComponentSchema', () => {
  it('accepts a component and serialises it unchanged', () => {
    const component = marketplaceComponentSchema.parse(tile)
    expect(z.encode(marketplaceComponentSchema, component)).toEqual(tile)
  })

  it('rejects a logo background that is not #RRGGBB, naming the field', () => {
    const bad = { ...tile, logoBackgroundColor: 'navy' }
    expect(pathsOf(marketplaceComponentSchema.safeParse(bad))).toEqual(['logoBackgroundColor'])
  })

  it('rejects a missing hideFromMarketplace flag, naming the field', () => {
    const { hideFromMarketplace: _hidden, ...bad } = tile
    expect(pathsOf(marketplaceComponentSchema.safeParse(bad))).toEqual(['hideFromMarketplace'])
  })
})
