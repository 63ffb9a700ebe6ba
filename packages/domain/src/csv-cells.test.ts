import { describe, expect, it } from 'vitest'
import { neutralizedCell } from './csv-cells'

describe('neutralizedCell', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '-']) {
      expect(neutralizedCell(cell)).toBe(`'${cell}`)
    }
  })

  it('keeps plain numbers, ids and site cells as they are', () => {
    const kept = [
      '-2.5',
      '-3',
      '+4',
      '12',
      '0.5',
      '11191',
      '87710-12345:Josh Allen',
      'Josh Allen (11191)',
      '$5',
      '',
    ]
    for (const cell of kept) expect(neutralizedCell(cell)).toBe(cell)
  })
})
