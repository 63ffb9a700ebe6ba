import { Badge, Group } from '@mantine/core'
import { sportIds } from '@slatelab/domain/sports'
import { useMemo } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import type { ContestDataPlayer } from '@slatelab/contract/contests.contract'
import { formatPoints, formatShare } from './contests-format'

const numeric = { numeric: true } as const

const share = (
  id: 'ownership' | 'ownership20' | 'ownership10' | 'ownership1',
  header: string,
): DataColumn<ContestDataPlayer> => ({
  id,
  header,
  accessorFn: (row) => row[id],
  cell: (info) => formatShare(info.row.original[id]),
  meta: numeric,
})

const columnsFor = (isGolf: boolean): DataColumn<ContestDataPlayer>[] => [
  {
    id: 'player',
    header: 'Player',
    accessorFn: (row) => row.playerName,
    cell: (info) => (
      <Group gap={6} wrap="nowrap">
        <PlayerLink playerId={info.row.original.playerId}>
          {info.row.original.playerName}
        </PlayerLink>
        {info.row.original.isCaptain && (
          <Badge size="xs" variant="light" color="orange">
            {info.row.original.rosterPosition}
          </Badge>
        )}
      </Group>
    ),
  },
  { id: 'position', header: 'Pos', accessorFn: (row) => row.position },
  { id: 'team', header: 'Team', accessorFn: (row) => row.team ?? '' },
  {
    id: 'salary',
    header: 'Salary',
    accessorFn: (row) => row.salary ?? 0,
    cell: (info) =>
      info.row.original.salary === null
        ? '—'
        : `$${info.row.original.salary.toLocaleString('en-US')}`,
    meta: numeric,
  },
  {
    id: 'actualPoints',
    header: 'Actual',
    accessorFn: (row) => row.actualPoints ?? -Infinity,
    cell: (info) => formatPoints(info.row.original.actualPoints),
    meta: numeric,
  },
  share('ownership', 'Own %'),
  share('ownership20', 'Top 20%'),
  share('ownership10', 'Top 10%'),
  share('ownership1', 'Top 1%'),
  ...(isGolf
    ? [
        {
          id: 'madeCut',
          header: 'Made cut',
          accessorFn: (row: ContestDataPlayer) =>
            row.madeCut === null ? '' : row.madeCut ? 'Yes' : 'No',
        } satisfies DataColumn<ContestDataPlayer>,
      ]
    : []),
]

/** Every ownership row of the contest with its top-of-field splits; golf adds made-cut. */
export function ContestPlayersTable({
  players,
  sportId,
}: {
  readonly players: readonly ContestDataPlayer[]
  readonly sportId: number
}) {
  const columns = useMemo(() => columnsFor(sportId === sportIds.PGA), [sportId])
  return (
    <DataTable
      data={players}
      columns={columns}
      label="Contest ownership"
      getRowId={(row) => `${row.playerId}:${row.isCaptain ? 'C' : 'P'}`}
      emptyText="No entries are stored for this contest yet: an admin fills them by uploading its standings below."
      initialSorting={[{ id: 'ownership', desc: true }]}
      height={460}
    />
  )
}
