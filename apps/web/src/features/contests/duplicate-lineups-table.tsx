import { Pagination, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { useAppDispatch } from '../../shared/store/store-hooks'
import type { ContestData, DuplicateLineupRow } from '@slatelab/contract/contests.contract'
import { pageSize } from './contests-api'
import { formatCount, formatMoney, formatPoints } from './contests-format'
import { lineupsPaged } from './contests-slice'
import { lineupColumn } from './lineup-column'

const numeric = { numeric: true } as const

/** The most-copied lineups and how they finished, most copies first. */
export function DuplicateLineupsTable({ data }: { readonly data: ContestData }) {
  const dispatch = useAppDispatch()
  const columns = useMemo((): DataColumn<DuplicateLineupRow>[] => {
    const names = new Map(data.players.map((player) => [player.playerId, player.playerName]))
    return [
      { id: 'lineupCt', header: 'Copies', accessorFn: (row) => row.lineupCt, meta: numeric },
      { id: 'lineupRank', header: 'Best rank', accessorFn: (row) => row.lineupRank, meta: numeric },
      {
        id: 'points',
        header: 'Points',
        accessorFn: (row) => row.points,
        cell: (info) => formatPoints(info.row.original.points),
        meta: numeric,
      },
      {
        id: 'payout',
        header: 'Won each',
        accessorFn: (row) => row.payout,
        cell: (info) => formatMoney(info.row.original.payout),
        meta: numeric,
      },
      lineupColumn<DuplicateLineupRow>(names),
    ]
  }, [data.players])
  const pages = Math.max(1, Math.ceil(data.lineups.total / pageSize))
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {formatCount(data.lineups.total)} lineups were entered more than once, by{' '}
        {formatCount(data.duplicateLineups)} entries in all.
      </Text>
      <DataTable
        data={data.lineups.rows}
        columns={columns}
        label="Duplicated lineups"
        getRowId={(row) => row.lineupHash}
        emptyText="Every lineup in this contest is unique."
        height={420}
      />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.floor(data.lineups.offset / pageSize) + 1}
          onChange={(page) => dispatch(lineupsPaged((page - 1) * pageSize))}
          size="sm"
          aria-label="Duplicated lineups pages"
        />
      )}
    </Stack>
  )
}
