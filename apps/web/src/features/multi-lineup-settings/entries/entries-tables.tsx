import { Badge, Group, Text } from '@mantine/core'
import type { Entries } from '@slatelab/contract/late-swap.contract'
import { useMemo } from 'react'
import { InjuryBadge } from '../../../shared/lineup-alerts/injury-badge'
import { DataTable, type DataColumn } from '../../../shared/table/data-table'

type Contest = Entries['contests'][number]
type EntryPlayer = Contest['entries'][number]['players'][number]
/** One entry of the file with its contest's name, as a table row. */
export type EntryRow = Contest['entries'][number] & { readonly contestName: string }
type Exposure = Entries['exposures'][number]

const numeric = { numeric: true } as const

/**
 * The file's entries in file order (contest by contest), each with its contest's name.
 * @example entryRows(entries)[0] // { entryId: '4410000001', contestName: 'NFL $3 Flea Flicker', held: false, players: [] }
 */
export const entryRows = (entries: Entries): readonly EntryRow[] =>
  entries.contests.flatMap((contest) =>
    contest.entries.map((entry) => ({ ...entry, contestName: contest.contestName })),
  )

/** A slot's player with his injury badge when the answer carries a status. */
export function SlotPlayer({ player }: { readonly player: EntryPlayer | undefined }) {
  if (player === undefined) return null
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {player.name}
      </Text>
      <InjuryBadge status={player.injuryStatus} />
    </Group>
  )
}

const entryColumns = (slots: readonly string[]): DataColumn<EntryRow>[] => [
  { id: 'entryId', header: 'Entry ID', accessorFn: (row) => row.entryId },
  { id: 'contest', header: 'Contest', accessorFn: (row) => row.contestName },
  {
    id: 'held',
    header: 'Lineup',
    accessorFn: (row) => (row.held ? 'held' : 'empty'),
    cell: (info) =>
      info.row.original.held ? (
        <Badge size="sm" variant="light">
          Held
        </Badge>
      ) : (
        <Text size="sm" c="dimmed" span>
          Empty
        </Text>
      ),
  },
  ...slots.map((slot, index): DataColumn<EntryRow> => ({
    id: `slot-${index}`,
    header: slot,
    accessorFn: (row) => row.players[index]?.name ?? '',
    cell: (info) => <SlotPlayer player={info.row.original.players[index]} />,
  })),
]

/** Every entry of the file with the lineup it holds, slot by slot. */
export function EntriesTable({ entries }: { readonly entries: Entries }) {
  const rows = useMemo(() => entryRows(entries), [entries])
  const columns = useMemo(() => entryColumns(entries.slots), [entries.slots])
  return (
    <DataTable
      data={rows}
      columns={columns}
      label="Entries"
      getRowId={(row) => row.entryId}
      emptyText="The file has no entries."
      height={360}
    />
  )
}

const percent = (value: number) => value.toFixed(1)

const exposureColumns: DataColumn<Exposure>[] = [
  { id: 'name', header: 'Player', accessorFn: (row) => row.name },
  { id: 'entries', header: 'Entries', accessorFn: (row) => row.entries, meta: numeric },
  {
    id: 'entryPct',
    header: 'Of entries %',
    accessorFn: (row) => row.entryPct,
    cell: (info) => percent(info.row.original.entryPct),
    meta: numeric,
  },
  { id: 'lineups', header: 'Lineups', accessorFn: (row) => row.lineups, meta: numeric },
  {
    id: 'lineupPct',
    header: 'Of lineups %',
    accessorFn: (row) => row.lineupPct,
    cell: (info) => percent(info.row.original.lineupPct),
    meta: numeric,
  },
]

/** Each held player's share of the entries with a lineup and of the distinct lineups. */
export function EntryExposuresTable({ entries }: { readonly entries: Entries }) {
  return (
    <DataTable
      data={entries.exposures}
      columns={exposureColumns}
      label="Entry exposures"
      getRowId={(row) => row.playerId}
      emptyText="No entry holds a lineup yet: fill the file from a build."
      height={360}
      initialSorting={[{ id: 'entryPct', desc: true }]}
    />
  )
}
