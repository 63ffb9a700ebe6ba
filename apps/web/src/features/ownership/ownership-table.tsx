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
import { formatPercent, formatPoints, formatSalary } from './ownership-format'
import { filterOwnershipRows, type OwnershipFilters, type OwnershipRow } from './ownership-rows'

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

const percentCell = (value: number | null | undefined) => formatPercent(value)

const projectedOwnershipColumn: DataColumn<OwnershipRow> = {
  id: 'projectedOwnership',
  header: 'Proj %',
  accessorFn: (row) => row.projectedOwnership ?? -Infinity,
  cell: (info) => percentCell(info.row.original.projectedOwnership),
  meta: numeric,
}

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

/**
 * Ownership columns: before lock the projection's only; after it one per visible contest, the
 * projection's beside them and the lead contest's splits.
 */
const ownershipColumnsFor = (
  contests: readonly Contest[],
  preLock: boolean,
): DataColumn<OwnershipRow>[] =>
  preLock
    ? [projectedOwnershipColumn]
    : [
        ...contests.map((contest): DataColumn<OwnershipRow> => ({
          id: `own-${contest.contestId}`,
          header: `${truncateContestName(contest.title)} %`,
          accessorFn: (row) => row.ownershipByContest[contest.contestId] ?? -1,
          cell: (info) => percentCell(info.row.original.ownershipByContest[contest.contestId]),
          meta: numeric,
        })),
        projectedOwnershipColumn,
        ...(
          [
            ['ownership1', 'Top 1%'],
            ['ownership10', 'Top 10%'],
            ['ownership20', 'Top 20%'],
            ['leverage', 'Leverage'],
          ] as const
        ).map(([key, header]): DataColumn<OwnershipRow> => ({
          id: key,
          header,
          accessorFn: (row) => row[key] ?? -Infinity,
          cell: (info) =>
            key === 'leverage' && info.row.original.leverage !== null
              ? `${info.row.original.leverage > 0 ? '+' : ''}${info.row.original.leverage.toFixed(1)}`
              : percentCell(info.row.original[key]),
          meta: numeric,
        })),
      ]

/**
 * Columns of the player table. On a phone the ownership columns come right after the name,
 * so they are on screen without scrolling sideways; the player's details follow.
 */
const columnsFor = (
  contests: readonly Contest[],
  { preLock, narrow }: { readonly preLock: boolean; readonly narrow: boolean },
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
  const ownership = ownershipColumnsFor(contests, preLock)
  return narrow ? [player, ...ownership, ...details] : [player, ...details, ...ownership]
}

const csvColumnsFor = (contests: readonly Contest[]): CsvColumn<OwnershipRow>[] => [
  { header: 'Player', value: (row) => row.playerName },
  { header: 'Position', value: (row) => row.position },
  { header: 'Team', value: (row) => row.team },
  { header: 'Salary', value: (row) => row.salary },
  { header: 'Actual points', value: (row) => row.actualPoints },
  { header: 'Projected points', value: (row) => row.projectedPoints },
  { header: 'Projected own%', value: (row) => row.projectedOwnership },
  ...contests.map((contest): CsvColumn<OwnershipRow> => ({
    header: `${contest.title} own%`,
    value: (row) => row.ownershipByContest[contest.contestId] ?? null,
  })),
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
  const columns = useMemo(
    () => columnsFor(contests, { preLock, narrow }),
    [contests, preLock, narrow],
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
          csv={() => toCsv(shown, csvColumnsFor(contests))}
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
