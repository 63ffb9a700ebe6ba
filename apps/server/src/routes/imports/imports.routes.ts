import { isoDateSchema } from '@slatelab/domain/units'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps'
import { HttpError } from '../../http/http-error'
import { ImportError } from '../../importers/import-error'
import { importKinds, importSalaries, importStandings } from '../../importers/import-service'
import { slateImportSummarySchema } from '../../importers/store-slate'
import { standingsImportSummarySchema } from '../../importers/store-standings'

/** Largest upload: a 100 000-entry standings export is about 20 MB. */
const csvBodyLimitBytes = 50 * 1024 * 1024

const csvBody = z.string().describe('The file itself, sent as `Content-Type: text/csv`.')

const salaryQuery = z.object({
  date: isoDateSchema
    .optional()
    .describe('The slate date (ET), needed by FanDuel lists and 2017 DraftKings files'),
  sport: z.string().optional().describe('A sport code (NFL, CFB…) when positions cannot tell it'),
})

const standingsQuery = z.object({
  slate: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('The slate (contestGroupId) the salary import reported'),
  title: z.string().min(1).optional().describe('The contest title'),
  entryFee: z.coerce.number().nonnegative().optional().describe('Entry fee in dollars (default 0)'),
  payouts: z
    .string()
    .optional()
    .describe('The payout table as CSV text: `Place_lo,Place_hi,Payout` lines, dollars'),
})

const defaultContestTitle = 'Imported DraftKings contest'

// A refused file is the caller's mistake: 400 with the line and column.
const refusedAsBadRequest = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ImportError) throw new HttpError(400, error.message)
    throw error
  }
}

const uploadConfig = { auth: 'admin', invalidates: ['slates'] } as const

export const importsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this module: only the upload routes take CSV bodies.
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: csvBodyLimitBytes },
      (_request, body, done) => done(null, body),
    )

    app.post(
      '/api/imports/dk-salaries',
      {
        bodyLimit: csvBodyLimitBytes,
        config: uploadConfig,
        schema: {
          tags: ['imports'],
          consumes: ['text/csv'],
          summary: 'Import a DraftKings salary file as a slate (admin)',
          description:
            'Takes DKSalaries.csv in the current or 2017 layout, or DKEntries.csv. Teams, events and players are matched or created; the same file again replaces its slate. 400 names the line and column of bad input; nothing is stored then.',
          querystring: salaryQuery,
          body: csvBody,
          response: { 200: slateImportSummarySchema },
        },
      },
      (req) =>
        refusedAsBadRequest(() =>
          importSalaries(deps.database.db, importKinds.dkSalaries, req.body, req.query),
        ),
    )

    app.post(
      '/api/imports/fd-salaries',
      {
        bodyLimit: csvBodyLimitBytes,
        config: uploadConfig,
        schema: {
          tags: ['imports'],
          consumes: ['text/csv'],
          summary: 'Import a FanDuel player list as a slate (admin)',
          description: 'FanDuel lists carry no dates: `date` is required.',
          querystring: salaryQuery,
          body: csvBody,
          response: { 200: slateImportSummarySchema },
        },
      },
      (req) =>
        refusedAsBadRequest(() =>
          importSalaries(deps.database.db, importKinds.fdSalaries, req.body, req.query),
        ),
    )

    app.post(
      '/api/imports/dk-standings',
      {
        bodyLimit: csvBodyLimitBytes,
        config: uploadConfig,
        schema: {
          tags: ['imports'],
          consumes: ['text/csv'],
          summary: 'Import a DraftKings contest standings export (admin)',
          description:
            'Stores the contest, its entries with lineups, payouts and the players’ actual points on the slate given by `slate` (import its salary file first).',
          querystring: standingsQuery,
          body: csvBody,
          response: { 200: standingsImportSummarySchema },
        },
      },
      (req) =>
        refusedAsBadRequest(() =>
          importStandings(deps.database.db, req.body, {
            contestGroupId: req.query.slate,
            title: req.query.title ?? defaultContestTitle,
            entryFeeCents: Math.round((req.query.entryFee ?? 0) * 100),
            payoutsCsv: req.query.payouts,
            uploadedAt: deps.now(),
          }),
        ),
    )
  }
