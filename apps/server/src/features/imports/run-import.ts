/**
 * Running an importer for real or as a dry run: a dry run does all the work inside a
 * transaction that is then rolled back, so its summary and report say exactly what a real run
 * would store, and nothing is stored.
 */
import type { ImportKind } from '@slatelab/contract/imports.contract'
import type { ImportRequest } from '../../csv/importer'
import { occurrences, readCsvRows } from '../../csv/csv-rows'
import { ImportError } from '../../csv/import-error'
import type { ImportReport } from '../../csv/import-report'
import type { Db } from '../../db/database'
import { importers, type ImportSummary } from './import-registry'

/**
 * The most data rows one import takes. The largest real files are a season of game logs (about
 * 35 000 rows), a 125 000-entry standings export and Savant's 25 000-row search limit; a file
 * far beyond them is refused before it is parsed, so it cannot hold the server's memory.
 */
export const maxImportRows = 500_000

/**
 * Refuses a file of more than `maxImportRows` lines before any parsing (a count of line ends,
 * quoted line breaks included: an over-count only errs on the file's side by a few rows).
 * @example refuseOversizedFile(millionRows) // throws 'the file has 1000001 lines; one import takes at most 500000 rows…'
 */
export const refuseOversizedFile = (text: string): void => {
  // Old Mac exports end lines with CR alone: count those when there is no LF.
  const lines = occurrences(text, '\n') || occurrences(text, '\r')
  if (lines > maxImportRows + 1) {
    throw new ImportError(
      `the file has ${lines} lines; one import takes at most ${maxImportRows} rows: split it into smaller files (nothing was imported)`,
    )
  }
}

// Thrown to roll the dry run's transaction back, carrying what it would have stored.
class DryRunRollback extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run: rolled back')
  }
}

/**
 * Runs the importer of `kind`; with `dryRun`, stores nothing and answers the same summary.
 * @example await runImport(db, 'dk-salaries', { text, now, report }, { dryRun: true }) // SlateImportSummary
 */
export const runImport = async (
  db: Db,
  kind: ImportKind,
  request: ImportRequest,
  { dryRun }: { readonly dryRun: boolean },
): Promise<ImportSummary> => {
  refuseOversizedFile(request.text)
  if (!dryRun) return importers[kind].run(db, request)
  try {
    await db.transaction(async (tx) => {
      // A transaction is a database: the importer's own transaction becomes a savepoint.
      throw new DryRunRollback(await importers[kind].run(tx, request))
    })
  } catch (error) {
    if (error instanceof DryRunRollback) return error.summary
    throw error
  }
  throw new Error('unreachable: a dry run always rolls back')
}

/**
 * How many data rows a file has, for importers that do not count them in the report: the CSV
 * rows under the header, or 0 when the text is not CSV (the SBR JSON archive).
 * @example rowsReadOf(report, 'a,b\n1,2\n') // 1
 */
export const rowsReadOf = (report: ImportReport, text: string): number => {
  if (report.rowsRead > 0 || text.trimStart().startsWith('[')) return report.rowsRead
  try {
    return Math.max(0, readCsvRows(text).length - 1)
  } catch {
    return 0
  }
}
