/**
 * Every import, CLI or HTTP, leaves a row in `import_runs` with its outcome: the summary it
 * stored or the message it was refused with. The admin page lists them.
 */
import type { ImportKind } from '@slatelab/contract/imports.contract'
import { isoDateTime } from '@slatelab/domain/units'
import { desc, eq } from 'drizzle-orm'
import { ImportError } from '../../csv/import-error'
import type { Importer } from '../../csv/importer'
import type { DbOrTx } from '../../db/database'
import { importRuns, users } from '../../db/schema'
import { importers, isImportKind, type ImportSummary } from './import-registry'

/** Who sent a file, and how. */
export type ImportOrigin = {
  readonly kind: ImportKind
  readonly via: 'cli' | 'http'
  readonly fileName: string | null
  readonly userId: number | null
}

/**
 * Runs an import and records its outcome, then answers its summary or throws its error
 * unchanged. A run that fails outside the importer's checks is recorded with its message too.
 */
export const recordImportRun = async <S extends ImportSummary>(
  db: DbOrTx,
  origin: ImportOrigin,
  now: () => Date,
  work: () => Promise<S>,
): Promise<S> => {
  const startedAt = now()
  try {
    const summary = await work()
    await db
      .insert(importRuns)
      .values({ ...origin, startedAt, finishedAt: now(), succeeded: true, summary })
    return summary
  } catch (error) {
    const message =
      error instanceof ImportError
        ? `Refused: ${error.message}`
        : `Failed: ${error instanceof Error ? error.message : String(error)}`
    await db
      .insert(importRuns)
      .values({ ...origin, startedAt, finishedAt: now(), succeeded: false, error: message })
    throw error
  }
}

/**
 * What an import of `kind` stored, in one line, as its importer says it.
 * @example describeImportSummary('dk-salaries', { contestGroupId: 7, layout: 'DKSalaries (current)', date: '2023-10-15', rows: 512, … }) // 'Slate 7 (DKSalaries (current), 2023-10-15): 512 players'
 */
export const describeImportSummary = (kind: string, summary: object): string => {
  if (!isImportKind(kind)) return `A ${kind} import`
  // Upcast: each importer describes the summary its own run stored.
  const importer: Importer = importers[kind]
  return importer.describe(summary)
}

/** The latest runs, newest first, with the uploader's email. */
export const listImportRuns = async (db: DbOrTx, limit: number) => {
  const rows = await db
    .select({ run: importRuns, userEmail: users.email })
    .from(importRuns)
    .leftJoin(users, eq(users.userId, importRuns.userId))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.importRunId))
    .limit(limit)
  return rows.map(({ run, userEmail }) => ({
    importRunId: run.importRunId,
    kind: run.kind,
    via: run.via,
    fileName: run.fileName,
    userEmail,
    startedAt: isoDateTime(run.startedAt.toISOString()),
    finishedAt: isoDateTime(run.finishedAt.toISOString()),
    succeeded: run.succeeded,
    result: run.succeeded
      ? describeImportSummary(run.kind, run.summary as object)
      : (run.error ?? 'Failed'),
  }))
}
