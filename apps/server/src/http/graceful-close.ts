import type { FastifyInstance } from 'fastify'
import './route-config'

/**
 * Lets requests in flight finish when the app closes, then ends their connections: answers
 * sent while closing carry `Connection: close`, so a keep-alive client cannot hold the server
 * open after its last response, and `app.closing` is aborted, so event streams end at once
 * instead of holding the shutdown until its deadline.
 */
export const installGracefulClose = (app: FastifyInstance) => {
  const closing = new AbortController()
  app.decorate('closing', closing.signal)
  app.addHook('preClose', async () => {
    closing.abort()
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing.signal.aborted) reply.header('connection', 'close')
    return payload
  })
}
