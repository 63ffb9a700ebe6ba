import { describe, expect, it } from 'vitest'
import { parseDkStandings } from './dk-standings-csv'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { ImportError } from '../../csv/import-error'

// The message of the ImportError `run` throws, whole.
const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    if (error instanceof ImportError) return error.message
    throw error
  }
  throw new Error('expected the file to be refused')
}

describe('parseDkStandings', () => {
  it('reads a file re-saved by R: X columns, NA cells, quoted strings', () => {
    const file = parseDkStandings(readFixture(fixtureNames.dkStandingsResaved))
    expect(file.layout).toBe('2017 re-saved by R')
    expect(file.entries).toHaveLength(7)
    expect(file.entries[2]).toEqual({
      line: 4,
      rank: 3,
      entryId: 880000015,
      userName: 'CONDIA',
      entryMax: 3,
      points: 143.3,
      lineup: expect.stringMatching(/^QB Tom Brady RB David Johnson/),
    })
    expect(file.entries[6]).toMatchObject({ userName: 'latecomer', lineup: '', points: 0 })
  })

  it('keeps the entry and player blocks apart when their lengths differ', () => {
    const file = parseDkStandings(readFixture(fixtureNames.dkStandingsResaved))
    expect(file.players).toHaveLength(20)
    expect(file.players[19]).toEqual({
      line: 21,
      name: 'Kyle Rudolph',
      rosterPosition: undefined,
      draftedPercent: 14.29,
      points: 3.5,
    })
  })

  it('reads the current layout with BOM, CR-only line ends and Roster Position', () => {
    const file = parseDkStandings(readFixture(fixtureNames.dkStandingsCurrent))
    expect(file.layout).toBe('current')
    expect(file.entries.map((entry) => entry.userName)).toEqual([
      'Awesemo',
      'MESBRO',
      'Awesemo',
      'm3deman',
    ])
    expect(file.players.find((player) => player.name === 'Bills')).toMatchObject({
      rosterPosition: 'DST',
      draftedPercent: 25,
      points: 6,
    })
  })

  it('refuses a bad cell and a repeated entry with their lines', () => {
    const text = readFixture(fixtureNames.dkStandingsResaved)
    expect(() => parseDkStandings(text.replace('0,170.7,', '0,lots,'))).toThrow(
      'line 3, Points: expected a number, got "lots"',
    )
    expect(() => parseDkStandings(text.replace('880000008', '880000001'))).toThrow(
      'line 3, EntryId: entry 880000001 is listed twice (first on line 2)',
    )
    expect(() => parseDkStandings(text.replace('"71.43%"', '"lots%"'))).toThrow(
      /^line 2, X\.Drafted: expected a percentage/,
    )
  })

  it('names every problem of both blocks at once, by line and column', () => {
    const text = readFixture(fixtureNames.dkStandingsResaved)
      .replace('0,170.7,', '0,lots,')
      .replace('"71.43%"', '"lots%"')
      .replace('880000043', '880000001')
    expect(refusal(() => parseDkStandings(text))).toBe(
      [
        '3 problems, nothing was imported:',
        'line 3, Points: expected a number, got "lots"',
        'line 2, X.Drafted: expected a percentage such as "43.00%", got "lots%"',
        'line 8, EntryId: entry 880000001 is listed twice (first on line 2)',
      ].join('\n'),
    )
  })
})
