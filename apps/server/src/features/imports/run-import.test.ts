import { describe, expect, it } from 'vitest'
import { ImportError } from '../../csv/import-error'
import { maxImportRows, refuseOversizedFile } from './run-import'

describe('refuseOversizedFile', () => {
  it('refuses a file of more rows than one import takes before parsing it, with a clear message', () => {
    const header = 'Position,Name,ID,Salary\n'
    const rows = (count: number) => header + 'QB,A B,1,5000\n'.repeat(count)
    expect(() => refuseOversizedFile(rows(maxImportRows))).not.toThrow()
    expect(() => refuseOversizedFile(rows(maxImportRows + 1))).toThrow(ImportError)
    expect(() => refuseOversizedFile(rows(maxImportRows + 1))).toThrow(
      `the file has ${maxImportRows + 2} lines; one import takes at most ${maxImportRows} rows: split it into smaller files (nothing was imported)`,
    )
    // Old-Mac line ends count the same.
    expect(() => refuseOversizedFile(rows(maxImportRows + 1).replaceAll('\n', '\r'))).toThrow(
      ImportError,
    )
  })
})
