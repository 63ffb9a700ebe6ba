import { errors } from '@slatelab/domain/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'
import type { RouteSummary } from './route-hooks'

/** A concrete URL for a route pattern: every `:param` becomes 1. */
const concreteUrl = (pattern: string) => pattern.replace(/:[^/]+/g, '1')

describe('every authenticated route', () => {
  let t: TestApp
  let authenticatedRoutes: RouteSummary[]
  beforeAll(async () => {
    t = await createTestApp()
    authenticatedRoutes = t.app.routeTable.filter((route) => route.auth !== null)
  })
  afterAll(() => t.close())

  it('is found in the route table', () => {
    expect(authenticatedRoutes.length).toBeGreaterThanOrEqual(4)
  })

  const headerSets = {
    'no headers': {},
    'only a bearer token': { authorization: 'Bearer abc' },
    'only a session id': { 'x-session-id': 'abc' },
    'an empty bearer token': { authorization: 'Bearer ', 'x-session-id': 'abc' },
  }

  for (const [label, headers] of Object.entries(headerSets)) {
    it(`answers 401 "${errors.missingTokens}" with ${label}`, async () => {
      for (const route of authenticatedRoutes) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers,
        })
        expect({
          route: route.url,
          status: response.statusCode,
          message: response.json().message,
        }).toEqual({
          route: route.url,
          status: 401,
          message: errors.missingTokens,
        })
      }
    })
  }

  it(`answers 401 "${errors.invalidSession}" for tokens of no live session`, async () => {
    for (const route of authenticatedRoutes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: 'Bearer not-a-token', 'x-session-id': 'not-a-session' },
      })
      expect({
        route: route.url,
        status: response.statusCode,
        message: response.json().message,
      }).toEqual({
        route: route.url,
        status: 401,
        message: errors.invalidSession,
      })
    }
  })
})
