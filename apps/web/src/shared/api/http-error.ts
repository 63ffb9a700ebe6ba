import { httpErrorText, withStatus } from '@slatelab/domain/errors'

/**
 * A non-OK answer. `message` is exactly the spec text (`HTTP error! status: 500`); what the
 * server said about it stays available as `serverMessage` for screens that show it.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError'

  constructor(
    readonly status: number,
    /** The `message` of the server's JSON error body, when it sent one. */
    readonly serverMessage: string | undefined,
    /** The server's JSON error body, for an answer that says more (a refused import's account). */
    readonly body?: unknown,
  ) {
    super(httpErrorText(status))
  }
}

/**
 * The text to show a person for a failed call: the server's own words when it gave some,
 * otherwise the error's message.
 * @example userFacingMessage(new HttpError(401, 'Invalid email or password')) // 'Invalid email or password'
 */
export const userFacingMessage = (error: unknown): string => {
  if (error instanceof HttpError) return error.serverMessage ?? error.message
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * A service message of SPEC §8 for a failed call, with the status when the server answered
 * (`Failed to fetch news stories: 404`), alone when the call never got an answer.
 * @example failureText(errors.fetchTeams, new HttpError(500, undefined)) // 'Failed to fetch teams: 500'
 */
export const failureText = (message: string, error: unknown): string =>
  error instanceof HttpError ? withStatus(message, error.status) : message
