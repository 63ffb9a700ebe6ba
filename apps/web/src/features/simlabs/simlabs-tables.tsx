import { Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Fragment, useMemo } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import { toCsv, type CsvColumn } from '../../shared/table/csv-export'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { numberColumn } from '../../shared/table/number-column'
import type { LineupResult, PlayerResult } from '@slatelab/contract/simlabs.contract'

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

const lineupColumns: DataColumn<LineupResult>[] = [
  numberColumn('number', '#', (row) => row.number, String),
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
  numberColumn(
    'meanPoints',
    'Mean',
    (row) => row.meanPoints,
    (v) => v.toFixed(2),
  ),
  numberColumn(
    'sdPoints',
    'SD',
    (row) => row.sdPoints,
    (v) => v.toFixed(2),
  ),
  numberColumn(
    'winPct',
    'Win %',
    (row) => row.winPct,
    (v) => pct(v, 3),
  ),
  numberColumn(
    'top1Pct',
    'Top 1%',
    (row) => row.top1Pct,
    (v) => pct(v),
  ),
  numberColumn(
    'cashPct',
    'Cash %',
    (row) => row.cashPct,
    (v) => pct(v, 1),
  ),
  numberColumn('expectedPayout', 'Exp. payout', (row) => row.expectedPayout, money),
  numberColumn(
    'roiPct',
    'ROI',
    (row) => row.roiPct,
    (v) => pct(v, 1),
  ),
  numberColumn('fieldDuplicates', 'Dupes', (row) => row.fieldDuplicates, String),
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
) => numberColumn(id, header, read, (value) => pct(value, 1))

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
  numberColumn(
    'salary',
    'Salary',
    (row) => row.salary,
    (v) => `$${v.toLocaleString('en-US')}`,
  ),
  numberColumn(
    'meanPoints',
    'Sim pts',
    (row) => row.meanPoints,
    (v) => v.toFixed(2),
  ),
  numberColumn(
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
  numberColumn(
    'top1OwnershipPct',
    'Top 1% own',
    (row) => row.top1OwnershipPct,
    (v) => pct(v, 1),
  ),
  ...(captain
    ? [captainColumn('top1CaptainOwnershipPct', 'Top 1% CPT', (row) => row.top1CaptainOwnershipPct)]
    : []),
  numberColumn(
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
  numberColumn(
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
