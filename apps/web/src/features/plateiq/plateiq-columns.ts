import {
  pitchTypeNames,
  type BattingFiguresRow,
  type BullpenRow,
  type PitcherRow,
  type TeamBattingRow,
} from '@slatelab/contract/plateiq.contract'
import type { FigureColumn } from './plateiq-figures'
import type { SlateBatterRow } from './plateiq-rows'

/**
 * An xwOBA column (three decimals, averages' style); `good` is the end that helps the reader:
 * high for a hitter, low for a pitcher.
 */
export const xwobaColumn = <T>(
  header: string,
  value: (row: T) => number | null,
  good: 'high' | 'low' = 'low',
): FigureColumn<T> => ({ id: 'xwoba', header, value, good, digits: 3, average: true })

/** The batting figures of a row (`of`), as columns; `prefix` names a split (`vs LHP`). */
const battingColumns = <T>(
  of: (row: T) => BattingFiguresRow,
  prefix = '',
  short = false,
): FigureColumn<T>[] => {
  const all: FigureColumn<T>[] = [
    { id: `${prefix}pa`, header: `${prefix}PA`, value: (row) => of(row).pa, digits: 0 },
    {
      id: `${prefix}avg`,
      header: `${prefix}AVG`,
      value: (row) => of(row).avg,
      good: 'high',
      digits: 3,
      average: true,
    },
    {
      id: `${prefix}iso`,
      header: `${prefix}ISO`,
      value: (row) => of(row).iso,
      good: 'high',
      digits: 3,
      average: true,
    },
    {
      id: `${prefix}woba`,
      header: `${prefix}wOBA`,
      value: (row) => of(row).woba,
      good: 'high',
      digits: 3,
      average: true,
    },
    {
      id: `${prefix}xwoba`,
      header: `${prefix}xwOBA`,
      value: (row) => of(row).xwoba,
      good: 'high',
      digits: 3,
      average: true,
    },
    { id: `${prefix}k`, header: `${prefix}K%`, value: (row) => of(row).kPct, good: 'low' },
    { id: `${prefix}bb`, header: `${prefix}BB%`, value: (row) => of(row).bbPct, good: 'high' },
    {
      id: `${prefix}barrel`,
      header: `${prefix}Barrel%`,
      value: (row) => of(row).barrelPct,
      good: 'high',
    },
    {
      id: `${prefix}hardhit`,
      header: `${prefix}HardHit%`,
      value: (row) => of(row).hardHitPct,
      good: 'high',
    },
    { id: `${prefix}ev`, header: `${prefix}EV`, value: (row) => of(row).avgEv, good: 'high' },
    { id: `${prefix}la`, header: `${prefix}LA`, value: (row) => of(row).avgLa },
    { id: `${prefix}fb`, header: `${prefix}FB%`, value: (row) => of(row).flyBallPct },
    { id: `${prefix}pull`, header: `${prefix}Pull%`, value: (row) => of(row).pullPct },
  ]
  return short ? all.filter((column) => /(pa|iso|xwoba|k|barrel)$/.test(column.id)) : all
}

const salary = <T extends { readonly salary: number | null }>(): FigureColumn<T> => ({
  id: 'salary',
  header: 'Salary',
  value: (row) => row.salary,
  digits: 0,
})

export const batterColumns: readonly FigureColumn<SlateBatterRow>[] = [
  {
    id: 'name',
    header: 'Batter',
    // A line imported from Savant's season export (no pitch-level data) says so.
    value: (row) =>
      `${row.name} (${row.bats})${row.statsSource === 'savantSeason' ? ' · Savant season' : ''}`,
    playerOf: (row) => row.playerId,
  },
  { id: 'team', header: 'Team', value: (row) => row.teamShort },
  { id: 'order', header: 'Order', value: (row) => row.battingOrder, digits: 0 },
  { id: 'position', header: 'Pos', value: (row) => row.position },
  salary<SlateBatterRow>(),
  {
    id: 'pitcher',
    header: 'Opp. SP',
    value: (row) =>
      row.opposingPitcher === null
        ? `${row.opponentShort}`
        : `${row.opponentShort} ${row.opposingPitcher.name} (${row.opposingPitcher.throws})`,
  },
  // His team's implied runs from the day's lines: a hitter's most-read Vegas figure.
  { id: 'runs', header: 'Team runs', value: (row) => row.teamRuns, good: 'high', digits: 2 },
  ...battingColumns<SlateBatterRow>((row) => row.stats),
]

/** A pitch mix in a line: `FF 47% 95.1 · SL 30% 86.9`. */
export const mixText = (row: PitcherRow): string =>
  row.mix
    .slice(0, 4)
    .map(
      (pitch) =>
        `${pitch.pitchType} ${Math.round(pitch.usagePct)}% ${pitch.avgVelocity?.toFixed(1) ?? '–'}`,
    )
    .join(' · ')

export const pitcherColumns: readonly FigureColumn<PitcherRow>[] = [
  {
    id: 'name',
    header: 'Pitcher',
    // No card link: the row opens his PlateIQ drawer, this page's pitcher card.
    value: (row) => `${row.name} (${row.throws})`,
  },
  { id: 'team', header: 'Team', value: (row) => row.teamShort },
  { id: 'opponent', header: 'Opp', value: (row) => row.opponentShort },
  salary<PitcherRow>(),
  { id: 'bf', header: 'BF', value: (row) => row.stats.battersFaced, digits: 0 },
  { id: 'k', header: 'K%', value: (row) => row.stats.kPct, good: 'high' },
  { id: 'bb', header: 'BB%', value: (row) => row.stats.bbPct, good: 'low' },
  { id: 'kbb', header: 'K-BB%', value: (row) => row.stats.kMinusBbPct, good: 'high' },
  { id: 'whiff', header: 'Whiff%', value: (row) => row.stats.whiffPct, good: 'high' },
  { id: 'gb', header: 'GB%', value: (row) => row.stats.groundBallPct, good: 'high' },
  { id: 'xfip', header: 'xFIP', value: (row) => row.stats.xfip, good: 'low', digits: 2 },
  { id: 'siera', header: 'SIERA', value: (row) => row.stats.siera, good: 'low', digits: 2 },
  xwobaColumn('xwOBA vs', (row) => row.stats.against.xwoba),
  { id: 'barrel', header: 'Barrel% vs', value: (row) => row.stats.against.barrelPct, good: 'low' },
  { id: 'mix', header: 'Mix (type, usage, mph)', value: mixText },
]

export const teamColumns: readonly FigureColumn<TeamBattingRow>[] = [
  { id: 'team', header: 'Team', value: (row) => row.teamShort },
  {
    id: 'pitcher',
    header: 'Opp. SP',
    value: (row) =>
      row.opposingPitcher === null
        ? row.opponentShort
        : `${row.opponentShort} ${row.opposingPitcher.name} (${row.opposingPitcher.throws})`,
  },
  ...battingColumns<TeamBattingRow>((row) => row.vsLeft, 'vs L ', true),
  ...battingColumns<TeamBattingRow>((row) => row.vsRight, 'vs R ', true),
]

export const bullpenColumns: readonly FigureColumn<BullpenRow>[] = [
  { id: 'team', header: 'Bullpen', value: (row) => row.teamShort },
  { id: 'opponent', header: 'Opp', value: (row) => row.opponentShort },
  ...[0, 1, 2].map((index): FigureColumn<BullpenRow> => ({
    id: `day${index}`,
    header: `Pitches D-${3 - index}`,
    value: (row) => row.pitchesByDay[index]?.pitches ?? null,
    good: 'low',
    digits: 0,
  })),
  {
    id: 'last3',
    header: 'Last 3 days',
    value: (row) => row.pitchesLast3Days,
    good: 'low',
    digits: 0,
  },
  { id: 'bf', header: 'BF', value: (row) => row.stats.battersFaced, digits: 0 },
  { id: 'k', header: 'K%', value: (row) => row.stats.kPct, good: 'high' },
  { id: 'bb', header: 'BB%', value: (row) => row.stats.bbPct, good: 'low' },
  { id: 'xfip', header: 'xFIP', value: (row) => row.stats.xfip, good: 'low', digits: 2 },
  xwobaColumn('xwOBA vs', (row) => row.stats.against.xwoba),
]

/** A pitch type's name, or its code when Savant has none we know. */
export const pitchName = (code: string): string => pitchTypeNames[code] ?? code
