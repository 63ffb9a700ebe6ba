import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeaders, createTestApp, signInAs, type TestApp } from '../testing/test-app'

type JsonSchema = {
  readonly type?: string | readonly string[]
  readonly format?: string
  readonly minLength?: number
  readonly maxLength?: number
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: readonly string[]
  readonly items?: JsonSchema
  readonly anyOf?: readonly JsonSchema[]
  readonly oneOf?: readonly JsonSchema[]
  readonly enum?: readonly unknown[]
}
type Parameter = { readonly name: string; readonly in: string }
type Operation = {
  readonly parameters?: readonly Parameter[]
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: JsonSchema }> }
}
type OpenApiDocument = {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>
}

/** What careless and hostile clients send: out-of-range numbers, NUL, huge and odd text. */
const hostileScalar = fc.oneof(
  fc.constantFrom(
    '99999999999',
    '2147483648',
    '1e23',
    '1e300',
    '-1',
    '0',
    '-0',
    'NaN',
    'Infinity',
    '1.5',
    '0x10',
    '',
    ' ',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
    "'; drop table users; --",
    '2026-02-31',
    '9999-99-99',
    'true',
    'null',
    '[]',
    '{}',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 5000 }),
)

/** A JSON value for a body field: the scalars above, as themselves and as numbers, or nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileScalar,
  fc.constantFrom(99999999999, 2 ** 31, 1e23, 1e300, -1, 0, 1.5, -1e300, null, true, false),
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }),
)

/** The OpenAPI path of a Fastify route: `:name` becomes `{name}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}')

const hostileNumber = fc.oneof(
  fc.constantFrom(99999999999, 2 ** 31, 2 ** 53, 1e23, 1e300, -1e300, -1, 0, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

const hostileEmail = fc.constantFrom(
  `${'a'.repeat(64)}@example.com`,
  `${'b'.repeat(70)}@example.com`,
  'fuzz@example.com',
  `fuzz@${'c'.repeat(240)}.com`,
)

/**
 * A value of the schema's shape whose leaves are hostile: the right fields and types, so the
 * call gets past the first check and reaches the rules and the database behind it.
 */
const shapedValue = (
  schema: JsonSchema | undefined,
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> => {
  if (schema === undefined || depth > 4) return hostileValue
  const choices = schema.anyOf ?? schema.oneOf
  if (choices !== undefined && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => shapedValue(choice, depth + 1)))
  }
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'integer':
    case 'number':
      return hostileNumber
    case 'boolean':
      return fc.boolean()
    case 'string':
      if (schema.format === 'email' || /email/i.test(name)) return hostileEmail
      // Text of an allowed length, with a NUL or a quote now and then, as often as the rest.
      return fc.oneof(
        hostileScalar,
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
          unit: fc.constantFrom('a', 'Z', '7', ' ', "'", '\u0000', 'é'),
        }),
      )
    case 'array':
      return fc.array(shapedValue(schema.items, depth + 1), { maxLength: 3 })
    case 'object': {
      const properties = Object.entries(schema.properties ?? {})
      if (properties.length === 0) return hostileValue
      return fc.record(
        Object.fromEntries(
          properties.map(([field, fieldSchema]) => [
            field,
            shapedValue(fieldSchema, depth + 1, field),
          ]),
        ),
        { requiredKeys: [...(schema.required ?? [])] },
      )
    }
    default:
      return hostileValue
  }
}

/** Mostly schema-shaped bodies, sometimes anything at all. */
const hostileBody = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: shapedValue(schema), weight: 4 }, { arbitrary: hostileValue, weight: 1 })

// Every route of the product, signed in as an admin (who passes every gate), with random
// hostile path parameters, queries and bodies: whatever a client sends, the answer is never a
// 5xx (SPEC: bad input gets a 4xx naming the field).
describe('every route, whatever it is sent', () => {
  let t: TestApp
  let document: OpenApiDocument
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
    document = t.app.swagger() as unknown as OpenApiDocument
    headers = authHeaders(await signInAs(t.app, 'admin@slatelab.test'))
  })
  afterAll(() => t.close())

  it('answers below 500', async () => {
    // Signing out ends the session the other calls use: it goes last.
    const isSignOut = (route: { url: string }) => route.url === '/api/auth/signout'
    const routes = t.app.routeTable
      .filter((route) => !route.url.startsWith('/docs'))
      .sort((a, b) => Number(isSignOut(a)) - Number(isSignOut(b)))
    const failures = new Set<string>()
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {}
      const pathNames = [...route.url.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name = '']) => name)
      const queryNames = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name)
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema
      const call = fc.record({
        params: fc.tuple(...pathNames.map(() => hostileScalar)),
        query: fc.dictionary(fc.constantFrom(...queryNames, 'unknown'), hostileScalar, {
          maxKeys: queryNames.length + 1,
        }),
        body: hostileBody(bodySchema),
      })
      await fc.assert(
        fc.asyncProperty(call, async ({ params, query, body }) => {
          let url = route.url
          pathNames.forEach((name, index) => {
            url = url.replace(`:${name}`, encodeURIComponent(params[index] ?? ''))
          })
          const search = new URLSearchParams(query).toString()
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: search === '' ? url : `${url}?${search}`,
            headers,
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : {
                  payload: JSON.stringify(body),
                  headers: { ...headers, 'content-type': 'application/json' },
                }),
          })
          if (response.statusCode >= 500) {
            failures.add(
              `${route.method} ${route.url} → ${response.statusCode} for ${JSON.stringify({ params, query, body }).slice(0, 300)}`,
            )
          }
          return true
        }),
        { numRuns: 40, seed: 22 },
      )
    }
    expect([...failures]).toEqual([])
  }, 300_000)
})
