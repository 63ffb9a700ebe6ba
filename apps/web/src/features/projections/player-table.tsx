import { Group, Text } from '@mantine/core'
import type { Projection } from '@slatelab/contract/projections.contract'
import { toCsv, type CsvColumn } from '../../shared/table/csv-export'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { ExportCsvButton } from '../../shared/table/export-csv-button'

/** A player with the system's, the active set's and the blend preview's points. */
export type ComparedPlayer = {
  readonly playerId: number
  readonly playerName: string
  readonly team: string
  readonly position: string
  readonly salary: number | null
  readonly system: number | null
  readonly custom: number | null
  readonly blend: number | null
  /** Active − system, points; null when either is missing. */
  readonly difference: number | null
}

/**
 * Every player of the date with the three projections side by side.
 * @example comparePlayers(system, inForce, blendTop)[0]?.difference // 3.4
 */
export const comparePlayers = (
  system: readonly Projection[],
  custom: readonly Projection[],
  blend: readonly Projection[],
): ComparedPlayer[] => {
  const customOf = new Map(custom.map((player) => [player.playerId, player.projectedPoints]))
  const blendOf = new Map(blend.map((player) => [player.playerId, player.projectedPoints]))
  const known = new Map<number, Projection>()
  for (const player of [...system, ...custom])
    if (!known.has(player.playerId)) known.set(player.playerId, player)
  const systemOf = new Map(system.map((player) => [player.playerId, player.projectedPoints]))
  return [...known.values()].map((player) => {
    const systemPoints = systemOf.get(player.playerId) ?? null
    const customPoints = customOf.get(player.playerId) ?? null
    return {
      playerId: player.playerId,
      playerName: player.playerName,
      team: player.team,
      position: player.position,
      salary: player.playerSalaries[0]?.salary ?? null,
      system: systemPoints,
      custom: customPoints,
      blend: blendOf.get(player.playerId) ?? null,
      difference:
        systemPoints === null || customPoints === null
          ? null
          : Math.round((customPoints - systemPoints) * 100) / 100,
    }
  })
}

const points = (value: number | null) => (value === null ? '–' : value.toFixed(2))

// A difference of a point or more is coloured: green the set is higher, red lower.
const differenceColor = (value: number | null) =>
  value === null || Math.abs(value) < 1 ? undefined : value > 0 ? 'teal' : 'red'

const numberColumn = (
  id: 'system' | 'custom' | 'blend',
  header: string,
): DataColumn<ComparedPlayer> => ({
  id,
  header,
  accessorFn: (player) => player[id] ?? -Infinity,
  cell: ({ row }) => points(row.original[id]),
  meta: { numeric: true },
})

const columns: DataColumn<ComparedPlayer>[] = [
  { id: 'player', header: 'Player', accessorFn: (player) => player.playerName },
  { id: 'team', header: 'Team', accessorFn: (player) => player.team },
  { id: 'position', header: 'Pos', accessorFn: (player) => player.position },
  {
    id: 'salary',
    header: 'Salary',
    accessorFn: (player) => player.salary ?? 0,
    meta: { numeric: true },
  },
  numberColumn('system', 'System'),
  numberColumn('custom', 'Active'),
  numberColumn('blend', 'Blend preview'),
  {
    id: 'difference',
    header: 'Active − system',
    accessorFn: (player) => player.difference ?? 0,
    cell: ({ row }) => (
      <Text
        span
        size="sm"
        fw={differenceColor(row.original.difference) ? 700 : undefined}
        c={differenceColor(row.original.difference)}
      >
        {row.original.difference === null
          ? '–'
          : `${row.original.difference > 0 ? '+' : ''}${row.original.difference.toFixed(2)}`}
      </Text>
    ),
    meta: { numeric: true },
  },
]

const csvColumns: CsvColumn<ComparedPlayer>[] = [
  { header: 'Player', value: (player) => player.playerName },
  { header: 'Team', value: (player) => player.team },
  { header: 'Position', value: (player) => player.position },
  { header: 'Salary', value: (player) => player.salary },
  { header: 'System', value: (player) => player.system },
  { header: 'Active', value: (player) => player.custom },
  { header: 'Blend preview', value: (player) => player.blend },
  { header: 'Difference', value: (player) => player.difference },
]

/** The player table: system vs the active set vs the blend preview, CSV export. */
export function PlayerTable({
  players,
  fileName,
}: {
  readonly players: readonly ComparedPlayer[]
  readonly fileName: string
}) {
  return (
    <>
      <Group justify="flex-end">
        <ExportCsvButton
          fileName={fileName}
          csv={() => toCsv(players, csvColumns)}
          disabled={players.length === 0}
          size="xs"
        />
      </Group>
      {/* Mounted with its rows: the virtualizer measures its box once, on mount. */}
      {players.length === 0 ? (
        <Text size="sm" c="dimmed">
          No players on this date’s slates.
        </Text>
      ) : (
        <DataTable
          data={players}
          columns={columns}
          label="Projections by player"
          getRowId={(player) => String(player.playerId)}
          emptyText="No players on this date’s slates."
          height={480}
          initialSorting={[{ id: 'custom', desc: true }]}
        />
      )}
    </>
  )
}
