import { svcClient } from './api-clients'
import { getApiConfig } from './api-config'
import { HttpError } from './http-error'

const sseEvent = /^event: (\w+)\ndata: (.*)$/m

/**
 * Follows a job's server-sent events at `path` under `/svc` (the server's job-events format:
 * `event:` and one `data:` line of JSON), telling `onEvent` each parsed state; answers the last
 * one, or undefined when the stream ended without any. `fetch` rather than `EventSource`,
 * which cannot send the session headers.
 * @example await followJobEvents(`/optimizer/builds/${id}/events`, summarySchema.parse, show)
 */
export const followJobEvents = async <T>(
  path: string,
  parse: (data: unknown) => T,
  onEvent: (state: T) => void,
  signal?: AbortSignal,
): Promise<T | undefined> => {
  const session = getApiConfig().getSession()
  const response = await fetch(`${svcClient.baseUrl.replace(/\/+$/, '')}${path}`, {
    headers:
      session === undefined
        ? {}
        : { Authorization: `Bearer ${session.bearerToken}`, 'X-Session-Id': session.sessionId },
    signal,
  })
  if (!response.ok || response.body === null) {
    const body: unknown = await response.json().catch(() => undefined)
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined
    throw new HttpError(response.status, typeof message === 'string' ? message : undefined)
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let last: T | undefined
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end >= 0) {
      const match = sseEvent.exec(buffer.slice(0, end))
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
      if (match?.[2] === undefined) continue
      last = parse(JSON.parse(match[2]))
      onEvent(last)
    }
  }
  return last
}
