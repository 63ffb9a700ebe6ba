import type { FastifyInstance } from 'fastify'

/**
 * Marks every answer of a plugin's routes `Cache-Control: no-store`: tokens, accounts, sessions
 * and admin views, which no browser or proxy may keep a copy of.
 */
export const answerNoStore = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })
}
