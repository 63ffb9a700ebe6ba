/**
 * What an import saw, kept while every row is read instead of stopping at the first problem:
 * rows read, rows skipped (and why), warnings that do not stop the import, and problems that
 * refuse the file. A refusal names every problem at once, the first few of each kind with a
 * count of the rest, so a user fixes a file in one pass.
 */
import { ImportError } from './import-error'
import type { Steps } from './steps'

/** One problem or warning, where it is (1-based line, the header being line 1) and what was expected. */
export type ImportProblem = {
  readonly line: number | null
  readonly column: string | null
  readonly message: string
}

/** How many problems of one kind a refusal message spells out; the rest are counted. */
export const shownPerKind = 5

// Rows read between two turns of the event loop when a parser reads in steps.
const rowsPerStep = 5_000

/** A row the parser chose to leave out, with the reason counted in the report. */
export type SkippedRow = { readonly skipped: string }

/**
 * Marks a row as skipped (a player who did not play), counted under `reason`.
 * @example return skipRow('did not play')
 */
export const skipRow = (reason: string): SkippedRow => ({ skipped: reason })

const isSkipped = (value: unknown): value is SkippedRow =>
  typeof value === 'object' &&
  value !== null &&
  'skipped' in value &&
  Object.keys(value).length === 1

const problemOf = (error: ImportError): ImportProblem => ({
  line: error.line ?? null,
  column: error.field ?? null,
  message: error.detail,
})

// `expected a whole number, got "12k"` and `… got "x"` are one kind of problem in one column;
// so are the same key's problems in each element of a JSON array (`games[3].date`).
const kindOf = (problem: ImportProblem) =>
  `${problem.column?.replace(/\[\d+\]/g, '[#]') ?? ''}|${problem.message.replace(/,? got .*$/s, '').replace(/\d+/g, '#')}`

const placeOf = (problem: ImportProblem) =>
  [problem.line === null ? '' : `line ${problem.line}`, problem.column ?? '']
    .filter((part) => part !== '')
    .join(', ')

// A line of a summary is read by a person and logged: a 5 MB header cell stays out of it.
const maxLineChars = 300

const lineOf = (problem: ImportProblem) => {
  const place = placeOf(problem)
  const line = place === '' ? problem.message : `${place}: ${problem.message}`
  return line.length > maxLineChars ? `${line.slice(0, maxLineChars)}…` : line
}

/** How many kinds of problem a summary spells out; the rest are counted in its last line. */
export const shownKinds = 20

/**
 * Problems as lines, the first `shownPerKind` of each kind then `… and N more like it`, for
 * the first `shownKinds` kinds, then a count of the rest: a refusal's message stays short
 * however bad the file.
 * @example summarizeProblems(problems) // ['line 4, Salary: expected a whole number, got "x"', …]
 */
export const summarizeProblems = (problems: readonly ImportProblem[]): readonly string[] => {
  const byKind = new Map<string, ImportProblem[]>()
  for (const problem of problems) {
    const kind = kindOf(problem)
    const group = byKind.get(kind)
    // Pushed, not spread: a file of a million bad rows is summarised in linear time.
    if (group === undefined) byKind.set(kind, [problem])
    else group.push(problem)
  }
  const groups = [...byKind.values()]
  const rest = groups.slice(shownKinds)
  const restCount = rest.reduce((sum, group) => sum + group.length, 0)
  return [
    ...groups
      .slice(0, shownKinds)
      .flatMap((group) => [
        ...group.slice(0, shownPerKind).map(lineOf),
        ...(group.length > shownPerKind
          ? [`… and ${group.length - shownPerKind} more like the ones above`]
          : []),
      ]),
    ...(rest.length > 0 ? [`… and ${restCount} more problems of ${rest.length} other kinds`] : []),
  ]
}

/**
 * A file refused for one or more problems, all of them listed. With one problem its message is
 * that problem's, so a single mistake reads as it always did.
 */
export class ImportRefusal extends ImportError {
  readonly problems: readonly ImportProblem[]

  constructor(problems: readonly ImportProblem[]) {
    const [first] = problems
    const lines = summarizeProblems(problems)
    super(
      problems.length === 1 && first !== undefined
        ? first.message
        : `${problems.length} problems, nothing was imported:\n${lines.join('\n')}`,
      problems.length === 1 && first !== undefined
        ? {
            ...(first.line === null ? {} : { line: first.line }),
            ...(first.column === null ? {} : { field: first.column }),
          }
        : {},
    )
    this.name = 'ImportRefusal'
    this.problems = problems
  }
}

/** The problems a thrown error stands for: all of a refusal's, or the one of an ImportError. */
export const problemsOf = (error: ImportError): readonly ImportProblem[] =>
  error instanceof ImportRefusal ? error.problems : [problemOf(error)]

/**
 * The running account of one import. Parsers read every row through `mapRows`, which keeps
 * going past a bad row; `refuseIfProblems` then throws one refusal listing them all.
 */
export class ImportReport {
  rowsRead = 0
  readonly skipped = new Map<string, number>()
  readonly warnings: ImportProblem[] = []
  readonly problems: ImportProblem[] = []

  /** Notes something the import works around (an unknown column, a guessed value). */
  warn(message: string, where: { readonly line?: number; readonly column?: string } = {}): void {
    this.warnings.push({ line: where.line ?? null, column: where.column ?? null, message })
  }

  /** Notes a problem that will refuse the file, and carries on reading. */
  refuse(error: ImportError): void {
    this.problems.push(...problemsOf(error))
  }

  /** Rows skipped on purpose, all reasons together. */
  get rowsSkipped(): number {
    return [...this.skipped.values()].reduce((sum, count) => sum + count, 0)
  }

  /**
   * Reads each row with `read`; a row whose reading throws an ImportError is noted as a
   * problem and the next row is read; a row answered with `skipRow` is counted and left out.
   * @example report.mapRows(rows, (row) => ({ name: requiredText(row, name) }))
   */
  mapRows<R extends { readonly line: number }, T>(
    rows: readonly R[],
    read: (row: R) => T | SkippedRow,
  ): T[] {
    this.rowsRead += rows.length
    const out: T[] = []
    for (const row of rows) {
      try {
        const value = read(row)
        if (isSkipped(value)) {
          this.skipped.set(value.skipped, (this.skipped.get(value.skipped) ?? 0) + 1)
        } else {
          out.push(value)
        }
      } catch (error) {
        if (!(error instanceof ImportError)) throw error
        this.refuse(error)
      }
    }
    return out
  }

  /**
   * `mapRows` in steps of `rowsPerStep` rows (see steps.ts).
   * @example const players = yield* report.mapRowSteps(body, readPlayer)
   */
  *mapRowSteps<R extends { readonly line: number }, T>(
    rows: readonly R[],
    read: (row: R) => T | SkippedRow,
  ): Steps<T[]> {
    const out: T[] = []
    for (let start = 0; start < rows.length; start += rowsPerStep) {
      for (const value of this.mapRows(rows.slice(start, start + rowsPerStep), read)) {
        out.push(value)
      }
      yield
    }
    return out
  }

  /** Throws one refusal naming every problem noted so far; does nothing when there is none. */
  refuseIfProblems(): void {
    if (this.problems.length > 0) throw new ImportRefusal(this.problems)
  }
}
