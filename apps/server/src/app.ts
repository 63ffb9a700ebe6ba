import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyServerOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Deps } from './deps'
import { installErrorHandler } from './http/error-handler'
import { installGracefulClose } from './http/graceful-close'
import { createStreamSlots } from './http/user-limits'
import { installRouteHooks } from './http/route-hooks'
import { installSecurityHeaders } from './http/security-headers'
import { serveWebApp } from './http/web-app'
import { accountRoutes } from './features/account'
import { adminRoutes } from './features/admin'
import { authRoutes } from './features/auth'
import { contestsRoutes } from './features/contests'
import { correlationsRoutes } from './features/correlations'
import { healthRoutes } from './features/health'
import { importsRoutes } from './features/imports'
import { liveRoutes } from './features/live'
import { marketplaceRoutes } from './features/marketplace'
import { multiSettingsRoutes } from './features/multi-settings'
import { gameflowRoutes } from './features/gameflow'
import { newsRoutes } from './features/news'
import { lateSwapRoutes, optimizerRoutes } from './features/optimizer'
import { vegasRoutes } from './features/vegas'
import { hockeyRoutes } from './features/hockey'
import { plateIqRoutes } from './features/plateiq'
import { seasonLongRoutes } from './features/season-long'
import { playersRoutes } from './features/players'
import { projectionsRoutes } from './features/projections'
import { simlabsRoutes } from './features/simlabs'
import { sourcedataRoutes } from './features/sourcedata'
import { sporteventsRoutes } from './features/sportevents'
import { subscriptionsRoutes } from './features/subscriptions'

/**
 * How long a client may take to send a request: a client trickling its headers or body holds a
 * connection (and memory) until these cut it off with 408. Responses, such as progress
 * streams, are not limited.
 */
export const serverTimeouts = {
  // The whole request, body included (a 5 MB upload on a slow line takes seconds, not minutes).
  requestTimeout: 60_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
} as const

/**
 * Builds the one server of the four spec hosts: `/api` (main site), `/svc` (service API),
 * `/cdn` (content hosts), `/cms` (content management), the OpenAPI UI at `/docs`, and the
 * web app for every other path.
 */
export const buildApp = async (deps: Deps, options: FastifyServerOptions = {}) => {
  const app = Fastify({ ...serverTimeouts, ...options }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  installGracefulClose(app)
  app.decorate('streamSlots', createStreamSlots())
  installRouteHooks(app, { db: deps.database.db, cache: deps.cache, now: deps.now })
  await installSecurityHeaders(app)

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Slatelab API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'header', name: 'X-Session-Id' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // Its own policy, with its initialiser's hashes; Swagger UI also sets inline styles.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  })

  await app.register(healthRoutes(deps))
  await app.register(authRoutes(deps))
  await app.register(subscriptionsRoutes(deps))
  await app.register(marketplaceRoutes(deps))
  await app.register(sourcedataRoutes(deps))
  await app.register(sporteventsRoutes(deps))
  await app.register(contestsRoutes(deps))
  await app.register(liveRoutes(deps))
  await app.register(importsRoutes(deps))
  await app.register(multiSettingsRoutes(deps))
  await app.register(optimizerRoutes(deps))
  await app.register(lateSwapRoutes(deps))
  await app.register(simlabsRoutes(deps))
  await app.register(projectionsRoutes(deps))
  await app.register(correlationsRoutes(deps))
  await app.register(vegasRoutes(deps))
  await app.register(hockeyRoutes(deps))
  await app.register(plateIqRoutes(deps))
  await app.register(seasonLongRoutes(deps))
  await app.register(newsRoutes(deps))
  await app.register(playersRoutes(deps))
  await app.register(gameflowRoutes(deps))
  await app.register(accountRoutes(deps))
  await app.register(adminRoutes(deps))

  await serveWebApp(app, deps.webDistDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
