/** An error Fastify answers with its `statusCode` and `message` (`{ statusCode, error, message }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message)
  }
}
