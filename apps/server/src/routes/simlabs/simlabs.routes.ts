import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { streamJobEvents } from '../../http/job-events'
import { sessionOf } from '../../http/session-of'
import { createSimlabsShards } from '../../simlabs/simlabs-shards'
import { createSimlabsService, jobStatuses, type JobSummary } from '../../simlabs/simlabs-service'
import {
  createJobBodySchema,
  jobParamsSchema,
  jobResultSchema,
  jobSummarySchema,
} from './simlabs-schema'

const tags = ['simlabs']
const auth = 'user' as const
const isFinished = (job: JobSummary) =>
  job.status === jobStatuses.done || job.status === jobStatuses.failed

export const simlabsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const shards = createSimlabsShards(process.env.REDIS_URL)
    const jobs = await createSimlabsService(deps.database.db, deps.now, shards)
    // Jobs still running fail as their pool closes; their last writes are dropped if the
    // database closes first.
    app.addHook('onClose', () => shards.close())

    app.post(
      '/svc/simlabs/jobs/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Start a simulation',
          description:
            'Simulates the caller’s lineups (an optimizer build of the slate, or `lineupsCsv` in the site’s upload format) in a contest of a SimLabs slate (`contestId`) or a contest `template` (`size`, `entryFee`, `payouts`). The field is the contest’s stored entries when it has them, else generated from projected ownership. `iterations` 100–100 000 (default 10 000); the same `seed` and inputs give the same result. Answers 202 with the job; follow it at `GET /svc/simlabs/jobs/{jobId}/events` (server-sent events) or poll `GET /svc/simlabs/jobs/{jobId}/`.',
          body: createJobBodySchema,
          response: { 202: jobSummarySchema },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await jobs.create(sessionOf(req).user.userId, req.body)),
    )

    app.get(
      '/svc/simlabs/jobs/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'The caller’s simulations, newest first (50)',
          response: { 200: z.array(jobSummarySchema).readonly() },
        },
      },
      async (req) => jobs.list(sessionOf(req).user.userId),
    )

    app.get(
      '/svc/simlabs/jobs/:jobId/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'A simulation’s state and progress (iterations done)',
          params: jobParamsSchema,
          response: { 200: jobSummarySchema },
        },
      },
      async (req) => jobs.get(sessionOf(req).user.userId, req.params.jobId),
    )

    app.get(
      '/svc/simlabs/jobs/:jobId/events',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'A simulation’s progress as server-sent events',
          description:
            '`text/event-stream`: a `progress` event (the job’s state, as `GET /svc/simlabs/jobs/{jobId}/`) now and whenever it changes, then one `done` or `failed` event, and the stream ends.',
          params: jobParamsSchema,
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        const userId = sessionOf(req).user.userId
        await streamJobEvents(req, reply, () => jobs.get(userId, req.params.jobId), isFinished)
      },
    )

    app.get(
      '/svc/simlabs/jobs/:jobId/result/',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'A done simulation’s result',
          description:
            'Per lineup: mean, standard deviation, win %, top-1 %, cash %, expected payout, ROI, field duplicates and a score histogram over `scoreBins`; per player: sim-optimal %, top-1 % ownership, projected ownership and leverage. 409 while the job is not done.',
          params: jobParamsSchema,
          response: { 200: jobResultSchema },
        },
      },
      async (req) => jobs.result(sessionOf(req).user.userId, req.params.jobId),
    )
  }
