import type { InjuryReportRow } from '@slatelab/domain/entities/news-story'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { PlayerLink } from '../../shared/player-card/player-link'
import { InjuryStatusBadge } from '../../shared/ui/injury-status-badge'

const columns: DataColumn<InjuryReportRow>[] = [
  {
    id: 'player',
    header: 'Player',
    accessorFn: (row) => row.lastName,
    cell: (info) => (
      <PlayerLink playerId={info.row.original.playerId}>{info.row.original.name}</PlayerLink>
    ),
  },
  { id: 'team', header: 'Team', accessorFn: (row) => row.team ?? '' },
  { id: 'position', header: 'Pos', accessorFn: (row) => row.position },
  {
    id: 'status',
    header: 'Status',
    // The SPEC §5 order, then last name (the server's order).
    accessorFn: (row) => row.statusSort,
    cell: (info) => <InjuryStatusBadge status={info.row.original.status} />,
  },
  { id: 'injury', header: 'Injury', accessorFn: (row) => row.injury },
]

/** The day's injury report, by status from Probable to Out, sortable by any column. */
export function InjuryReportTable({
  rows,
  loading,
}: {
  readonly rows: readonly InjuryReportRow[]
  readonly loading: boolean
}) {
  return (
    <DataTable
      data={rows}
      columns={columns}
      label="Injury report"
      getRowId={(row) => String(row.playerId)}
      emptyText={loading ? 'Loading the injury report…' : 'No one is on the injury report.'}
      height={560}
    />
  )
}
