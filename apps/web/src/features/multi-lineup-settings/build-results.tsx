import { Alert, Button, FileButton, Group, Progress, Stack, Tabs, Text } from '@mantine/core'
import { IconDownload, IconFileUpload } from '@tabler/icons-react'
import { useMemo } from 'react'
import { downloadCsv } from '../../shared/table/csv-export'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import type { Build, BuildExposure, BuildLineup } from '@slatelab/contract/optimizer.contract'
import { injuryStatusSort } from '@slatelab/domain/injury-status'
import { lineupStatusOf } from '@slatelab/domain/lineup-status'
import { InjuryBadge } from '../../shared/lineup-alerts/injury-badge'

type BuildResultsProps = {
  readonly build: Build
  readonly onCancel: () => void
  readonly onExport: () => Promise<string | undefined>
  readonly onFillEntries: (csv: string) => Promise<string | undefined>
  /** A player's injury status now (news after the build), for the lineup's status badge. */
  readonly injuryOf?: (playerId: string) => string | null
}

const numeric = { numeric: true } as const

// The worst status a lineup's players have: OUT before doubtful before questionable.
const worstStatus = (lineup: BuildLineup, injuryOf: (playerId: string) => string | null) =>
  lineup.players
    .map((player) => injuryOf(player.id))
    .sort((a, b) => injuryStatusSort(b) - injuryStatusSort(a))
    .find((status) => lineupStatusOf(status) !== null) ?? null

const lineupColumns = (
  slots: readonly string[],
  injuryOf: (playerId: string) => string | null,
): DataColumn<BuildLineup>[] => [
  { id: 'number', header: '#', accessorFn: (row) => row.number, meta: numeric },
  {
    id: 'status',
    header: 'Inj',
    accessorFn: (row) => worstStatus(row, injuryOf) ?? '',
    cell: (info) => <InjuryBadge status={worstStatus(info.row.original, injuryOf)} />,
  },
  {
    id: 'projection',
    header: 'Proj',
    accessorFn: (row) => row.projection,
    cell: (info) => info.row.original.projection.toFixed(2),
    meta: numeric,
  },
  {
    id: 'salary',
    header: 'Salary',
    accessorFn: (row) => row.salary,
    cell: (info) => `$${info.row.original.salary.toLocaleString('en-US')}`,
    meta: numeric,
  },
  {
    id: 'ownership',
    header: 'Own sum %',
    accessorFn: (row) => row.ownership,
    cell: (info) => info.row.original.ownership.toFixed(1),
    meta: numeric,
  },
  {
    id: 'ownershipGeoMean',
    header: 'Own geo-mean %',
    accessorFn: (row) => row.ownershipGeoMean,
    cell: (info) => info.row.original.ownershipGeoMean.toFixed(1),
    meta: numeric,
  },
  {
    id: 'expectedDuplicates',
    header: 'Exp. dupes',
    accessorFn: (row) => row.expectedDuplicates,
    cell: (info) => info.row.original.expectedDuplicates?.toFixed(2) ?? '—',
    meta: numeric,
  },
  { id: 'stack', header: 'Stack', accessorFn: (row) => row.stack },
  ...slots.map((slot, index): DataColumn<BuildLineup> => ({
    id: `slot-${index}`,
    header: slot,
    accessorFn: (row) => row.players[index]?.name ?? '',
  })),
]

const limitText = (exposure: BuildExposure) =>
  `${exposure.minExposurePct > 0 ? `${exposure.minExposurePct}–` : '≤ '}${exposure.maxExposurePct}`

const exposureColumns: DataColumn<BuildExposure>[] = [
  { id: 'name', header: 'Player', accessorFn: (row) => row.name },
  { id: 'lineups', header: 'Lineups', accessorFn: (row) => row.lineups, meta: numeric },
  {
    id: 'exposurePct',
    header: 'Exposure %',
    accessorFn: (row) => row.exposurePct,
    cell: (info) => info.row.original.exposurePct.toFixed(1),
    meta: numeric,
  },
  { id: 'limit', header: 'Limit %', accessorFn: limitText, meta: numeric },
]

/** A build's progress bar and cancel button, then its lineups, exposures and exports. */
const noInjuries = () => null

export function BuildResults({
  build,
  onCancel,
  onExport,
  onFillEntries,
  injuryOf = noInjuries,
}: BuildResultsProps) {
  const running = build.status === 'queued' || build.status === 'running'
  const percent = build.count === 0 ? 0 : Math.round((build.done / build.count) * 100)
  const lineupTableColumns = useMemo(
    () => lineupColumns(build.slots, injuryOf),
    [build.slots, injuryOf],
  )
  const isDraftKings = build.formatKey.startsWith('dk-')

  if (running) {
    return (
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm">
            {build.status === 'queued' ? 'Waiting for a free optimizer…' : 'Building lineups…'}{' '}
            {build.done} / {build.count}
          </Text>
          <Button variant="light" color="red" size="xs" onClick={onCancel}>
            Cancel build
          </Button>
        </Group>
        <Progress value={percent} animated aria-label="Build progress" />
      </Stack>
    )
  }
  if (build.status === 'failed') {
    return (
      <Alert color="red" title="The build failed">
        {build.error}
      </Alert>
    )
  }
  if (build.status === 'cancelled') {
    return <Alert color="yellow" title="Build cancelled" />
  }
  if (build.status === 'interrupted') {
    return (
      <Alert color="yellow" title="Build interrupted">
        {build.error}. Start it again to build its lineups.
      </Alert>
    )
  }

  const download = async (fileName: string, csv: Promise<string | undefined>) => {
    const text = await csv
    if (text !== undefined) downloadCsv(fileName, text)
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {build.lineups.length} lineups, best projection {build.lineups[0]?.projection.toFixed(2)}
        </Text>
        <Group gap="xs">
          <Button
            leftSection={<IconDownload size={14} />}
            onClick={() => void download('lineups-upload.csv', onExport())}
          >
            Export upload CSV
          </Button>
          {isDraftKings ? (
            <FileButton
              accept=".csv,text/csv"
              onChange={(file) => {
                if (file !== null) {
                  void file
                    .text()
                    .then((text) => download('DKEntries-filled.csv', onFillEntries(text)))
                }
              }}
            >
              {(props) => (
                <Button variant="light" leftSection={<IconFileUpload size={14} />} {...props}>
                  Fill DKEntries.csv
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
      </Group>
      <Tabs defaultValue="lineups">
        <Tabs.List>
          <Tabs.Tab value="lineups">Lineups</Tabs.Tab>
          <Tabs.Tab value="exposures">Exposures</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lineups" pt="sm">
          <DataTable
            data={build.lineups}
            columns={lineupTableColumns}
            label="Built lineups"
            getRowId={(row) => String(row.number)}
            emptyText="No lineups."
            height={360}
          />
        </Tabs.Panel>
        <Tabs.Panel value="exposures" pt="sm">
          <DataTable
            data={build.exposures}
            columns={exposureColumns}
            label="Player exposures"
            getRowId={(row) => row.playerId}
            emptyText="No exposures."
            height={360}
            initialSorting={[{ id: 'exposurePct', desc: true }]}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
