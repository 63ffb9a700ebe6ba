import {
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { useAppDispatch } from '../../shared/store/store-hooks'
import {
  userSortKeys,
  type ContestData,
  type ContestUser,
  type UserSortKey,
} from '@slatelab/contract/contests.contract'
import { pageSize } from './contests-api'
import { formatCount, formatLeverage, formatMoney, formatRoi, formatShare } from './contests-format'
import { userOpened, usersPaged, usersSearched, usersSorted } from './contests-slice'
import { lineupColumn } from './lineup-column'

const numeric = { numeric: true } as const

const isSortKey = (id: string): id is UserSortKey =>
  (userSortKeys as readonly string[]).includes(id)

const userColumns: DataColumn<ContestUser>[] = [
  { id: 'userId', header: 'User', accessorFn: (row) => row.userId, enableSorting: false },
  { id: 'bestRank', header: 'Best rank', accessorFn: (row) => row.bestRank, meta: numeric },
  {
    id: 'totalRosters',
    header: 'Entries',
    accessorFn: (row) => row.totalRosters,
    meta: numeric,
  },
  {
    id: 'uniqueRosters',
    header: 'Unique',
    accessorFn: (row) => row.uniqueRosters,
    enableSorting: false,
    meta: numeric,
  },
  {
    id: 'maxExposure',
    header: 'Max exposure',
    accessorFn: (row) => row.maxExposure,
    cell: (info) => formatShare(info.row.original.maxExposure),
    meta: numeric,
  },
  {
    id: 'lineupsCashing',
    header: 'Cashing',
    accessorFn: (row) => row.lineupsCashing,
    meta: numeric,
  },
  {
    id: 'totalWinning',
    header: 'Won',
    accessorFn: (row) => row.totalWinning,
    cell: (info) => formatMoney(info.row.original.totalWinning),
    meta: numeric,
  },
  {
    id: 'ROI',
    header: 'ROI',
    accessorFn: (row) => row.ROI,
    cell: (info) => formatRoi(info.row.original.ROI),
    meta: numeric,
  },
]

type UsersPanelProps = {
  readonly data: ContestData
  readonly sort: UserSortKey
  readonly descending: boolean
  readonly search: string
  readonly openedUserId: string | null
}

/** One user's lineups and exposures, with player names from the contest's players. */
function UserDetail({ data }: { readonly data: ContestData }) {
  const dispatch = useAppDispatch()
  const names = useMemo(
    () => new Map(data.players.map((player) => [player.playerId, player.playerName])),
    [data.players],
  )
  const user = data.user
  if (user === null) return null
  type Exposure = (typeof user.exposures)[number]
  type Lineup = (typeof user.lineups)[number]
  const exposureColumns: DataColumn<Exposure>[] = [
    {
      id: 'player',
      header: 'Player',
      accessorFn: (row) =>
        `${names.get(row.playerId) ?? row.playerId}${row.isCaptain ? ' (CPT)' : ''}`,
      cell: ({ row: { original } }) => (
        <>
          <PlayerLink playerId={original.playerId}>
            {names.get(original.playerId) ?? original.playerId}
          </PlayerLink>
          {original.isCaptain ? ' (CPT)' : ''}
        </>
      ),
    },
    { id: 'playerCt', header: 'Entries', accessorFn: (row) => row.playerCt, meta: numeric },
    {
      id: 'playerExposure',
      header: 'Exposure',
      accessorFn: (row) => row.playerExposure,
      cell: (info) => formatShare(info.row.original.playerExposure),
      meta: numeric,
    },
    {
      id: 'playerLeverage',
      header: 'Leverage',
      accessorFn: (row) => row.playerLeverage,
      cell: (info) => formatLeverage(info.row.original.playerLeverage),
      meta: numeric,
    },
  ]
  const lineupColumns: DataColumn<Lineup>[] = [
    { id: 'lineupRank', header: 'Best rank', accessorFn: (row) => row.lineupRank, meta: numeric },
    { id: 'lineupCt', header: 'Copies in field', accessorFn: (row) => row.lineupCt, meta: numeric },
    lineupColumn<Lineup>(names),
  ]
  return (
    <Paper withBorder radius="md" p="md" aria-label={`User ${user.userId}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {user.userId}: {formatCount(user.totalRosters)} entries,{' '}
            {formatMoney(user.totalWinning)} won on {formatMoney(user.totalEntryCost)} (
            {formatRoi(user.ROI)})
          </Title>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconX size={14} />}
            onClick={() => dispatch(userOpened(null))}
          >
            Close
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DataTable
            data={user.exposures}
            columns={exposureColumns}
            label={`Exposures of ${user.userId}`}
            getRowId={(row) => `${row.playerId}:${row.isCaptain ? 'C' : 'P'}`}
            emptyText="No exposures."
            height={320}
          />
          <DataTable
            data={user.lineups}
            columns={lineupColumns}
            label={`Lineups of ${user.userId}`}
            getRowId={(row) => row.lineupHash}
            emptyText="No lineups."
            height={320}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

/** The contest's users, paged, sorted and searched on the server; a click opens one. */
export function ContestUsersPanel({
  data,
  sort,
  descending,
  search,
  openedUserId,
}: UsersPanelProps) {
  const dispatch = useAppDispatch()
  const [typed, setTyped] = useState(search)
  useEffect(() => {
    if (typed === search) return
    // Search once typing pauses, not on every key.
    const timer = setTimeout(() => dispatch(usersSearched(typed)), 300)
    return () => clearTimeout(timer)
  }, [dispatch, typed, search])
  const pages = Math.max(1, Math.ceil(data.users.total / pageSize))
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" wrap="wrap">
        <TextInput
          label="Search users"
          placeholder="User name"
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
        <Text size="sm" c="dimmed">
          {formatCount(data.users.total)} users · click one for lineups and exposures
        </Text>
      </Group>
      <DataTable
        data={data.users.rows}
        columns={userColumns}
        label="Contest users"
        getRowId={(row) => row.userId}
        emptyText="No users."
        height={420}
        serverSorting={{
          sorting: [{ id: sort, desc: descending }],
          onSortingChange: (sorting) => {
            const [first] = sorting
            if (first && isSortKey(first.id))
              dispatch(usersSorted({ sort: first.id, descending: first.desc }))
            else dispatch(usersSorted({ sort: 'bestRank', descending: false }))
          },
        }}
        onRowClick={(row) => dispatch(userOpened(row.userId))}
        selectedRowId={openedUserId ?? undefined}
      />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.floor(data.users.offset / pageSize) + 1}
          onChange={(page) => dispatch(usersPaged((page - 1) * pageSize))}
          size="sm"
          aria-label="Users pages"
        />
      )}
      <UserDetail data={data} />
    </Stack>
  )
}
