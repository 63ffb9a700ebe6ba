import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Paths that belong to the API hosts; a miss there is a JSON 404, never the web app. */
const apiPrefixes = ['/api/', '/svc/', '/cdn/', '/cms/', '/docs']

/**
 * Serves the built web app, and its index.html for every other GET (the single-page
 * fallback, so /contests is a page and a reload of any route works).
 */
export const serveWebApp = async (app: FastifyInstance, distDir: string | undefined) => {
  const hasWebApp = distDir !== undefined && existsSync(path.join(distDir, 'index.html'))
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Vite fingerprints everything under assets/, so those files never change.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable')
        }
      },
    })
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiPrefixes.some((prefix) => request.url.startsWith(prefix))
    if (hasWebApp && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url} not found`,
    })
  })
}
