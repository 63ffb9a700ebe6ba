import { errors } from '@slatelab/domain/errors'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, sentHeaders, stubFetch } from '../testing/fetch-stub'
import { configureApi, type UnauthorizedEvent } from './api-config'
import { buildUrl, createHttpClient } from './http-client'
import { HttpError } from './http-error'

const session = { bearerToken: 'bearer-1', sessionId: 'session-1' }
const client = createHttpClient('/api')

describe('http client', () => {
  const onUnauthorized = vi.fn<(event: UnauthorizedEvent) => void>()

  beforeEach(() => {
    onUnauthorized.mockReset()
    configureApi({ getSession: () => session, onUnauthorized })
  })

  it('throws exactly "HTTP error! status: 500" on a non-OK answer', async () => {
    stubFetch(() => jsonResponse(500, { statusCode: 500, error: 'Internal', message: 'boom' }))
    const error: unknown = await client.get('/players/news/1').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('HTTP error! status: 500')
  })

  it("keeps the server's message beside the spec text", async () => {
    stubFetch(() => jsonResponse(429, { message: errors.tooManyAttempts }))
    const error: unknown = await client.get('/x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 429, serverMessage: errors.tooManyAttempts })
  })

  it('sends the bearer token and the session id on every call', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { user: 'me' }))
    await expect(client.get('/auth/me')).resolves.toEqual({ user: 'me' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/auth/me')
    expect(sentHeaders(init).get('Authorization')).toBe('Bearer bearer-1')
    expect(sentHeaders(init).get('X-Session-Id')).toBe('session-1')
  })

  it('sends no session headers when signed out or when the call asks for none', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}))
    await client.post('/auth/signin', { email: 'a@b.test' }, { auth: 'none' })
    configureApi({ getSession: () => undefined, onUnauthorized })
    await client.get('/public')
    for (const [, init] of fetchMock.mock.calls) {
      expect(sentHeaders(init).has('Authorization')).toBe(false)
      expect(sentHeaders(init).has('X-Session-Id')).toBe(false)
    }
  })

  it('fails with the missing-tokens text, without calling, when a session is required', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}))
    configureApi({ getSession: () => undefined, onUnauthorized })
    await expect(client.get('/auth/me', { auth: 'required' })).rejects.toThrow(errors.missingTokens)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reports a 401 to an authenticated call to the unauthorized handler', async () => {
    stubFetch(() => jsonResponse(401, { message: errors.invalidSession }))
    await expect(client.get('/svc-data')).rejects.toThrow('HTTP error! status: 401')
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ session, redirect: true })
  })

  it('does not report a 401 to a call made without a session (wrong password)', async () => {
    stubFetch(() => jsonResponse(401, { message: errors.invalidCredentials }))
    await expect(client.post('/auth/signin', {}, { auth: 'none' })).rejects.toThrow()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('sends JSON bodies, query parameters, and resolves a 204 to undefined', async () => {
    const fetchMock = stubFetch(() => jsonResponse(204, null))
    await expect(
      client.put('/multi-settings', { a: 1 }, { query: { sportId: 1, skip: undefined } }),
    ).resolves.toBeUndefined()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/multi-settings?sportId=1')
    expect(init?.method).toBe('PUT')
    expect(init?.body).toBe('{"a":1}')
    expect(sentHeaders(init).get('Content-Type')).toBe('application/json')
  })
})

describe('buildUrl', () => {
  it('joins a base URL on another host with a path, without doubling slashes', () => {
    expect(buildUrl('https://svc.example.test/', '/contests/12/', { page: 2 })).toBe(
      'https://svc.example.test/contests/12/?page=2',
    )
  })
})
