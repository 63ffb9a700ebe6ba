import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { OwnershipPlayer } from '@slatelab/contract/contests.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { selectNavbarSelection } from '../../shared/navbar/navbar-slice'
import { writeSelection } from '../../shared/navbar/navbar-url'
import { PlayerLink } from '../../shared/player-card/player-link'
import { ActiveProjectionsNote } from '../../shared/projections/active-projections-note'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { formatCount, formatMoney, formatPoints, formatShare } from './contests-format'

/** What kind of contest it is, in the lobby's words. */
const contestKind = (contest: Contest): string =>
  contest.isDoubleUp
    ? 'Double up'
    : contest.isFiftyFifty
      ? '50/50'
      : contest.contestSize <= 2
        ? 'Head-to-head'
        : contest.isGuaranteed
          ? 'GPP'
          : 'Tournament'

/**
 * The slate's contests as the site's lobby lists them before lock: fee, spots, entries a
 * user may make and prizes, the biggest prize pool first. A name opens that contest.
 */
export function ContestLobby({
  contests,
  chosenId,
}: {
  readonly contests: readonly Contest[]
  readonly chosenId: number
}) {
  const selection = useSelector(selectNavbarSelection)
  const { pathname, search } = useLocation()
  const sorted = useMemo(
    () => contests.toSorted((a, b) => b.totalPrizes - a.totalPrizes || a.contestId - b.contestId),
    [contests],
  )
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Lobby
        </Title>
        <Table.ScrollContainer minWidth={340}>
          <Table striped highlightOnHover aria-label="Contest lobby" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Contest</Table.Th>
                <Table.Th ta="right">Fee</Table.Th>
                <Table.Th ta="right">Spots</Table.Th>
                <Table.Th ta="right" title="Entries one user may make">
                  Max
                </Table.Th>
                <Table.Th ta="right">Prizes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((contest) => (
                <Table.Tr
                  key={contest.contestId}
                  aria-selected={contest.contestId === chosenId}
                  fw={contest.contestId === chosenId ? 600 : undefined}
                >
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <Anchor
                        component={Link}
                        size="sm"
                        to={{
                          pathname,
                          search: writeSelection(new URLSearchParams(search), pathname, {
                            ...selection,
                            contestId: contest.contestId,
                          }),
                        }}
                      >
                        {contest.title}
                      </Anchor>
                      <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                        {contestKind(contest)}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(contest.entryCost)}</Table.Td>
                  <Table.Td ta="right">{formatCount(contest.contestSize)}</Table.Td>
                  <Table.Td ta="right">{formatCount(contest.multiEntryMax)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(contest.totalPrizes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  )
}

const numeric = { numeric: true } as const

/** Ownership right after the name, so a phone shows it without scrolling sideways. */
const projectedColumns: DataColumn<OwnershipPlayer>[] = [
  {
    id: 'player',
    header: 'Player',
    accessorFn: (row) => row.playerName,
    cell: (info) => (
      <PlayerLink playerId={info.row.original.playerId}>{info.row.original.playerName}</PlayerLink>
    ),
  },
  {
    id: 'projectedOwnership',
    header: 'Proj own %',
    accessorFn: (row) => row.projectedOwnership ?? -Infinity,
    cell: (info) => formatShare(info.row.original.projectedOwnership),
    meta: numeric,
  },
  {
    id: 'projectedPoints',
    header: 'Proj pts',
    accessorFn: (row) => row.projectedPoints ?? -Infinity,
    cell: (info) => formatPoints(info.row.original.projectedPoints),
    meta: numeric,
  },
  { id: 'position', header: 'Pos', accessorFn: (row) => row.position },
  { id: 'team', header: 'Team', accessorFn: (row) => row.team ?? '' },
  {
    id: 'salary',
    header: 'Salary',
    accessorFn: (row) => row.salary,
    cell: (info) => formatMoney(info.row.original.salary),
    meta: numeric,
  },
]

/** The slate's players by projected ownership: what the field is expected to play. */
export function ProjectedOwnershipTable({
  contestGroupId,
  players,
  loading,
}: {
  readonly contestGroupId: number
  readonly players: readonly OwnershipPlayer[]
  readonly loading: boolean
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Projected ownership
        </Title>
        <Text size="sm" c="dimmed">
          From the slate’s projections; the contests’ own ownership replaces it at lock.
        </Text>
        <ActiveProjectionsNote contestGroupId={contestGroupId} />
        <DataTable
          data={players}
          columns={projectedColumns}
          label="Projected ownership"
          getRowId={(row) => String(row.playerId)}
          emptyText={loading ? 'Loading players…' : 'This slate has no projections yet.'}
          initialSorting={[{ id: 'projectedOwnership', desc: true }]}
          height={480}
        />
      </Stack>
    </Paper>
  )
}
