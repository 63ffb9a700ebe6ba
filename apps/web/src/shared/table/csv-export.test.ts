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
