import { describe, expect, it } from 'vitest'
import { ImportError } from './import-error'
import {
  ImportRefusal,
  ImportReport,
  shownKinds,
  shownPerKind,
  skipRow,
  summarizeProblems,
} from './import-report'

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ line: index + 2 }))

describe('ImportReport', () => {
  it('reads past bad rows and refuses once, naming every problem with its line and column', () => {
    const report = new ImportReport()
    const read = report.mapRows(rows(5), (row) => {
      if (row.line === 3)
        throw new ImportError('expected a number, got "x"', { line: 3, field: 'Pts' })
      if (row.line === 5) throw new ImportError('is empty', { line: 5, field: 'Name' })
      return row.line
    })
    expect(read).toEqual([2, 4, 6])
    expect(() => report.refuseIfProblems()).toThrow(
      '2 problems, nothing was imported:\nline 3, Pts: expected a number, got "x"\nline 5, Name: is empty',
    )
  })

  it('keeps the one-problem message as it always read', () => {
    const refusal = new ImportRefusal([
      { line: 6, column: 'Salary', message: 'expected a whole number, got "12k"' },
    ])
    expect(refusal.message).toBe('line 6, Salary: expected a whole number, got "12k"')
    expect(refusal).toBeInstanceOf(ImportError)
  })

  it('spells out the first few problems of each kind and counts the rest', () => {
    const report = new ImportReport()
    report.mapRows(rows(40), (row) => {
      throw new ImportError(`expected a number, got "n${row.line}"`, {
        line: row.line,
        field: 'Pts',
      })
    })
    report.refuse(new ImportError('the header has no "Team" column', { line: 1 }))
    const message = (() => {
      try {
        report.refuseIfProblems()
      } catch (error) {
        return (error as Error).message
      }
      return ''
    })()
    const lines = message.split('\n')
    expect(lines[0]).toBe('41 problems, nothing was imported:')
    expect(lines.filter((line) => line.includes('Pts: expected a number'))).toHaveLength(
      shownPerKind,
    )
    expect(lines).toContain(`… and ${40 - shownPerKind} more like the ones above`)
    expect(lines).toContain('line 1: the header has no "Team" column')
  })

  it('counts skipped rows by reason and leaves them out', () => {
    const report = new ImportReport()
    const read = report.mapRows(rows(3), (row) =>
      row.line === 3 ? skipRow('did not play') : row.line,
    )
    expect(read).toEqual([2, 4])
    expect(report.rowsRead).toBe(3)
    expect(report.rowsSkipped).toBe(1)
    expect(Object.fromEntries(report.skipped)).toEqual({ 'did not play': 1 })
  })

  it('keeps a summary short however many kinds of problem and however long a cell', () => {
    const problems = Array.from({ length: 26_000 }, (_, index) => ({
      line: index + 2,
      column: 'Team',
      message: `unknown team ${'X'.repeat(400)}${String.fromCharCode(65 + (index % 26))}`,
    }))
    const lines = summarizeProblems(problems)
    expect(lines).toHaveLength(shownKinds * (shownPerKind + 1) + 1)
    expect(lines.at(-1)).toBe(
      `… and ${(26 - shownKinds) * 1000} more problems of ${26 - shownKinds} other kinds`,
    )
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(301)
  })

  it('reads rows in steps, the same rows as at once', () => {
    const report = new ImportReport()
    const steps = report.mapRowSteps(rows(12_000), (row) => row.line)
    let yields = 0
    let next = steps.next()
    for (; next.done !== true; next = steps.next()) yields += 1
    expect(yields).toBe(3)
    expect(next.value).toEqual(rows(12_000).map((row) => row.line))
    expect(report.rowsRead).toBe(12_000)
  })
})
