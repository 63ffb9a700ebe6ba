import { isoDate } from '@slatelab/domain/units'
import { describe, expect, it } from 'vitest'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { parseDkSalaries } from './dk-salaries-csv'
import { parseFdPlayerList } from './fd-salaries-csv'

// The same salary files as re-saved by other tools: headers in another case or snake_case,
// every cell quoted, `$` and thousands in salaries, `NA` for an empty cell.
const firstLine = (text: string, change: (header: string) => string) => {
  const end = text.search(/\r?\n/)
  return `${change(text.slice(0, end))}${text.slice(end)}`
}
const snakeCase = (header: string) =>
  header
    .split(',')
    .map((cell) =>
      cell
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .replace(/[ +]+/g, '_')
        .toLowerCase(),
    )
    .join(',')

describe('salary files in other dialects', () => {
  it('reads a DraftKings salary file with snake_case headers and "$8,200" salaries', () => {
    const text = readFixture(fixtureNames.dkSalariesCurrent)
    const dialect = firstLine(text, snakeCase).replace(/,(\d)(\d{3}),/g, ',"$$$1,$2",')
    expect(dialect).toContain(
      'position,name_id,name,id,roster_position,salary,game_info,team_abbrev',
    )
    expect(dialect).toContain(',"$8,200",')
    const original = parseDkSalaries(text)
    const read = parseDkSalaries(dialect)
    expect(read.players).toEqual(original.players)
    expect(read.games).toEqual(original.games)
  })

  it('reads a FanDuel list with upper-case headers and NA cells', () => {
    const text = readFixture(fixtureNames.fdPlayers)
    const dialect = firstLine(text, (header) => header.toUpperCase()).replaceAll(',""', ',"NA"')
    const date = { date: isoDate('2023-10-15') }
    expect(parseFdPlayerList(dialect, date).players).toEqual(parseFdPlayerList(text, date).players)
  })
})
