/**
 * An upload of any kind from the admin page (`POST /api/imports/file`): the kind given or told
 * from the header, a dry run or a real one (recorded in the import-run log), and the account of
 * it either way, a refused file's problems included.
 */
import type { QueryOf } from '@slatelab/contract/define-route'
import {
  importKinds,
  type ImportAccount,
  type importFileRoute,
} from '@slatelab/contract/imports.contract'
import { ImportError } from '../../csv/import-error'
import { ImportReport, problemsOf } from '../../csv/import-report'
import type { Db } from '../../db/database'
import { importAccount } from './import-account'
import { detectImportKind } from './import-detection'
import type { ImportSummary } from './import-registry'
import { recordImportRun } from './import-runs'
import { runImport } from './run-import'

/** A file sent to the upload route, with its options and who sent it. */
export type ImportUpload = QueryOf<typeof importFileRoute> & {
  readonly text: string
  readonly userId: number
}

/** What an upload did: its account, and the refusal's message when the file was refused. */
export type UploadOutcome = {
  readonly account: ImportAccount
  readonly refusal: string | null
}

const undetectedKind = () =>
  new ImportError(
    `cannot tell the kind of this file from its header; choose its kind (${Object.values(importKinds).join(', ')})`,
    { line: 1 },
  )

/**
 * Checks (`dryRun`) or imports an uploaded file. A refused file is an outcome, not an error: its
 * account lists every problem. Only a real run leaves a record in the import-run log.
 * @example await uploadImportFile(db, () => new Date(), { text, dryRun: true, userId: 1 }) // { account: { kind: 'dk-salaries', rowsWouldStore: 21, … }, refusal: null }
 */
export const uploadImportFile = async (
  db: Db,
  now: () => Date,
  upload: ImportUpload,
): Promise<UploadOutcome> => {
  const { text, fileName, dryRun = false } = upload
  const report = new ImportReport()
  const kind = upload.kind ?? detectImportKind(text)
  try {
    if (kind === undefined) throw undetectedKind()
    const request = {
      text,
      fileName,
      date: upload.date,
      sport: upload.sport,
      contestGroupId: upload.slate,
      title: upload.title,
      entryFeeCents: upload.entryFee === undefined ? undefined : Math.round(upload.entryFee * 100),
      payoutsCsv: upload.payouts,
      season: upload.season,
      now: now(),
      report,
    }
    const run = () => runImport(db, kind, request, { dryRun })
    const summary = dryRun
      ? await run()
      : await recordImportRun<ImportSummary>(
          db,
          { kind, via: 'http', fileName: fileName ?? null, userId: upload.userId },
          now,
          run,
        )
    return { account: importAccount(kind, report, text, { summary, dryRun }), refusal: null }
  } catch (error) {
    if (!(error instanceof ImportError)) throw error
    const problems = problemsOf(error)
    return {
      account: importAccount(kind ?? null, report, text, { dryRun, problems }),
      refusal: error.message,
    }
  }
}
