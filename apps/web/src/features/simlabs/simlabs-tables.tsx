import { Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { RowData } from '@tanstack/react-table'
import { Fragment, useMemo } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import { toCsv, type CsvColumn } from '../../shared/table/csv-export'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import type { LineupResult, PlayerResult } from '@slatelab/contract/simlabs.contract'

const numeric = { numeric: true } as const
/** Mantine's `sm` breakpoint: below it the lineup table puts its deciding numbers first. */
const phoneQuery = '(max-width: 48em)'

/** A player's name opening his card; plain text in a result stored before results named ids. */
function PlayerName({
  playerId,
  name,
}: {
  readonly playerId: number | undefined
  readonly name: string
}) {
  return playerId === undefined ? name : <PlayerLink playerId={playerId}>{name}</PlayerLink>
}
const pct = (value: number, digits = 2) => `${value.toFixed(digits)}%`
const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

const number = <T extends RowData>(
  id: string,
  header: string,
  read: (row: T) => number,
  show: (value: number) => string,
): DataColumn<T> => ({
  id,
  header,
  accessorFn: read,
  cell: (info) => show(read(info.row.original)),
  meta: numeric,
})

const lineupColumns: DataColumn<LineupResult>[] = [
  number('number', '#', (row) => row.number, String),
  {
    id: 'players',
    header: 'Lineup',
    accessorFn: (row) => row.players.map((player) => player.name).join(', '),
    cell: (info) => (
      <Text size="xs" lineClamp={2} maw={420}>
        {info.row.original.players.map((player, index) => (
          <Fragment key={`${player.slot}:${player.id}`}>
            {index === 0 ? '' : ' · '}
            {player.slot} <PlayerName playerId={player.playerId} name={player.name} />
          </Fragment>
        ))}
      </Text>
    ),
    enableSorting: false,
  },
  number(
    'meanPoints',
    'Mean',
    (row) => row.meanPoints,
    (v) => v.toFixed(2),
  ),
  number(
    'sdPoints',
    'SD',
    (row) => row.sdPoints,
    (v) => v.toFixed(2),
  ),
  number(
    'winPct',
    'Win %',
    (row) => row.winPct,
    (v) => pct(v, 3),
  ),
  number(
    'top1Pct',
    'Top 1%',
    (row) => row.top1Pct,
    (v) => pct(v),
  ),
  number(
    'cashPct',
    'Cash %',
    (row) => row.cashPct,
    (v) => pct(v, 1),
  ),
  number('expectedPayout', 'Exp. payout', (row) => row.expectedPayout, money),
  number(
    'roiPct',
    'ROI',
    (row) => row.roiPct,
    (v) => pct(v, 1),
  ),
  number('fieldDuplicates', 'Dupes', (row) => row.fieldDuplicates, String),
]

// On a phone the numbers a lineup is judged by come right after its number, inside the first
// 390 px; the players and the rest follow to the right.
const phoneFirst = ['number', 'winPct', 'cashPct', 'roiPct']
const phoneLineupColumns = [
  ...phoneFirst.flatMap((id) => lineupColumns.filter((column) => column.id === id)),
  ...lineupColumns.filter((column) => !phoneFirst.includes(column.id ?? '')),
]

/**
 * The lineups' results; a click picks the lineup whose score distribution is charted. On a
 * phone win %, cash % and ROI come first.
 */
export function LineupResultsTable(props: {
  readonly lineups: readonly LineupResult[]
  readonly selected: number
  readonly onSelect: (lineup: LineupResult) => void
}) {
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false })
  return (
    <DataTable
      data={props.lineups}
      columns={phone ? phoneLineupColumns : lineupColumns}
      label="Lineup results"
      getRowId={(row) => String(row.number)}
      emptyText="No lineups"
      height={360}
      initialSorting={[{ id: 'roiPct', desc: true }]}
      onRowClick={props.onSelect}
      selectedRowId={String(props.selected)}
    />
  )
}

/** A captain figure's column (percent); a dash where the result has none. */
const captainColumn = (
  id: string,
  header: string,
  read: (row: PlayerResult) => number | null | undefined,
): DataColumn<PlayerResult> => ({
  id,
  header,
  accessorFn: (row) => read(row) ?? -Infinity,
  cell: (info) => {
    const value = read(info.row.original)
    return value === null || value === undefined ? '—' : pct(value, 1)
  },
  meta: numeric,
})

/**
 * The players' columns; on a single-game slate each figure's captain part follows it: sim
 * optimal as captain, top 1 % as captain, and the projected and field captain ownership.
 */
const playerColumnsFor = (captain: boolean): DataColumn<PlayerResult>[] => [
  {
    id: 'name',
    header: 'Player',
    accessorFn: (row) => row.name,
    cell: ({ row: { original } }) => (
      <PlayerName playerId={original.playerId} name={original.name} />
    ),
  },
  { id: 'position', header: 'Pos', accessorFn: (row) => row.position },
  { id: 'team', header: 'Team', accessorFn: (row) => row.team },
  number(
    'salary',
    'Salary',
    (row) => row.salary,
    (v) => `$${v.toLocaleString('en-US')}`,
  ),
  number(
    'meanPoints',
    'Sim pts',
    (row) => row.meanPoints,
    (v) => v.toFixed(2),
  ),
  number(
    'simOptimalPct',
    'Sim optimal %',
    (row) => row.simOptimalPct,
    (v) => pct(v, 1),
  ),
  ...(captain
    ? [
        captainColumn(
          'simOptimalCaptainPct',
          'Sim optimal CPT %',
          (row) => row.simOptimalCaptainPct,
        ),
      ]
    : []),
  number(
    'top1OwnershipPct',
    'Top 1% own',
    (row) => row.top1OwnershipPct,
    (v) => pct(v, 1),
  ),
  ...(captain
    ? [captainColumn('top1CaptainOwnershipPct', 'Top 1% CPT', (row) => row.top1CaptainOwnershipPct)]
    : []),
  number(
    'projectedOwnership',
    'Proj own',
    (row) => row.projectedOwnership,
    (v) => pct(v, 1),
  ),
  ...(captain
    ? [
        captainColumn(
          'projectedCaptainOwnership',
          'Proj CPT',
          (row) => row.projectedCaptainOwnership,
        ),
        captainColumn(
          'fieldCaptainOwnershipPct',
          'Field CPT',
          (row) => row.fieldCaptainOwnershipPct,
        ),
      ]
    : []),
  number(
    'leveragePct',
    'Leverage',
    (row) => row.leveragePct,
    (v) => v.toFixed(1),
  ),
]

/**
 * Whether a result reports the captain apart: a single-game slate's, stored since results
 * carry it (older ones, and classic slates', show as before).
 */
const showsCaptain = (players: readonly PlayerResult[]): boolean =>
  players.some(
    (player) => player.simOptimalCaptainPct !== null && player.simOptimalCaptainPct !== undefined,
  )

/** The players' simulation numbers, most often optimal first. */
export function PlayerResultsTable(props: { readonly players: readonly PlayerResult[] }) {
  const captain = showsCaptain(props.players)
  const columns = useMemo(() => playerColumnsFor(captain), [captain])
  return (
    <DataTable
      data={props.players}
      columns={columns}
      label="Player results"
      getRowId={(row) => row.id}
      emptyText="No players"
      height={360}
      initialSorting={[{ id: 'simOptimalPct', desc: true }]}
    />
  )
}

const fixed2 = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2)

/**
 * The player results as CSV; a single-game slate's carry the captain columns too.
 * @example playerResultsCsv(players).split('\r\n')[0] // 'Player,Id,Team,Position,Salary,SimOptimal%,…'
 */
export const playerResultsCsv = (players: readonly PlayerResult[]): string =>
  toCsv(players, [
    { header: 'Player', value: (row) => row.name },
    { header: 'Id', value: (row) => row.id },
    { header: 'Team', value: (row) => row.team },
    { header: 'Position', value: (row) => row.position },
    { header: 'Salary', value: (row) => row.salary },
    { header: 'SimOptimal%', value: (row) => row.simOptimalPct.toFixed(2) },
    { header: 'Top1Own%', value: (row) => row.top1OwnershipPct.toFixed(2) },
    { header: 'ProjOwn%', value: (row) => row.projectedOwnership.toFixed(2) },
    { header: 'Leverage', value: (row) => row.leveragePct.toFixed(2) },
    ...(showsCaptain(players)
      ? [
          {
            header: 'SimOptimalCPT%',
            value: (row: PlayerResult) => fixed2(row.simOptimalCaptainPct),
          },
          { header: 'Top1CPT%', value: (row: PlayerResult) => fixed2(row.top1CaptainOwnershipPct) },
          {
            header: 'ProjCPT%',
            value: (row: PlayerResult) => fixed2(row.projectedCaptainOwnership),
          },
          {
            header: 'FieldCPT%',
            value: (row: PlayerResult) => fixed2(row.fieldCaptainOwnershipPct),
          },
        ]
      : []),
  ])

const lineupCsvColumns = (slots: readonly string[]): CsvColumn<LineupResult>[] => [
  { header: 'Lineup', value: (row) => row.number },
  ...slots.map((slot, index) => ({
    header: slot,
    value: (row: LineupResult) => {
      const player = row.players[index]
      return player === undefined ? '' : `${player.name} (${player.id})`
    },
  })),
  { header: 'Mean', value: (row) => row.meanPoints.toFixed(2) },
  { header: 'SD', value: (row) => row.sdPoints.toFixed(2) },
  { header: 'Win%', value: (row) => row.winPct.toFixed(3) },
  { header: 'Top1%', value: (row) => row.top1Pct.toFixed(2) },
  { header: 'Cash%', value: (row) => row.cashPct.toFixed(2) },
  { header: 'ExpectedPayout', value: (row) => row.expectedPayout.toFixed(2) },
  { header: 'ROI%', value: (row) => row.roiPct.toFixed(2) },
  { header: 'Duplicates', value: (row) => row.fieldDuplicates },
]

/**
 * The lineup results as CSV, one slot column per roster slot.
 * @example lineupResultsCsv(['QB'], lineups).split('\r\n')[0] // 'Lineup,QB,Mean,SD,…'
 */
export const lineupResultsCsv = (
  slots: readonly string[],
  lineups: readonly LineupResult[],
): string => toCsv(lineups, lineupCsvColumns(slots))
