import { Fragment } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import type { DataColumn } from '../../shared/table/data-table'

type Slot = { readonly rosterSlot: string; readonly playerId: number }

/**
 * A table column of a stored lineup's players, `QB Sam Rivera · RB …`, each name opening the
 * player card; `names` are the contest's players by id.
 */
export const lineupColumn = <Row extends { readonly lineup: readonly Slot[] }>(
  names: ReadonlyMap<number, string>,
): DataColumn<Row> => ({
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
})
