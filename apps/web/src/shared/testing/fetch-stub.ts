import { vi } from 'vitest'

/** A JSON answer as the server sends it. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/**
 * Replaces `fetch` for one test (no network). `respond` gets the URL and request of each call.
 * @example const fetchMock = stubFetch(() => jsonResponse(200, { user }))
 */
export const stubFetch = (respond: (url: string, init: RequestInit) => Response) => {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(respond(String(input), init)),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The headers a stubbed call was sent with. */
export const sentHeaders = (init: RequestInit | undefined): Headers => new Headers(init?.headers)
