import type { FastifyInstance } from 'fastify'

/**
 * Lets requests in flight finish when the app closes, then ends their connections: answers
 * sent while closing carry `Connection: close`, so a keep-alive client cannot hold the server
 * open after its last response.
 */
export const installGracefulClose = (app: FastifyInstance) => {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
}
