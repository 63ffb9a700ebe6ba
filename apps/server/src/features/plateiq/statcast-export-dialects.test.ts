import { describe, expect, it } from 'vitest'
import { readCsvRows } from '../../csv/csv-rows'
import { fixtureNames, readFixture } from '../../testing/import-fixtures/import-fixtures'
import { parseSavantAggregate } from './statcast-aggregate-csv'
import { parseSavantPitches } from './statcast-csv'

// The fixtures are Savant's older export: a quoted header with the deprecated columns. These
// tests rewrite them into the other dialects real exports come in.
const toCsv = (rows: readonly (readonly string[])[]) =>
  rows
    .map((cells) =>
      cells.map((cell) => (/[",]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','),
    )
    .join('\n')

const tableOf = (text: string) => readCsvRows(text).map((row) => [...row.cells])

// Savant's exports of 2024 on dropped these and added the bat-tracking columns.
const deprecated = new Set([
  'spin_dir',
  'spin_rate_deprecated',
  'break_angle_deprecated',
  'break_length_deprecated',
  'tfs_deprecated',
  'tfs_zulu_deprecated',
  'umpire',
  'sv_id',
])
const added = ['bat_speed', 'swing_length', 'arm_angle', 'age_bat', 'n_thruorder_pitcher']

/** The newer export: unquoted header, no deprecated columns, bat tracking appended. */
const newerExport = (text: string) => {
  const [header = [], ...rows] = tableOf(text)
  const kept = header.flatMap((name, index) => (deprecated.has(name) ? [] : [index]))
  return toCsv([
    [...kept.map((index) => header[index] ?? ''), ...added],
    ...rows.map((cells) => [
      ...kept.map((index) => cells[index] ?? ''),
      '71.2',
      '7.1',
      '',
      '27',
      '1',
    ]),
  ])
}

/** An export that writes `null` for every missing number of `columns`. */
const withNulls = (text: string, columns: readonly string[]) => {
  const [header = [], ...rows] = tableOf(text)
  const at = new Set(columns.map((name) => header.indexOf(name)))
  return toCsv([
    header,
    ...rows.map((cells) =>
      cells.map((cell, index) => (at.has(index) && cell === '' ? 'null' : cell)),
    ),
  ])
}

const pitchNumbers = [
  'release_speed',
  'zone',
  'hc_x',
  'hc_y',
  'launch_speed',
  'launch_angle',
  'release_spin_rate',
  'plate_x',
  'plate_z',
  'hit_distance_sc',
  'estimated_woba_using_speedangle',
]

describe('Baseball Savant exports, older and newer', () => {
  const pitches = readFixture(fixtureNames.statcastPitches)
  const original = parseSavantPitches(pitches)
  // Line numbers and the rest are the same; only the layout and the missing markers change.
  const same = (text: string) => {
    const read = parseSavantPitches(text)
    expect(read.pitches).toEqual(original.pitches)
    expect(read.names).toEqual(original.names)
  }

  it('reads the pitch-level export without the deprecated columns and with bat tracking', () => {
    same(newerExport(pitches))
  })

  it('reads `null` as a missing number in either layout', () => {
    same(withNulls(pitches, pitchNumbers))
    same(withNulls(newerExport(pitches), pitchNumbers))
  })

  it('reads the grouped export with `null` figures as it reads empty ones', () => {
    const aggregate = readFixture(fixtureNames.statcastAggregate)
    const figures = [
      'pa',
      'ba',
      'iso',
      'woba',
      'xwoba',
      'launch_speed',
      'launch_angle',
      'k_percent',
    ]
    expect(parseSavantAggregate(withNulls(aggregate, figures))).toEqual(
      parseSavantAggregate(aggregate),
    )
  })
})
