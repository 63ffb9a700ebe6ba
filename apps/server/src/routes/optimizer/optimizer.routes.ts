import { optimizerSettingsSchema } from '@slatelab/engine/optimizer/optimizer-settings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { HttpError } from '../../http/http-error'
import { streamJobEvents } from '../../http/job-events'
import { sessionOf } from '../../http/session-of'
import { activeStatuses, createBuildService } from '../../optimizer/build-service'
import { camelizeKeys } from '../../optimizer/camel-keys'
import { loadSlatePool } from '../../optimizer/slate-pool'
import {
  buildParamsSchema,
  buildSchema,
  buildSummarySchema,
  dkEntriesBodySchema,
  poolQuerySchema,
  poolSchema,
  startBuildBodySchema,
} from './optimizer-schema'

const tags = ['optimizer']
const auth = 'user' as const

export const optimizerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    const builds = await createBuildService(db, deps.now)
    app.addHook('onClose', () => builds.close())

    app.get(
      '/svc/optimizer/pool/',
      {
        config: { auth, cacheSeconds: 300, cacheTags: ['slates'] },
        schema: {
          tags,
          summary: 'A slate’s player pool for the optimizer',
          description:
            'One row per player (captain rows folded in, duplicates dropped), best projection first, with the slate’s roster format. 404 for an unknown slate, 422 when no format fits.',
          querystring: poolQuerySchema,
          response: { 200: poolSchema },
        },
      },
      async (req) => {
        const pool = await loadSlatePool(db, req.query.contest_group_id)
        return {
          contestGroupId: pool.contestGroupId,
          sportId: pool.sportId,
          siteId: pool.siteId,
          formatKey: pool.format.key,
          formatName: pool.format.name,
          salaryCap: pool.format.salaryCap,
          slots: pool.format.slots.map((slot) => slot.code),
          players: pool.players,
        }
      },
    )

    app.post(
      '/svc/optimizer/builds/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Start a build',
          description:
            'Queues a build of `count` lineups on a slate with a settings object and per-player lock, exclude and exposure limits (by site player id). Answers 202 with the build; poll `GET /svc/optimizer/builds/{buildId}/` for progress.',
          body: startBuildBodySchema,
          response: { 202: buildSummarySchema },
        },
      },
      async (req, reply) => {
        const parsed = optimizerSettingsSchema.safeParse(camelizeKeys(req.body.settings ?? {}))
        if (!parsed.success) {
          throw new HttpError(
            400,
            parsed.error.issues
              .map((issue) => `${['body.settings', ...issue.path].join('.')}: ${issue.message}`)
              .join('; '),
          )
        }
        const summary = await builds.start(sessionOf(req).user.userId, {
          ...req.body,
          settings: parsed.data,
        })
        return reply.code(202).send(summary)
      },
    )

    app.get(
      '/svc/optimizer/builds/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'The caller’s builds, newest first (50)',
          response: { 200: z.array(buildSummarySchema).readonly() },
        },
      },
      async (req) => builds.list(sessionOf(req).user.userId),
    )

    app.get(
      '/svc/optimizer/builds/:buildId/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'A build’s progress and, once done, its lineups and exposures',
          params: buildParamsSchema,
          response: { 200: buildSchema },
        },
      },
      async (req) => builds.get(sessionOf(req).user.userId, req.params.buildId),
    )

    app.get(
      '/svc/optimizer/builds/:buildId/events',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'A build’s progress as server-sent events',
          description:
            '`text/event-stream`: a `progress` event (the build’s summary, as in the list) now and whenever it changes, then one `done`, `failed` or `cancelled` event, and the stream ends. Read the lineups with `GET /svc/optimizer/builds/{buildId}/`.',
          params: buildParamsSchema,
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        const userId = sessionOf(req).user.userId
        await streamJobEvents(
          req,
          reply,
          () => builds.summary(userId, req.params.buildId),
          (build) => !activeStatuses.includes(build.status),
        )
      },
    )

    app.post(
      '/svc/optimizer/builds/:buildId/cancel/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Cancel a queued or running build',
          description:
            'A queued build is cancelled at once; a running one stops before its next lineup (poll for `cancelled`). A finished build is left as it is.',
          params: buildParamsSchema,
          response: { 200: buildSummarySchema },
        },
      },
      async (req) => builds.cancel(sessionOf(req).user.userId, req.params.buildId),
    )

    app.get(
      '/svc/optimizer/builds/:buildId/upload.csv',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'The site’s upload CSV of a done build',
          description: '409 while the build is not done.',
          params: buildParamsSchema,
          response: { 200: z.string() },
        },
      },
      async (req, reply) => {
        const csv = await builds.uploadCsv(sessionOf(req).user.userId, req.params.buildId)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="lineups-upload.csv"')
          .send(csv)
      },
    )

    app.post(
      '/svc/optimizer/builds/:buildId/dk-entries/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Fill a DKEntries.csv with a done build’s lineups',
          description:
            'Body `{ csv }`: the entries file as downloaded from DraftKings. Lineup 1 goes to the first entry, and so on; answers the filled file to upload back.',
          params: buildParamsSchema,
          body: dkEntriesBodySchema,
          response: { 200: z.string() },
        },
      },
      async (req, reply) => {
        const csv = await builds.fillEntries(
          sessionOf(req).user.userId,
          req.params.buildId,
          req.body.csv,
        )
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="DKEntries-filled.csv"')
          .send(csv)
      },
    )
  }
