import { describe, expect, it } from 'vitest'
import { writeCsv } from './csv-writer'

describe('writing CSV', () => {
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
