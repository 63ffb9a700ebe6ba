import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app'

type MediaObject = { readonly example?: unknown; readonly examples?: object }
type Operation = {
  readonly security?: readonly object[]
  readonly responses?: Readonly<Record<string, { readonly content?: Record<string, MediaObject> }>>
}
type OpenApiDocument = {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>
}

/** The OpenAPI path of a Fastify route: `:name` becomes `{name}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}')
/** A concrete URL for a route pattern: every `:param` becomes 1. */
const concreteUrl = (pattern: string) => pattern.replace(/:[^/]+/g, '1')
const isSuccess = (status: string) => /^2\d\d$/.test(status)
// The OpenAPI UI's own routes are the plugin's, not the product's.
const isProductRoute = (url: string) => !url.startsWith('/docs')

describe('the route table', () => {
  let t: TestApp
  let document: OpenApiDocument
  beforeAll(async () => {
    t = await createTestApp()
    document = t.app.swagger() as unknown as OpenApiDocument
  })
  afterAll(() => t.close())

  const productRoutes = () => t.app.routeTable.filter((route) => isProductRoute(route.url))
  const operationOf = (route: { method: string; url: string }) =>
    document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]

  it('holds the product’s routes', () => {
    expect(productRoutes().length).toBeGreaterThanOrEqual(30)
  })

  it('gives every route a response schema for its success', () => {
    const without = productRoutes()
      .filter((route) => !route.responseStatuses.some(isSuccess))
      .map((route) => `${route.method} ${route.url}`)
    expect(without).toEqual([])
  })

  it('documents an example answer of every route in the OpenAPI document', () => {
    const without = productRoutes()
      .filter((route) => {
        const responses = Object.entries(operationOf(route)?.responses ?? {})
        return !responses.some(
          ([status, response]) =>
            isSuccess(status) &&
            Object.values(response.content ?? {}).some(
              (media) => 'example' in media || media.examples !== undefined,
            ),
        )
      })
      .map((route) => `${route.method} ${route.url}`)
    expect(without).toEqual([])
  })

  it('marks exactly the routes that need tokens with a security entry', async () => {
    const mismatches: string[] = []
    for (const route of productRoutes()) {
      const hasSecurity = (operationOf(route)?.security?.length ?? 0) > 0
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
      })
      const needsTokens = response.statusCode === 401
      if (hasSecurity !== needsTokens || hasSecurity !== (route.auth !== null)) {
        mismatches.push(
          `${route.method} ${route.url}: security ${hasSecurity}, answers ${response.statusCode} without tokens`,
        )
      }
    }
    expect(mismatches).toEqual([])
  })
})
