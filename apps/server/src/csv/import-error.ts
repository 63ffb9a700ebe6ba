import { readFile } from 'node:fs/promises'
import { prettifyError, ZodError } from 'zod'

/**
 * Why a file was refused, said so the user can fix it: the line (1-based, as an editor counts,
 * the header being line 1), the column or option, and what was expected.
 * @example new ImportError('expected a whole number, got "12k"', { line: 14, field: 'Salary' }).message
 * // 'line 14, Salary: expected a whole number, got "12k"'
 */
export class ImportError extends Error {
  readonly line: number | undefined
  readonly field: string | undefined
  readonly detail: string

  constructor(
    detail: string,
    where: {
      readonly line?: number
      readonly field?: string
      /** Which file, when an import reads two (`payouts`). */
      readonly source?: string
    } = {},
  ) {
    const line = where.line === undefined ? '' : `line ${where.line}`
    const place = [[where.source, line].filter(Boolean).join(' '), where.field ?? '']
      .filter((part) => part !== '')
      .join(', ')
    super(place === '' ? detail : `${place}: ${detail}`)
    this.name = 'ImportError'
    this.detail = detail
    this.line = where.line
    this.field = where.field
  }
}

/** Quotes a cell for a message, cut to 60 characters so one bad line stays readable. */
export const shown = (cell: string): string =>
  JSON.stringify(cell.length > 60 ? `${cell.slice(0, 60)}…` : cell)

/** The same error as read from another file: `payouts line 3, Payout: …`. */
export const fromSource = (error: ImportError, source: string): ImportError =>
  new ImportError(error.detail, {
    ...(error.line === undefined ? {} : { line: error.line }),
    ...(error.field === undefined ? {} : { field: error.field }),
    source,
  })

/**
 * The text of a file named on a command line; a file that cannot be read is refused like a
 * bad one, naming the option it came from.
 * @example await readInput('/tmp/missing.csv', '--salaries') // throws '--salaries: cannot read /tmp/missing.csv (ENOENT)'
 */
export const readInput = async (file: string, option: string): Promise<string> => {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    throw new ImportError(`cannot read ${file} (${code})`, { field: option })
  }
}

/** Whether `error` is node:util's parseArgs refusing the command line (unknown option, missing value). */
export const isArgumentError = (error: unknown): error is TypeError =>
  error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')

/**
 * The exit code of a command-line tool's failure, its message written to `out`: a bad command
 * line 2 (with the usage), a refused file or a bad JSON `option` 1; anything else is a bug and
 * is thrown again.
 * @example cliFailure(error, console, usage, '--settings') // 1
 */
export const cliFailure = (
  error: unknown,
  out: Pick<Console, 'error'>,
  usage: string,
  option: string,
): number => {
  if (isArgumentError(error)) {
    out.error(`${error.message}\n\n${usage}`)
    return 2
  }
  if (error instanceof ImportError) {
    out.error(`Refused: ${error.message}`)
    return 1
  }
  if (error instanceof ZodError || error instanceof SyntaxError) {
    out.error(
      `Refused: ${option}: ${error instanceof ZodError ? prettifyError(error) : error.message}`,
    )
    return 1
  }
  throw error
}
