/**
 * The account of one import, the same for `npm run import -- --json` and the upload route:
 * rows read, stored (or that a dry run would store), skipped by reason, warned and refused,
 * with every warning and problem.
 */
import type { ImportAccount, ImportKind } from '@slatelab/contract/imports.contract'
import type { ImportProblem, ImportReport } from '../../csv/import-report'
import type { ImportSummary } from './import-registry'
import { rowsReadOf } from './run-import'

/** How an import ended: its summary when the file was read whole, else its problems. */
export type ImportOutcome = {
  readonly summary?: ImportSummary
  readonly dryRun: boolean
  readonly problems?: readonly ImportProblem[]
}

const linesOf = (problems: readonly ImportProblem[]) =>
  new Set(problems.flatMap((problem) => problem.line ?? [])).size

/**
 * The account of an import of `text` as `report` saw it; `kind` is null when it was never known.
 * @example importAccount('dk-salaries', report, text, { summary, dryRun: true }) // { kind: 'dk-salaries', rowsRead: 21, rowsWouldStore: 21, … }
 */
export const importAccount = (
  kind: ImportKind | null,
  report: ImportReport,
  text: string,
  outcome: ImportOutcome,
): ImportAccount => {
  const rowsRead = rowsReadOf(report, text)
  const stored = outcome.summary === undefined ? 0 : rowsRead - report.rowsSkipped
  const problems = outcome.problems ?? []
  return {
    kind,
    dryRun: outcome.dryRun,
    rowsRead,
    rowsStored: outcome.dryRun ? 0 : stored,
    ...(outcome.dryRun ? { rowsWouldStore: stored } : {}),
    rowsSkipped: report.rowsSkipped,
    skipped: Object.fromEntries(report.skipped),
    rowsWarned: linesOf(report.warnings),
    rowsRefused: linesOf(problems),
    warnings: report.warnings,
    problems,
    ...(outcome.summary === undefined ? {} : { summary: outcome.summary }),
  }
}
