/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { fillPath, querySuffix, routeUrl, type RouteContract } from './define-route'

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'path' in value && 'response' in value

const modules = import.meta.glob<Record<string, unknown>>('./*.contract.ts', { eager: true })
const contracts = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(isContract),
)

describe('the API contract', () => {
  it('declares the product’s routes', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(30)
  })

  it('gives every route an example its response schema accepts', () => {
    const refused = contracts
      .filter((contract) => !contract.response.safeParse(contract.example).success)
      .map(routeUrl)
    expect(refused).toEqual([])
  })

  it('declares each method and path once', () => {
    const keys = contracts.map((contract) => `${contract.method} ${routeUrl(contract)}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names every path parameter in its params schema', () => {
    const unnamed = contracts.filter((contract) => {
      const names = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1])
      const shape =
        contract.params === undefined ? {} : (contract.params as { shape?: object }).shape
      return names.some((name) => name === undefined || !(name in (shape ?? {})))
    })
    expect(unnamed.map(routeUrl)).toEqual([])
  })
})

describe('fillPath', () => {
  it('fills and encodes the path parameters', () => {
    expect(
      fillPath('/contests/:sport/:date/:contestId/data/', {
        sport: 'nfl',
        date: '20250907',
        contestId: 9,
      }),
    ).toBe('/contests/nfl/20250907/9/data/')
    expect(fillPath('/x/:name', { name: 'a/b c' })).toBe('/x/a%2Fb%20c')
  })

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/contests/:contestGroupId/', {})).toThrow(':contestGroupId')
  })
})

describe('querySuffix', () => {
  it('leaves out undefined and null values', () => {
    expect(querySuffix({ a: 1, b: undefined, c: null, d: 'x y' })).toBe('?a=1&d=x%20y')
    expect(querySuffix({})).toBe('')
  })
})
