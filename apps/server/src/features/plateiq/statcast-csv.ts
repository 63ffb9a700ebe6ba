/**
 * Baseball Savant's pitch-level search export (the 92-column layout, docs/plateiq.md
 * "Importing Statcast"): one row per pitch. Every column the figures read must be there and
 * every cell must parse, or the file is refused, naming every bad cell with its line and column.
 */
import { sportIds } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import {
  paEvents,
  pitchResults,
  type PaEvent,
  type PitchResult,
  type StatcastPitch,
} from '@slatelab/engine/statcast/statcast-metrics'
import {
  optionalDecimal,
  requireColumn,
  requiredText,
  wholeNumber,
  type Column,
} from '../../csv/cell-values'
import { calendarDate } from '../../csv/calendar-dates'
import { cellAt, headerKey, readCsvRows, type CsvRow } from '../../csv/csv-rows'
import { ImportError, shown } from '../../csv/import-error'
import { ImportReport } from '../../csv/import-report'
import { canonicalTeam } from '../../csv/team-abbreviations'

/** One pitch of the file, with the game, plate appearance and players it belongs to. */
export type SavantPitch = {
  readonly line: number
  readonly gamePk: number
  readonly atBatNumber: number
  readonly pitchNumber: number
  readonly date: IsoDate
  readonly homeTeam: string
  readonly awayTeam: string
  readonly battingTeam: string
  readonly pitchingTeam: string
  /** MLBAM ids. */
  readonly batter: number
  readonly pitcher: number
  readonly pitch: StatcastPitch
}

/** A parsed pitch file: its pitches and a name for each MLBAM id it can name. */
export type SavantPitchFile = {
  readonly pitches: readonly SavantPitch[]
  readonly names: ReadonlyMap<number, string>
}

// Savant's `description`, folded to what the figures tell apart (a foul tip is strike three or
// a swinging strike, as Statcast counts whiffs).
const resultOf: Readonly<Record<string, PitchResult>> = {
  ball: pitchResults.ball,
  blocked_ball: pitchResults.ball,
  intent_ball: pitchResults.ball,
  pitchout: pitchResults.ball,
  automatic_ball: pitchResults.ball,
  called_strike: pitchResults.calledStrike,
  automatic_strike: pitchResults.calledStrike,
  swinging_strike: pitchResults.swingingStrike,
  swinging_strike_blocked: pitchResults.swingingStrike,
  foul_tip: pitchResults.swingingStrike,
  missed_bunt: pitchResults.swingingStrike,
  swinging_pitchout: pitchResults.swingingStrike,
  foul: pitchResults.foul,
  foul_bunt: pitchResults.foul,
  foul_pitchout: pitchResults.foul,
  bunt_foul_tip: pitchResults.foul,
  hit_into_play: pitchResults.inPlay,
  hit_into_play_no_out: pitchResults.inPlay,
  hit_into_play_score: pitchResults.inPlay,
  hit_by_pitch: pitchResults.hitByPitch,
}

// Savant's `events`: how a plate appearance ended, outs in play folded to one; the events that
// end no plate appearance (a runner caught stealing, a pickoff) are null.
const eventOf: Readonly<Record<string, PaEvent | null>> = {
  single: paEvents.single,
  double: paEvents.double,
  triple: paEvents.triple,
  home_run: paEvents.homeRun,
  walk: paEvents.walk,
  intent_walk: paEvents.walk,
  hit_by_pitch: paEvents.hitByPitch,
  strikeout: paEvents.strikeout,
  strikeout_double_play: paEvents.strikeout,
  ...Object.fromEntries(
    [
      'field_out',
      'force_out',
      'grounded_into_double_play',
      'double_play',
      'triple_play',
      'fielders_choice',
      'fielders_choice_out',
      'field_error',
      'sac_fly',
      'sac_bunt',
      'sac_fly_double_play',
      'sac_bunt_double_play',
    ].map((event) => [event, paEvents.fieldOut]),
  ),
  ...Object.fromEntries(
    [
      'catcher_interf',
      'caught_stealing_2b',
      'caught_stealing_3b',
      'caught_stealing_home',
      'pickoff_1b',
      'pickoff_2b',
      'pickoff_3b',
      'pickoff_caught_stealing_2b',
      'pickoff_caught_stealing_3b',
      'pickoff_caught_stealing_home',
      'other_out',
      'stolen_base_2b',
      'wild_pitch',
      'passed_ball',
      'truncated_pa',
      'game_advisory',
    ].map((event) => [event, null]),
  ),
}

const fail = (row: CsvRow, column: Column, detail: string): never => {
  throw new ImportError(detail, { line: row.line, field: column.name })
}

const oneOf = <T>(row: CsvRow, column: Column, values: Readonly<Record<string, T>>): T => {
  const value = requiredText(row, column)
  return Object.hasOwn(values, value)
    ? (values[value] as T)
    : fail(row, column, `expected one of ${Object.keys(values).join(', ')}, got ${shown(value)}`)
}

const side = (row: CsvRow, column: Column): 'L' | 'R' =>
  oneOf(row, column, { L: 'L', R: 'R' } as const)

const inRange = (
  row: CsvRow,
  column: Column,
  value: number | undefined,
  low: number,
  high: number,
): number | null => {
  if (value === undefined) return null
  return value >= low && value <= high
    ? value
    : fail(row, column, `expected a value from ${low} to ${high}, got ${value}`)
}

// Savant's hit coordinates put home plate at (125.42, 198.27); a ball more than 15° to the
// batter's side of straightaway centre is pulled (the spray-angle thirds of Statcast's Pull %).
const isPulled = (x: number, y: number, stands: 'L' | 'R') => {
  const spray = (Math.atan2(x - 125.42, 198.27 - y) * 180) / Math.PI
  return stands === 'R' ? spray < -15 : spray > 15
}

const roundOrNull = (value: number | null) => (value === null ? null : Math.round(value))

/** The batter a play's description starts with: `Francisco Lindor doubles (28) …`. */
const batterInDescription = (description: string): string | undefined => {
  const match = /^((?:[A-Z][\p{L}.'’-]*\s+)+?)(?=\p{Ll})/u.exec(description)
  const name = match?.[1]?.trim()
  return name === undefined || name.split(/\s+/).length < 2 ? undefined : name
}

/** The most frequent of each id's candidate names. */
const mostFrequent = (candidates: ReadonlyMap<number, readonly string[]>) =>
  new Map(
    [...candidates].map(([id, names]) => {
      const counts = new Map<string, number>()
      for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
      return [id, [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''] as const
    }),
  )

/**
 * Which player `player_name` names: the one the search was run for, the pitcher when each
 * pitcher id has one name in the file (Savant's default search), else the batter.
 */
const namedRole = (
  pitches: readonly SavantPitch[],
  playerNames: readonly string[],
): 'pitcher' | 'batter' | undefined =>
  (['pitcher', 'batter'] as const).find((role) => {
    const names = new Map<number, string>()
    return pitches.every((pitch, index) => {
      const name = playerNames[index] ?? ''
      const known = names.get(pitch[role])
      names.set(pitch[role], name)
      return known === undefined || known === name
    })
  })

/** Savant writes `player_name` as `Last, First`. */
const firstLast = (name: string) =>
  name
    .split(',')
    .map((part) => part.trim())
    .reverse()
    .join(' ')
    .trim()

// The columns read, as Savant names them.
const savantColumns = {
  pitchType: 'pitch_type',
  gameDate: 'game_date',
  releaseSpeed: 'release_speed',
  playerName: 'player_name',
  batter: 'batter',
  pitcher: 'pitcher',
  events: 'events',
  description: 'description',
  zone: 'zone',
  des: 'des',
  stand: 'stand',
  pThrows: 'p_throws',
  homeTeam: 'home_team',
  awayTeam: 'away_team',
  inningTopBot: 'inning_topbot',
  hcX: 'hc_x',
  hcY: 'hc_y',
  launchSpeed: 'launch_speed',
  launchAngle: 'launch_angle',
  spinRate: 'release_spin_rate',
  gamePk: 'game_pk',
  atBatNumber: 'at_bat_number',
  pitchNumber: 'pitch_number',
} as const
type SavantColumn = keyof typeof savantColumns

/**
 * Reads a Savant pitch-level export; refuses a missing column, and bad cells and pitches listed
 * twice (the same game, plate appearance and pitch number), naming them all at once.
 * @example parseSavantPitches(text).pitches[0]?.pitch.pitchType // 'CH'
 */
export const parseSavantPitches = (text: string): SavantPitchFile => {
  const [header, ...rows] = readCsvRows(text)
  if (header === undefined || rows.length === 0) {
    throw new ImportError('the file has no rows under a header', { line: 1 })
  }
  const entries = Object.entries(savantColumns) as [SavantColumn, string][]
  // `pitcher` comes twice in the layout (both the pitcher's id): the first is read.
  const keys = header.cells.map(headerKey)
  const column = Object.fromEntries(
    entries.map(([key, name]) => {
      const index = keys.indexOf(headerKey(name))
      return [key, requireColumn(header, index >= 0 ? index : undefined, name)]
    }),
  ) as Record<SavantColumn, Column>
  // Every row is read, so a refusal names all of the file's problems at once.
  const report = new ImportReport()
  const seen = new Map<string, number>()
  const read = report.mapRows(rows, (row) => {
    const gamePk = wholeNumber(row, column.gamePk)
    const atBatNumber = wholeNumber(row, column.atBatNumber)
    const pitchNumber = wholeNumber(row, column.pitchNumber)
    const key = `${gamePk}:${atBatNumber}:${pitchNumber}`
    const earlier = seen.get(key)
    // A repeat is noted and its cells still read, so their own problems are named too.
    if (earlier === undefined) seen.set(key, row.line)
    else
      report.refuse(
        new ImportError(
          `pitch ${pitchNumber} of plate appearance ${atBatNumber} in game ${gamePk} is listed twice (line ${earlier})`,
          { line: row.line, field: column.pitchNumber.name },
        ),
      )
    const homeTeam = canonicalTeam(sportIds.MLB, requiredText(row, column.homeTeam))
    const awayTeam = canonicalTeam(sportIds.MLB, requiredText(row, column.awayTeam))
    const top = oneOf(row, column.inningTopBot, { Top: true, Bot: false })
    const result = oneOf(row, column.description, resultOf)
    const eventText = cellAt(row, column.events.index)
    const event = eventText === '' ? null : oneOf(row, column.events, eventOf)
    const stands = side(row, column.stand)
    const inPlay = result === pitchResults.inPlay
    const launchSpeed = inRange(
      row,
      column.launchSpeed,
      optionalDecimal(row, column.launchSpeed),
      0,
      130,
    )
    const launchAngle = inRange(
      row,
      column.launchAngle,
      optionalDecimal(row, column.launchAngle),
      -90,
      90,
    )
    const hcX = optionalDecimal(row, column.hcX)
    const hcY = optionalDecimal(row, column.hcY)
    const batter = wholeNumber(row, column.batter)
    const pitch: SavantPitch = {
      line: row.line,
      gamePk,
      atBatNumber,
      pitchNumber,
      date: calendarDate(row, column.gameDate),
      homeTeam,
      awayTeam,
      battingTeam: top ? awayTeam : homeTeam,
      pitchingTeam: top ? homeTeam : awayTeam,
      batter,
      pitcher: wholeNumber(row, column.pitcher),
      pitch: {
        // Savant leaves an untracked pitch's type blank; `UN` is its own code for unknown.
        pitchType: cellAt(row, column.pitchType.index) || 'UN',
        releaseSpeed: inRange(
          row,
          column.releaseSpeed,
          optionalDecimal(row, column.releaseSpeed),
          30,
          110,
        ),
        spinRate: roundOrNull(
          inRange(row, column.spinRate, optionalDecimal(row, column.spinRate), 0, 4_000),
        ),
        zone: inRange(row, column.zone, optionalDecimal(row, column.zone), 1, 14),
        result,
        event,
        // Savant measures some fouls too; only balls in play count as batted balls.
        launchSpeed: inPlay ? launchSpeed : null,
        launchAngle: inPlay ? launchAngle : null,
        pulled:
          inPlay && hcX !== undefined && hcY !== undefined ? isPulled(hcX, hcY, stands) : null,
        batterStands: stands,
        pitcherThrows: side(row, column.pThrows),
      },
    }
    return {
      pitch,
      playerName: cellAt(row, column.playerName.index),
      described: event === null ? undefined : batterInDescription(cellAt(row, column.des.index)),
    }
  })
  report.refuseIfProblems()
  const pitches = read.map(({ pitch }) => pitch)
  const playerNames = read.map(({ playerName }) => playerName)
  const batterNames = new Map<number, string[]>()
  for (const { pitch, described } of read) {
    if (described !== undefined)
      batterNames.set(pitch.batter, [...(batterNames.get(pitch.batter) ?? []), described])
  }
  const names = new Map<number, string>(mostFrequent(batterNames))
  const role = namedRole(pitches, playerNames)
  if (role !== undefined) {
    pitches.forEach((pitch, index) => {
      const name = playerNames[index] ?? ''
      if (name !== '') names.set(pitch[role], firstLast(name))
    })
  }
  return { pitches, names }
}
