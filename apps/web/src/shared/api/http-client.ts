import { querySuffix } from '@slatelab/contract/define-route'
import { errors } from '@slatelab/domain/errors'
import { getApiConfig, type SessionTokens } from './api-config'
import { HttpError } from './http-error'

/** Whether a call carries the session headers. */
export const authModes = {
  /** Send the session when one is held; anonymous otherwise (the default). */
  optional: 'optional',
  /** Fail with `Missing bearer token or session token` before calling when signed out. */
  required: 'required',
  /** Never send the session (sign-in, sign-up, public data). */
  none: 'none',
} as const

export type AuthMode = (typeof authModes)[keyof typeof authModes]

export type QueryValue = string | number | boolean | null | undefined

export type RequestOptions = {
  /** Appended as `?name=value`; `null` and `undefined` values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>
  /** Sent as JSON, or as is when it is `FormData` or `contentType` names another type. */
  readonly body?: unknown
  /** The body's content type when it is not JSON: `text/csv` sends a file's text as is. */
  readonly contentType?: string
  readonly auth?: AuthMode
  /** `false` keeps the user on the page after a 401 (the session is still cleared). */
  readonly redirectOnUnauthorized?: boolean
  readonly signal?: AbortSignal
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A client for one host; paths are relative to its base URL (`/auth/me` on `/api`). */
export type HttpClient = {
  readonly baseUrl: string
  readonly request: <T>(method: Method, path: string, options?: RequestOptions) => Promise<T>
  readonly get: <T>(path: string, options?: RequestOptions) => Promise<T>
  readonly post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>
  readonly put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>
  readonly patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>
  readonly delete: <T>(path: string, options?: RequestOptions) => Promise<T>
}

/**
 * The full URL of a call.
 * @example buildUrl('/api', '/players/news/1', { page: 2 }) // '/api/players/news/1?page=2'
 */
export const buildUrl = (
  baseUrl: string,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
): string => {
  const base = baseUrl.replace(/\/+$/, '')
  const relative = path.startsWith('/') ? path : `/${path}`
  return `${base}${relative}${querySuffix(query)}`
}

const sessionHeaders = (session: SessionTokens): Record<string, string> => ({
  Authorization: `Bearer ${session.bearerToken}`,
  'X-Session-Id': session.sessionId,
})

const readErrorBody = async (response: Response): Promise<unknown> => {
  try {
    return await response.json()
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status alone says enough.
    return undefined
  }
}

const serverMessageOf = (body: unknown): string | undefined => {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body
    if (typeof message === 'string' && message !== '') return message
  }
  return undefined
}

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  if (text === '') return undefined
  const contentType = response.headers.get('content-type') ?? ''
  return contentType.includes('json') ? JSON.parse(text) : text
}

/** Builds a client for the host at `baseUrl` ('/api', or a full URL on another machine). */
export const createHttpClient = (baseUrl: string): HttpClient => {
  const request = async <T>(
    method: Method,
    path: string,
    options: RequestOptions = {},
  ): Promise<T> => {
    const { auth = authModes.optional, body, query, signal } = options
    const config = getApiConfig()
    const session = auth === authModes.none ? undefined : config.getSession()
    if (auth === authModes.required && session === undefined) {
      throw new Error(errors.missingTokens)
    }

    const headers: Record<string, string> = { Accept: 'application/json' }
    if (session !== undefined) Object.assign(headers, sessionHeaders(session))
    const isForm = body instanceof FormData
    const isRaw = isForm || (options.contentType !== undefined && typeof body === 'string')
    if (body !== undefined && !isForm)
      headers['Content-Type'] = options.contentType ?? 'application/json'

    const response = await fetch(buildUrl(baseUrl, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isRaw ? (body as BodyInit) : JSON.stringify(body),
      signal,
    })

    if (!response.ok) {
      const answer = await readErrorBody(response)
      const error = new HttpError(response.status, serverMessageOf(answer), answer)
      if (response.status === 401 && session !== undefined) {
        config.onUnauthorized({ session, redirect: options.redirectOnUnauthorized ?? true })
      }
      throw error
    }
    return (await readBody(response)) as T
  }

  return {
    baseUrl,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  }
}
