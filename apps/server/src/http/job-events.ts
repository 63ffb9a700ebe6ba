import type { FastifyReply, FastifyRequest } from 'fastify'

// How often a stream looks at its job (job runners write progress at most every 250 ms).
const eventPollMs = 200

/**
 * Streams a background job's state as server-sent events: a `progress` event now and whenever
 * the state changes, then one event named after the final status, and the stream ends. The job
 * is read with `load` (its row in the store), so any server process can stream any job.
 * @example await streamJobEvents(req, reply, () => builds.summary(userId, id), (b) => b.status !== 'running' && b.status !== 'queued')
 */
export const streamJobEvents = async <T extends { readonly status: string }>(
  req: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  isFinished: (job: T) => boolean,
): Promise<void> => {
  // Read before the stream opens, so an unknown job is an ordinary 404.
  let job = await load()
  reply.hijack()
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  })
  const send = (event: string, data: T) =>
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  let closed = false
  req.raw.on('close', () => {
    closed = true
  })
  send('progress', job)
  let last = JSON.stringify(job)
  // A server shutting down ends its streams; the job's final state is read after a restart.
  while (!closed && !req.server.closing.aborted && !isFinished(job)) {
    await new Promise((resolve) => setTimeout(resolve, eventPollMs))
    job = await load()
    const now = JSON.stringify(job)
    if (now !== last && !isFinished(job)) send('progress', job)
    last = now
  }
  if (!closed && isFinished(job)) send(job.status, job)
  // Headers went out before the shutdown, without `Connection: close`: a keep-alive client
  // would hold the connection, and the server's close, for its idle timeout.
  if (req.server.closing.aborted) reply.raw.end(() => req.raw.socket.destroy())
  else reply.raw.end()
}
