/**
 * The standings import: parse the export and its payout table first (refusing them with the
 * line and column), then store the contest and refresh its analytics in one transaction.
 */
import type { StandingsImportSummary } from '@slatelab/contract/imports.contract'
import { fromSource, ImportError } from '../../csv/import-error'
import type { Importer } from '../../csv/importer'
import type { Db } from '../../db/database'
import { parseDkStandings } from './dk-standings-csv'
import { parsePayouts } from './payouts-csv'
import { refreshContestAnalytics } from './refresh-contest-analytics'
import { storeStandings } from './store-standings'

/** Options of a standings import; the fee in cents, the payout table as CSV text. */
export type StandingsImportOptions = {
  readonly contestGroupId: number | undefined
  readonly title: string
  readonly entryFeeCents: number
  readonly payoutsCsv: string | undefined
  readonly uploadedAt: Date
}

/** Stores a DraftKings standings export as a contest of its slate. */
export const importStandings = async (
  db: Db,
  text: string,
  options: StandingsImportOptions,
): Promise<StandingsImportSummary> => {
  const file = parseDkStandings(text)
  let payouts: ReturnType<typeof parsePayouts> = []
  try {
    payouts = options.payoutsCsv === undefined ? [] : parsePayouts(options.payoutsCsv)
  } catch (error) {
    throw error instanceof ImportError ? fromSource(error, 'payouts') : error
  }
  return db.transaction(async (tx) => {
    const summary = await storeStandings(tx, file, {
      contestGroupId: options.contestGroupId,
      title: options.title,
      entryFeeCents: options.entryFeeCents,
      payouts,
      uploadedAt: options.uploadedAt,
    })
    await refreshContestAnalytics(tx, summary.contestId, options.uploadedAt)
    return summary
  })
}

/** Titles an upload that names none. */
const defaultContestTitle = 'Imported DraftKings contest'

/** `dk-standings`: a DraftKings contest standings export, with its payout table. */
export const dkStandingsImporter: Importer<StandingsImportSummary> = {
  run: (db, request) =>
    importStandings(db, request.text, {
      contestGroupId: request.contestGroupId,
      title: request.title ?? defaultContestTitle,
      entryFeeCents: request.entryFeeCents ?? 0,
      payoutsCsv: request.payoutsCsv,
      uploadedAt: request.now,
    }),
  describe: (summary) =>
    `Contest ${summary.contestId} “${summary.title}” on slate ${summary.contestGroupId}: ${summary.entries} entries`,
}
