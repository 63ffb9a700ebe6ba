import { describe, expect, it } from 'vitest'
import { findColumns, headerKey, readCsvRows, readCsvRowSteps } from './csv-rows'
import { ImportError } from './import-error'

describe('readCsvRows', () => {
  it('reads the same rows whatever the line ends, with the BOM dropped', () => {
    const expected = [
      { line: 1, cells: ['Rank', 'Points'] },
      { line: 2, cells: ['1', '180.88'] },
    ]
    expect(readCsvRows('\uFEFFRank,Points\r\n1,180.88\r\n')).toEqual(expected)
    expect(readCsvRows('Rank,Points\r1,180.88\r')).toEqual(expected)
    expect(readCsvRows('"Rank","Points"\n"1","180.88"')).toEqual(expected)
  })

  it('strips the literal \\n one source wrote at the start of every line', () => {
    expect(readCsvRows("\\nPosition,Name\r\n\\nRB,Le'Veon Bell\r\n")).toEqual([
      { line: 1, cells: ['Position', 'Name'] },
      { line: 2, cells: ['RB', "Le'Veon Bell"] },
    ])
  })

  it('numbers rows by the line they start on, past blank lines and quoted line breaks', () => {
    const rows = readCsvRows('a,b\n\n"x\ny",1\n2,3\n')
    expect(rows.map((row) => row.line)).toEqual([1, 3, 5])
  })

  it('refuses a file that ends mid-line, and takes one whose last full row has no line end', () => {
    const whole = 'Position,Name,Salary,TeamAbbrev\nWR,Cole Beasley,3000,DAL\nQB,Tom Brady,7100,NE'
    expect(readCsvRows(whole)).toHaveLength(3)
    const cut = 'Position,Name,Salary,TeamAbbrev\nWR,Cole Beasley,3000,DAL\nQB,Tom Brady,71'
    expect(() => readCsvRows(cut)).toThrow(/^line 3: the file ends in the middle of this line/)
    // Rows shorter than the header inside the file are the exports' dropped trailing cells.
    expect(readCsvRows('a,b,c\n1,2\n3,4,5\n')).toHaveLength(3)
  })

  it('takes a complete file that ends in blank quoted lines and no final newline', () => {
    const text = 'Rank,Name,Points\n1,Ann,10\n2,Bo,9\n"",""\n"",""'
    expect(readCsvRows(text).map((row) => row.cells)).toEqual([
      ['Rank', 'Name', 'Points'],
      ['1', 'Ann', '10'],
      ['2', 'Bo', '9'],
    ])
    // Rows narrower than the header all the way down (dropped trailing cells) are whole too.
    expect(readCsvRows('a,b,c,d\n1,2,3,4\n5,6\n7,8')).toHaveLength(4)
  })

  it('refuses an unterminated quote with its line', () => {
    expect(() => readCsvRows('a,b\n1,2\n"open,3\n')).toThrow(ImportError)
    expect(() => readCsvRows('a,b\n1,2\n"open,3\n')).toThrow(/^line 3: unterminated quoted cell/)
  })
})

describe('findColumns', () => {
  it('finds columns under any spelling of their header', () => {
    expect(headerKey(' Game Info ')).toBe(headerKey('GameInfo'))
    expect(
      findColumns(['Rank', 'X', 'X.Drafted', 'FPTS'], {
        rank: ['rank'],
        drafted: ['%drafted', 'xdrafted'],
        missing: ['nothing'],
      }),
    ).toEqual({ rank: 0, drafted: 2 })
  })
})

describe('readCsvRowSteps', () => {
  it('reads a large file in several steps, quoted line breaks and line numbers intact', () => {
    const count = 60_000
    const text = `id,note\n${Array.from({ length: count }, (_, index) => `${index},"a ""q""\nb"`).join('\n')}\n`
    const steps = readCsvRowSteps(text)
    let yields = 0
    let next = steps.next()
    for (; next.done !== true; next = steps.next()) yields += 1
    expect(yields).toBeGreaterThan(1)
    const rows = next.value
    expect(rows).toHaveLength(count + 1)
    expect(rows.at(-1)).toEqual({ line: 2 + 2 * (count - 1), cells: [`${count - 1}`, 'a "q"\nb'] })
    expect(rows.every((row, index) => index === 0 || row.cells[0] === `${index - 1}`)).toBe(true)
  })
})
