import { describe, expect, it } from 'vitest'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { parseSavantPitches } from './statcast-csv'

const text = readFixture(fixtureNames.statcastPitches)
const lines = text.split('\r\n')
const header = lines[0] ?? ''
const columns = header.replace(/^\uFEFF/, '').split(',')

/** The fixture with cells of data lines (2 = the first) replaced: `[line, column, value]`. */
const withCells = (...edits: readonly (readonly [number, string, string])[]) => {
  const copy = [...lines]
  for (const [line, column, value] of edits) {
    const index = columns.indexOf(`"${column}"`)
    // Cells up to `des` hold no quoted commas but `player_name`: split on the unquoted ones.
    const cells = (copy[line - 1] ?? '').match(/("[^"]*"|[^,]*)(,|$)/g) ?? []
    cells[index] = `${value}${cells[index]?.endsWith(',') ? ',' : ''}`
    copy[line - 1] = cells.join('')
  }
  return copy.join('\r\n')
}

/** The fixture with one cell of one data line (2 = the first) replaced. */
const withCell = (line: number, column: string, value: string) => withCells([line, column, value])

describe('parseSavantPitches', () => {
  it('reads every pitch of the 92-column layout with its game, plate appearance and players', () => {
    expect(columns).toHaveLength(92)
    const file = parseSavantPitches(text)
    expect(file.pitches).toHaveLength(17)
    const [first] = file.pitches
    expect(first).toMatchObject({
      line: 2,
      gamePk: 900001,
      atBatNumber: 1,
      pitchNumber: 1,
      date: '2024-06-10',
      homeTeam: 'BOS',
      awayTeam: 'NYY',
      battingTeam: 'NYY',
      pitchingTeam: 'BOS',
      batter: 700101,
      pitcher: 700001,
      pitch: { pitchType: 'FF', releaseSpeed: 94.1, spinRate: 2290, zone: 12, result: 'ball' },
    })
    const homeRun = file.pitches[2]?.pitch
    expect(homeRun).toMatchObject({
      event: 'home_run',
      launchSpeed: 105,
      launchAngle: 28,
      pulled: true,
      batterStands: 'R',
      pitcherThrows: 'L',
    })
    // A foul's measured launch is not a batted ball; an untracked pitch keeps its place.
    expect(file.pitches[4]?.pitch).toMatchObject({ result: 'foul', launchSpeed: null })
    expect(file.pitches.find((pitch) => pitch.pitch.pitchType === 'UN')?.pitch).toMatchObject({
      releaseSpeed: null,
      spinRate: null,
      zone: null,
    })
  })

  it('names the searched pitcher from player_name and batters from their plays', () => {
    const { names } = parseSavantPitches(text)
    expect(names.get(700001)).toBe('Sam Lefty')
    expect(names.get(700101)).toBe('Cal Rivers')
    expect(names.get(700102)).toBe('Dee Stone')
  })

  it('refuses a header without a column it reads, naming it', () => {
    const missing = text.replace('"launch_speed"', '"launch_speed_x"')
    expect(() => parseSavantPitches(missing)).toThrow(
      'line 1: the header has no "launch_speed" column',
    )
  })

  it('refuses a bad value with its line and column', () => {
    expect(() => parseSavantPitches(withCell(5, 'release_speed', 'fast'))).toThrow(
      'line 5, release_speed: expected a number, got "fast"',
    )
    expect(() => parseSavantPitches(withCell(3, 'description', 'dropped_ball'))).toThrow(
      /^line 3, description: expected one of ball, .*got "dropped_ball"$/,
    )
    expect(() => parseSavantPitches(withCell(4, 'events', 'constructor'))).toThrow(
      /^line 4, events: expected one of single, .*got "constructor"$/,
    )
    expect(() => parseSavantPitches(withCell(7, 'stand', 'X'))).toThrow(
      'line 7, stand: expected one of L, R, got "X"',
    )
    expect(() => parseSavantPitches(withCell(2, 'game_date', '2024-13-01'))).toThrow(
      'line 2, game_date: expected a date as YYYY-MM-DD, M/D/YYYY or YYYYMMDD, got "2024-13-01"',
    )
  })

  it('reads a game date re-saved by a spreadsheet as M/D/YYYY', () => {
    const [first] = parseSavantPitches(withCell(2, 'game_date', '5/3/2024')).pitches
    expect(first?.date).toBe('2024-05-03')
  })

  it('refuses a pitch listed twice and a file cut short in its last line', () => {
    const twice = `${text}${lines[1]}\r\n`
    expect(() => parseSavantPitches(twice)).toThrow(
      'line 19, pitch_number: pitch 1 of plate appearance 1 in game 900001 is listed twice (line 2)',
    )
    const cut = text.slice(0, text.trimEnd().length - 120)
    expect(() => parseSavantPitches(cut)).toThrow(/^line 18: the file ends in the middle/)
  })

  it('names every problem of the file at once, by line and column', () => {
    const damaged = `${withCells([5, 'release_speed', 'fast'], [7, 'stand', 'X'])}${lines[1]}\r\n`
    let message = 'accepted'
    try {
      parseSavantPitches(damaged)
    } catch (error) {
      message = error instanceof Error ? error.message : String(error)
    }
    expect(message).toBe(
      [
        '3 problems, nothing was imported:',
        'line 5, release_speed: expected a number, got "fast"',
        'line 7, stand: expected one of L, R, got "X"',
        'line 19, pitch_number: pitch 1 of plate appearance 1 in game 900001 is listed twice (line 2)',
      ].join('\n'),
    )
  })
})
