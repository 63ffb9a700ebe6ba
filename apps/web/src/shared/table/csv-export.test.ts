import { describe, expect, it } from 'vitest'
import { toCsv } from './csv-export'

describe('toCsv', () => {
  it('quotes cells with commas, quotes or line breaks and leaves empty cells blank', () => {
    const rows = [
      { name: 'Allen, Josh', note: 'said "go"', own: 31.5 },
      { name: 'Kelce', note: null, own: 0 },
    ]
    const csv = toCsv(rows, [
      { header: 'Player', value: (row) => row.name },
      { header: 'Note', value: (row) => row.note },
      { header: 'Own%', value: (row) => row.own },
    ])
    expect(csv).toBe('Player,Note,Own%\r\n"Allen, Josh","said ""go""",31.5\r\nKelce,,0\r\n')
  })
})

describe('formula cells in toCsv', () => {
  it('neutralises text a spreadsheet would run, keeping numbers and ids', () => {
    const rows = [
      { name: '=HYPERLINK("x")', value: '-2+3' },
      { name: '@SUM(A1)', value: -2.5 },
      { name: '\tTab', value: '-3' },
      { name: 'Josh Allen (11191)', value: '+1.5' },
    ]
    const csv = toCsv(rows, [
      { header: 'Player', value: (row) => row.name },
      { header: 'Value', value: (row) => row.value },
    ])
    expect(csv).toBe(
      [
        'Player,Value',
        `"'=HYPERLINK(""x"")",'-2+3`,
        `'@SUM(A1),-2.5`,
        `'\tTab,-3`,
        'Josh Allen (11191),+1.5',
        '',
      ].join('\r\n'),
    )
  })
})
