import { describe, expect, it } from 'vitest'
import { neutralizedCell, writeCsv } from './csv-writer'

describe('writing CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '-']) {
      expect(neutralizedCell(cell)).toBe(`'${cell}`)
    }
  })

  it('keeps plain numbers, ids and site cells as they are', () => {
    for (const cell of [
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
    ]) {
      expect(neutralizedCell(cell)).toBe(cell)
    }
  })

  it('quotes where needed, or every cell, after neutralising', () => {
    expect(
      writeCsv([
        ['Player', 'Own%'],
        ['Allen, Josh', '31.5'],
        ['=1+1', '-3'],
      ]),
    ).toBe('Player,Own%\n"Allen, Josh",31.5\n\'=1+1,-3\n')
    expect(writeCsv([['=A1', 'say "hi"']], { quoteEvery: true })).toBe(`"'=A1","say ""hi"""\n`)
  })
})
