import {
  dkSalariesRoute,
  dkStandingsRoute,
  fdSalariesRoute,
  importFileRoute,
  importKinds,
  maxCsvBytes,
  oddsImportRoute,
  type ImportKind,
} from '@slatelab/contract/imports.contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps'
import { addRoute } from '../../http/contract-route'
import { HttpError } from '../../http/http-error'
import { sessionOf } from '../../http/session-of'
import { ImportError } from '../../csv/import-error'
import { importers, type ImportSummary } from './import-registry'
import { recordImportRun } from './import-runs'
import { refuseOversizedFile } from './run-import'
import { uploadImportFile } from './import-upload'

// A refused file is the caller's mistake: 400 with the line and column.
const refusedAsBadRequest = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ImportError) throw new HttpError(400, error.message)
    throw error
  }
}

const upload = { config: { invalidates: ['slates'] } }

// A file of any kind may change any of the data that is cached.
const uploadOfAnyKind = { config: { invalidates: ['slates', 'projections', 'season-long'] } }

export const importsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database
    // Scoped to this module: only the upload routes take CSV bodies.
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: maxCsvBytes },
      (_request, body, done) => done(null, body),
    )

    // Every upload's outcome is recorded for the admin page, refusals included.
    const recorded = <S extends ImportSummary>(
      req: FastifyRequest,
      kind: ImportKind,
      work: () => Promise<S>,
    ) =>
      refusedAsBadRequest(() =>
        recordImportRun(
          db,
          { kind, via: 'http', fileName: null, userId: sessionOf(req).user.userId },
          deps.now,
          // The row limit before anything is parsed, as the file route's `runImport` has it.
          () => {
            refuseOversizedFile(typeof req.body === 'string' ? req.body : '')
            return work()
          },
        ),
      )

    addRoute(
      app,
      dkSalariesRoute,
      (req) =>
        recorded(req, importKinds.dkSalaries, () =>
          importers[importKinds.dkSalaries].run(db, {
            text: req.body,
            ...req.query,
            now: deps.now(),
          }),
        ),
      upload,
    )

    addRoute(
      app,
      fdSalariesRoute,
      (req) =>
        recorded(req, importKinds.fdSalaries, () =>
          importers[importKinds.fdSalaries].run(db, {
            text: req.body,
            ...req.query,
            now: deps.now(),
          }),
        ),
      upload,
    )

    addRoute(
      app,
      oddsImportRoute,
      (req) =>
        recorded(req, importKinds.odds, () =>
          importers[importKinds.odds].run(db, { text: req.body, ...req.query, now: deps.now() }),
        ),
      upload,
    )

    addRoute(
      app,
      dkStandingsRoute,
      (req) =>
        recorded(req, importKinds.dkStandings, () =>
          importers[importKinds.dkStandings].run(db, {
            text: req.body,
            contestGroupId: req.query.slate,
            title: req.query.title,
            entryFeeCents: Math.round((req.query.entryFee ?? 0) * 100),
            payoutsCsv: req.query.payouts,
            now: deps.now(),
          }),
        ),
      upload,
    )

    addRoute(
      app,
      importFileRoute,
      async (req, reply) => {
        const { account, refusal } = await uploadImportFile(db, deps.now, {
          ...req.query,
          text: req.body,
          userId: sessionOf(req).user.userId,
        })
        if (refusal === null) return account
        // The refusal in the usual error shape, with the whole account beside it.
        return reply
          .code(400)
          .send({ statusCode: 400, error: 'Bad Request', message: refusal, ...account })
      },
      uploadOfAnyKind,
    )
  }
