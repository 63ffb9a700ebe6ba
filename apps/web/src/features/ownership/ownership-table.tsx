import { Group, Select, Stack, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { Contest } from '@slatelab/domain/entities/contest'
import { truncateContestName } from '@slatelab/domain/constants'
import { useMediaQuery } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import { toCsv, type CsvColumn } from '../../shared/table/csv-export'
import { ExportCsvButton } from '../../shared/table/export-csv-button'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { numberColumn } from '../../shared/table/number-column'
import { formatPercent, formatPoints, formatSalary } from './ownership-format'
import {
  captainColumnsOf,
  filterOwnershipRows,
  type OwnershipFilters,
  type OwnershipRow,
} from './ownership-rows'

type OwnershipTableProps = {
  readonly rows: readonly OwnershipRow[]
  readonly contests: readonly Contest[]
  readonly loading: boolean
  /** The slate has not locked: projected ownership only. */
  readonly preLock: boolean
}

const numeric = { numeric: true } as const

/** A phone: the table leads with ownership (Mantine's `sm` breakpoint). */
const phoneQuery = '(max-width: 48em)'

const percentColumn = (
  id: string,
  header: string,
  value: (row: OwnershipRow) => number | null | undefined,
) => numberColumn(id, header, value, formatPercent)

const projectedOwnershipColumn = percentColumn(
  'projectedOwnership',
  'Proj %',
  (row) => row.projectedOwnership,
)

const pointsColumn = (preLock: boolean): DataColumn<OwnershipRow> =>
  preLock
    ? {
        id: 'projectedPoints',
        header: 'Proj pts',
        accessorFn: (row) => row.projectedPoints ?? -Infinity,
        cell: (info) => formatPoints(info.row.original.projectedPoints),
        meta: numeric,
      }
    : {
        id: 'actualPoints',
        header: 'Actual',
        accessorFn: (row) => row.actualPoints ?? -Infinity,
        cell: (info) => formatPoints(info.row.original.actualPoints),
        meta: numeric,
      }

/** Which captain columns show (`captainColumnsOf`): none on a classic slate. */
type CaptainColumns = ReturnType<typeof captainColumnsOf>

/** The projection's ownership; on a showdown slate its captain and flex parts beside it. */
const projectedColumnsFor = (captain: CaptainColumns): DataColumn<OwnershipRow>[] => [
  projectedOwnershipColumn,
  ...(captain.projected
    ? [
        percentColumn('projectedCaptain', 'Proj CPT %', (row) => row.projectedCaptainOwnership),
        percentColumn('projectedFlex', 'Proj FLEX %', (row) => row.projectedFlexOwnership),
      ]
    : []),
]

/**
 * A contest's ownership in any slot; for the lead contest of a single-game slate also as
 * captain and outside it, right after.
 */
const contestColumnsFor = (
  contest: Contest,
  { lead, captain }: { readonly lead: boolean; readonly captain: CaptainColumns },
): DataColumn<OwnershipRow>[] => [
  {
    ...percentColumn(
      `own-${contest.contestId}`,
      `${truncateContestName(contest.title)} %`,
      (row) => row.ownershipByContest[contest.contestId],
    ),
    meta: { numeric: true, wrapHeader: true },
  },
  ...(lead && captain.actual
    ? [
        percentColumn('captain', 'CPT %', (row) => row.captainByContest[contest.contestId]),
        percentColumn('flex', 'FLEX %', (row) => row.flexByContest[contest.contestId]),
      ]
    : []),
]

/**
 * Ownership columns: before lock the projection's only; after it one per visible contest, the
 * projection's beside them and the lead contest's splits. On a single-game slate the lead
 * contest's and the projection's captain and flex parts follow their totals.
 */
const ownershipColumnsFor = (
  contests: readonly Contest[],
  preLock: boolean,
  captain: CaptainColumns,
): DataColumn<OwnershipRow>[] =>
  preLock
    ? projectedColumnsFor(captain)
    : [
        ...contests.flatMap((contest, index) =>
          contestColumnsFor(contest, { lead: index === 0, captain }),
        ),
        ...projectedColumnsFor(captain),
        percentColumn('ownership1', 'Top 1%', (row) => row.ownership1),
        percentColumn('ownership10', 'Top 10%', (row) => row.ownership10),
        percentColumn('ownership20', 'Top 20%', (row) => row.ownership20),
        numberColumn(
          'leverage',
          'Leverage',
          (row: OwnershipRow) => row.leverage,
          (value) => `${value > 0 ? '+' : ''}${value.toFixed(1)}`,
        ),
      ]

/**
 * Columns of the player table. On a phone the ownership columns come right after the name,
 * so they are on screen without scrolling sideways; the player's details follow.
 */
const columnsFor = (
  contests: readonly Contest[],
  {
    preLock,
    narrow,
    captain,
  }: { readonly preLock: boolean; readonly narrow: boolean; readonly captain: CaptainColumns },
): DataColumn<OwnershipRow>[] => {
  const player: DataColumn<OwnershipRow> = {
    id: 'player',
    header: 'Player',
    accessorFn: (row) => row.playerName,
    cell: (info) => (
      <PlayerLink playerId={info.row.original.playerId}>{info.row.original.playerName}</PlayerLink>
    ),
  }
  const details: DataColumn<OwnershipRow>[] = [
    { id: 'position', header: 'Pos', accessorFn: (row) => row.position },
    { id: 'team', header: 'Team', accessorFn: (row) => row.team ?? '' },
    {
      id: 'salary',
      header: 'Salary',
      accessorFn: (row) => row.salary,
      cell: (info) => formatSalary(info.row.original.salary),
      meta: numeric,
    },
    pointsColumn(preLock),
  ]
  const ownership = ownershipColumnsFor(contests, preLock, captain)
  return narrow ? [player, ...ownership, ...details] : [player, ...details, ...ownership]
}

/** The export's columns; on a single-game slate every contest's captain and flex parts too. */
const csvColumnsFor = (
  contests: readonly Contest[],
  captain: CaptainColumns,
): CsvColumn<OwnershipRow>[] => [
  { header: 'Player', value: (row) => row.playerName },
  { header: 'Position', value: (row) => row.position },
  { header: 'Team', value: (row) => row.team },
  { header: 'Salary', value: (row) => row.salary },
  { header: 'Actual points', value: (row) => row.actualPoints },
  { header: 'Projected points', value: (row) => row.projectedPoints },
  { header: 'Projected own%', value: (row) => row.projectedOwnership },
  ...(captain.projected
    ? [
        {
          header: 'Projected CPT own%',
          value: (row: OwnershipRow) => row.projectedCaptainOwnership,
        },
        { header: 'Projected FLEX own%', value: (row: OwnershipRow) => row.projectedFlexOwnership },
      ]
    : []),
  ...contests.flatMap((contest): CsvColumn<OwnershipRow>[] => [
    {
      header: `${contest.title} own%`,
      value: (row) => row.ownershipByContest[contest.contestId] ?? null,
    },
    ...(captain.actual
      ? [
          {
            header: `${contest.title} CPT own%`,
            value: (row: OwnershipRow) => row.captainByContest[contest.contestId] ?? null,
          },
          {
            header: `${contest.title} FLEX own%`,
            value: (row: OwnershipRow) => row.flexByContest[contest.contestId] ?? null,
          },
        ]
      : []),
  ]),
  { header: 'Top 1% own%', value: (row) => row.ownership1 },
  { header: 'Top 10% own%', value: (row) => row.ownership10 },
  { header: 'Top 20% own%', value: (row) => row.ownership20 },
  { header: 'Leverage', value: (row) => row.leverage },
]

const optionsOf = (values: readonly (string | null)[]) =>
  [...new Set(values.filter((value): value is string => value !== null && value !== ''))].sort()

/** The player table with its filters and CSV export. */
export function OwnershipTable({ rows, contests, loading, preLock }: OwnershipTableProps) {
  const narrow = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false })
  const [filters, setFilters] = useState<OwnershipFilters>({
    position: null,
    team: null,
    search: '',
  })
  const shown = useMemo(() => filterOwnershipRows(rows, filters), [rows, filters])
  const captain = useMemo(() => captainColumnsOf(rows, contests), [rows, contests])
  const columns = useMemo(
    () => columnsFor(contests, { preLock, narrow, captain }),
    [contests, preLock, narrow, captain],
  )
  const positions = useMemo(() => optionsOf(rows.map((row) => row.position)), [rows])
  const teams = useMemo(() => optionsOf(rows.map((row) => row.team)), [rows])
  const leadColumn = preLock
    ? 'projectedOwnership'
    : contests[0]
      ? `own-${contests[0].contestId}`
      : 'salary'

  return (
    <Stack gap="sm">
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label="Search players"
          placeholder="Name"
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.currentTarget.value })}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Position"
          placeholder="All positions"
          data={positions}
          value={filters.position}
          onChange={(position) => setFilters({ ...filters, position })}
          clearable
          w={{ base: '47%', xs: 150 }}
        />
        <Select
          label="Team"
          placeholder="All teams"
          data={teams}
          value={filters.team}
          onChange={(team) => setFilters({ ...filters, team })}
          clearable
          searchable
          w={{ base: '47%', xs: 150 }}
        />
        <ExportCsvButton
          fileName="ownership.csv"
          disabled={shown.length === 0}
          csv={() => toCsv(shown, csvColumnsFor(contests, captain))}
        />
      </Group>
      <DataTable
        key={leadColumn}
        data={shown}
        columns={columns}
        label="Player ownership"
        getRowId={(row) => String(row.playerId)}
        emptyText={loading ? 'Loading players…' : 'No players match.'}
        initialSorting={[{ id: leadColumn, desc: true }]}
        height={520}
      />
    </Stack>
  )
}
