import { Pagination, Stack, Text } from '@mantine/core'
import { Fragment, useMemo } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { useAppDispatch } from '../../shared/store/store-hooks'
import type { ContestData, DuplicateLineupRow } from '@slatelab/contract/contests.contract'
import { pageSize } from './contests-api'
import { formatCount, formatMoney, formatPoints } from './contests-format'
import { lineupsPaged } from './contests-slice'

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
      {
        id: 'lineup',
        header: 'Lineup',
        enableSorting: false,
        accessorFn: (row) =>
          row.lineup
            .map((slot) => `${slot.rosterSlot} ${names.get(slot.playerId) ?? slot.playerId}`)
            .join(' · '),
        cell: ({ row: { original } }) =>
          original.lineup.map((slot, index) => (
            <Fragment key={`${slot.rosterSlot}:${slot.playerId}`}>
              {index === 0 ? '' : ' · '}
              {slot.rosterSlot}{' '}
              <PlayerLink playerId={slot.playerId}>
                {names.get(slot.playerId) ?? slot.playerId}
              </PlayerLink>
            </Fragment>
          )),
      },
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
