/**
 * A route of the API written once: its host, method, path, who may call it, the zod schemas of
 * its request and answer, and an example answer. The server registers it from this object
 * (validation, serialisation, OpenAPI at /docs); the web app calls it through the same object
 * (URL, credentials, types, and the answer parsed in development and tests).
 */
import type { z } from 'zod'
import type { ApiGroup } from './api-groups'

/**
 * The hosts of the specification, as path prefixes of the one server (DESIGN.md "The four
 * hosts, one server").
 * @example hosts.svc // '/svc'
 */
export const hosts = {
  /** Main site API. */
  api: '/api',
  /** Service API. */
  svc: '/svc',
  /** Content-delivery hosts. */
  cdn: '/cdn',
  /** Content management. */
  cms: '/cms',
  /** The process's own probes (`/healthz`), outside the four hosts. */
  root: '',
} as const
export type Host = keyof typeof hosts

/**
 * Who may call a route.
 * @example routeAuths.user // 'user'
 */
export const routeAuths = {
  /** Anyone; credentials are not sent. */
  none: 'none',
  /** Anyone; credentials are read when sent (the access check answers false without them). */
  optional: 'optional',
  /** A live session: bearer token and session id, else 401 'Missing bearer token or session token'. */
  user: 'user',
  /** A live session of an admin, else 403. */
  admin: 'admin',
} as const
export type RouteAuth = (typeof routeAuths)[keyof typeof routeAuths]

/**
 * Content types an answer comes in.
 * @example mediaTypes.csv // 'text/csv'
 */
export const mediaTypes = {
  /** The default. */
  json: 'application/json',
  /** A file: salary and standings uploads, lineup downloads. */
  csv: 'text/csv',
  /** Server-sent events: job progress. */
  eventStream: 'text/event-stream',
} as const
export type MediaType = (typeof mediaTypes)[keyof typeof mediaTypes]

/** Every field of a route contract; `defineRoute` checks the example against `response`. */
export type RouteContract = {
  readonly method: 'GET' | 'POST'
  readonly host: Host
  /** The path under its host as the specification writes it, with `:name` parameters. */
  readonly path: string
  readonly auth: RouteAuth
  /** The API group (`contests`, `optimizer`…): the OpenAPI tag and the folder of its code. */
  readonly tag: ApiGroup
  readonly summary: string
  readonly description?: string
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  /** The content type of the body when it is not JSON. */
  readonly consumes?: MediaType
  /**
   * The largest body the server reads, in bytes, when the body schema allows more than the
   * server's default 1 MiB (`jsonTextBytes` of a text field's limit).
   */
  readonly maxBodyBytes?: number
  /** The success status. */
  readonly status: 200 | 201 | 202 | 204
  readonly response: z.ZodType
  /** The content type of the answer when it is not JSON. */
  readonly produces?: MediaType
  /** One real-looking answer: the route-table test parses it, /docs shows it. */
  readonly example: unknown
}

/**
 * The bytes a JSON body needs for a text field of `maxChars` characters: each character may
 * take up to four (a quote or a newline escaped takes two; a non-ASCII letter, two to three),
 * plus room for the other fields.
 * @example jsonTextBytes(2_000_000) // 8065536
 */
export const jsonTextBytes = (maxChars: number): number => maxChars * 4 + 64 * 1024

/**
 * Declares a route; the example must be a valid answer (checked by the type here and by the
 * route-table test at run time).
 * @example defineRoute({ method: 'GET', host: 'root', path: '/healthz', auth: 'none', tag: 'health', summary: 'Up', status: 200, response: z.object({ status: z.string() }), example: { status: 'ok' } })
 */
export const defineRoute = <const C extends RouteContract>(
  contract: C & { readonly example: z.input<C['response']> },
): C => contract

/**
 * The full path of a route on the one server.
 * @example routeUrl(contestDataRoute) // '/svc/contests/:sport/:date/:contestId/data/'
 */
export const routeUrl = (contract: Pick<RouteContract, 'host' | 'path'>): string =>
  `${hosts[contract.host]}${contract.path}`

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined

/** What the route's handler reads: the parsed params, query and body. */
export type ParamsOf<C extends RouteContract> = SchemaOutput<C['params']>
export type QueryOf<C extends RouteContract> = SchemaOutput<C['query']>
export type BodyOf<C extends RouteContract> = SchemaOutput<C['body']>
/** The answer, as the handler returns it and the client receives it. */
export type ResponseOf<C extends RouteContract> = z.output<C['response']>

/**
 * A value as a caller sends it: the schema's input, except that a field the schema coerces
 * (a number or boolean read from a URL, whose input zod types as `unknown`) takes the parsed type.
 */
type Wire<In, Out> = {
  [K in keyof In]: unknown extends In[K] ? (K extends keyof Out ? Out[K] : In[K]) : In[K]
}
type WireOf<S> = S extends z.ZodType ? Wire<z.input<S>, z.output<S>> : never

/** What a caller passes: params, query and body, each where the route has a schema for it. */
export type CallInput<C extends RouteContract> = (C['params'] extends z.ZodType
  ? { readonly params: WireOf<C['params']> }
  : { readonly params?: undefined }) &
  (C['query'] extends z.ZodType
    ? { readonly query: WireOf<C['query']> }
    : { readonly query?: undefined }) &
  (C['body'] extends z.ZodType
    ? { readonly body: z.input<C['body']> }
    : { readonly body?: undefined })

/**
 * A route's path with its `:name` parameters filled in (URI-encoded).
 * @example fillPath('/contests/:contestGroupId/', { contestGroupId: 12 }) // '/contests/12/'
 */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>> = {}): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })

/**
 * A query as the text after `?` (with the `?`), leaving out `undefined` and `null` values;
 * empty when nothing is left.
 * @example querySuffix({ page: 2, user: undefined }) // '?page=2'
 */
export const querySuffix = (query: Readonly<Record<string, unknown>> = {}): string => {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}
