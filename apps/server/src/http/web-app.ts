import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Paths that belong to the API hosts; a miss there is a JSON 404, never the web app. */
const apiPrefixes = ['/api/', '/svc/', '/cdn/', '/cms/', '/docs']

/** `/logos/simlabs.svg` is a file; `/`, `/contests` and `/contests/` are pages. */
const isFilePath = (pathname: string) => path.posix.extname(pathname) !== ''

/**
 * A request the web app answers with its page: a GET (or HEAD) outside the API hosts for a
 * path without a file extension. A missing `/logos/x.svg` or `/assets/old-1234.js` is a 404:
 * answered with the page, an image or a script would fail later and far less clearly.
 */
const isPageRequest = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?', 1)[0] ?? ''
  if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) return false
  return !isFilePath(pathname)
}

/** The build's index.html, or undefined while there is none. */
const readIndexHtml = async (distDir: string): Promise<Buffer | undefined> => {
  try {
    return await readFile(path.join(distDir, 'index.html'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * Serves the built web app, and its index.html for every other page path (the single-page
 * fallback, so /contests is a page and a reload of any route works).
 *
 * Everything is looked up per request, nothing listed at start: `npm run build:web` under a
 * running server (or before a server started without a build) takes effect at the next
 * request. index.html is small and read each time, with `no-cache`, so a browser always
 * learns the new build's asset names.
 */
export const serveWebApp = async (app: FastifyInstance, distDir: string | undefined) => {
  if (distDir !== undefined) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The catch-all route looks each file up when asked (`wildcard: false` would list the
      // files once, at start); a miss falls through to the not-found handler below.
      wildcard: true,
      index: false,
      // Only files: a page path (`/`, `/contests/`) goes on to the page, not to a directory.
      allowedPath: isFilePath,
      // The dist may not exist yet: it is checked on each request instead.
      suppressWarning: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable')
        } else if (path.basename(filePath) === 'index.html') {
          res.header('cache-control', 'no-cache')
        }
      },
    })
  }
  app.setNotFoundHandler(async (request, reply) => {
    const page =
      distDir !== undefined && isPageRequest(request) ? await readIndexHtml(distDir) : undefined
    if (page !== undefined) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page)
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url} not found`,
    })
  })
}
