import { describe, expect, it } from 'vitest'
import { optionalDecimal } from './cell-values'

const cell = (value: string) =>
  optionalDecimal({ line: 2, cells: [value] }, { index: 0, name: 'Pts' })

describe('optionalDecimal', () => {
  it('reads missing-value words as no value', () => {
    for (const missing of ['', 'null', 'NULL', 'NA', 'N/A', '-', '--', 'NaN']) {
      expect(cell(missing)).toBeUndefined()
    }
  })

  it('reads thousands separators, dollars and signs', () => {
    expect(cell('1,250.5')).toBe(1250.5)
    expect(cell('$5,200')).toBe(5200)
    expect(cell('-$3')).toBe(-3)
    expect(cell('-12')).toBe(-12)
  })

  it('refuses text with the line and column', () => {
    expect(() => cell('lots')).toThrow('line 2, Pts: expected a number, got "lots"')
  })
})
