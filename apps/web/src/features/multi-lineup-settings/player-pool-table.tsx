import { Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { PlayerLink } from '../../shared/player-card/player-link'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import type { PlayerChoice } from './multi-lineup-settings-api'
import type { PoolPlayer } from '@slatelab/contract/optimizer.contract'
import { InjuryBadge } from '../../shared/lineup-alerts/injury-badge'
import { StarterBadge } from './starter-badge'

type PlayerPoolTableProps = {
  readonly players: readonly PoolPlayer[]
  readonly choices: Readonly<Record<string, PlayerChoice>>
  readonly onChoice: (playerId: string, choice: PlayerChoice) => void
  /** The slate's injured players now, with the latest headline about each. */
  readonly injuries?: ReadonlyMap<
    string,
    { readonly injuryStatus: string; readonly headline: string | null }
  >
}

const numeric = { numeric: true } as const
const fixed = (value: number, digits = 1) => value.toFixed(digits)

const exposureInput = (
  label: string,
  value: number | undefined,
  onChange: (value: number | undefined) => void,
) => (
  <NumberInput
    aria-label={label}
    size="xs"
    w={70}
    min={0}
    max={100}
    hideControls
    value={value ?? ''}
    onChange={(next) => onChange(next === '' ? undefined : Number(next))}
  />
)

/**
 * Sorting by start: batting order first (1–9), then starting pitchers and goalies, then the
 * unknown, then those out of a posted lineup.
 */
const starterSort = (starter: PoolPlayer['starter']): number => {
  if (starter === null) return 30
  const slot = /^Bats (\d)$/.exec(starter.role)
  if (slot !== null) return Number(slot[1])
  return starter.role.startsWith('Start') ? 10 : 40
}

/** The slate's players with projection, floor, ceiling, ownership and value, and build choices. */
const noInjuries: NonNullable<PlayerPoolTableProps['injuries']> = new Map()

export function PlayerPoolTable({
  players,
  choices,
  onChoice,
  injuries = noInjuries,
}: PlayerPoolTableProps) {
  const [search, setSearch] = useState('')
  const hasStarters = players.some((player) => player.starter !== null)
  const hasMinutes = players.some((player) => player.minutes !== null)
  const columns = useMemo((): DataColumn<PoolPlayer>[] => {
    const choose = (player: PoolPlayer, patch: PlayerChoice) =>
      onChoice(player.id, { ...choices[player.id], ...patch })
    return [
      {
        id: 'lock',
        header: 'Lock',
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <Checkbox
            aria-label={`Lock ${original.name}`}
            checked={choices[original.id]?.lock ?? false}
            onChange={(event) =>
              choose(original, { lock: event.currentTarget.checked, exclude: false })
            }
          />
        ),
      },
      {
        id: 'exclude',
        header: 'Excl',
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <Checkbox
            aria-label={`Exclude ${original.name}`}
            color="red"
            checked={choices[original.id]?.exclude ?? false}
            onChange={(event) =>
              choose(original, { exclude: event.currentTarget.checked, lock: false })
            }
          />
        ),
      },
      {
        id: 'name',
        header: 'Player',
        accessorFn: (row) => row.name,
        cell: ({ row: { original } }) => (
          <PlayerLink playerId={original.playerId}>{original.name}</PlayerLink>
        ),
      },
      {
        id: 'injury',
        header: 'Inj',
        accessorFn: (row) => injuries.get(row.id)?.injuryStatus ?? row.injuryStatus ?? '',
        cell: ({ row: { original } }) => (
          <InjuryBadge
            status={injuries.get(original.id)?.injuryStatus ?? original.injuryStatus}
            headline={injuries.get(original.id)?.headline}
          />
        ),
      },
      // MLB orders, NBA fives and NHL goalies only: other slates have no such column.
      ...(hasStarters
        ? [
            {
              id: 'starter',
              header: 'Start',
              accessorFn: (row: PoolPlayer) => starterSort(row.starter),
              cell: ({ row: { original } }: { row: { original: PoolPlayer } }) => (
                <StarterBadge starter={original.starter} />
              ),
            },
          ]
        : []),
      { id: 'position', header: 'Pos', accessorFn: (row) => row.positions.join('/') },
      { id: 'team', header: 'Team', accessorFn: (row) => row.team },
      { id: 'opponent', header: 'Opp', accessorFn: (row) => row.opponent },
      {
        id: 'salary',
        header: 'Salary',
        accessorFn: (row) => row.salary,
        cell: (info) => `$${info.row.original.salary.toLocaleString('en-US')}`,
        meta: numeric,
      },
      ...(
        [
          ['projection', 'Proj'],
          ['floor', 'Floor'],
          ['ceiling', 'Ceil'],
          ['ownership', 'Own %'],
          ['value', 'Value'],
        ] as const
      ).map(([key, header]): DataColumn<PoolPlayer> => ({
        id: key,
        header,
        accessorFn: (row) => row[key],
        cell: (info) => fixed(info.row.original[key], key === 'value' ? 2 : 1),
        meta: numeric,
      })),
      {
        id: 'leverage',
        header: 'Lev',
        accessorFn: (row) => row.leverage,
        meta: numeric,
      },
      // Basketball only: projected minutes, the last ten games' mean.
      ...(hasMinutes
        ? [
            {
              id: 'minutes',
              header: 'Min',
              accessorFn: (row: PoolPlayer) => row.minutes ?? -1,
              cell: ({ row: { original } }: { row: { original: PoolPlayer } }) =>
                original.minutes === null ? '–' : fixed(original.minutes, 1),
              meta: numeric,
            },
          ]
        : []),
      {
        id: 'impliedTotal',
        header: 'Imp Tot',
        accessorFn: (row) => row.impliedTotal ?? -1,
        cell: (info) => {
          const implied = info.row.original.impliedTotal
          return implied === null ? '–' : fixed(implied, 2)
        },
        meta: numeric,
      },
      {
        id: 'minExposure',
        header: 'Min %',
        enableSorting: false,
        cell: ({ row: { original } }) =>
          exposureInput(
            `Min exposure ${original.name}`,
            choices[original.id]?.minExposurePct,
            (value) => choose(original, { minExposurePct: value }),
          ),
      },
      {
        id: 'maxExposure',
        header: 'Max %',
        enableSorting: false,
        cell: ({ row: { original } }) =>
          exposureInput(
            `Max exposure ${original.name}`,
            choices[original.id]?.maxExposurePct,
            (value) => choose(original, { maxExposurePct: value }),
          ),
      },
    ]
  }, [choices, onChoice, injuries, hasStarters, hasMinutes])

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase()
    return term === ''
      ? players
      : players.filter((player) =>
          `${player.name} ${player.team} ${player.positions.join(' ')}`
            .toLowerCase()
            .includes(term),
        )
  }, [players, search])

  return (
    <Stack gap="sm">
      <Group>
        <TextInput
          aria-label="Search players"
          placeholder="Search players, teams, positions"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <DataTable
        data={shown}
        columns={columns}
        label="Player pool"
        getRowId={(row) => row.id}
        emptyText="No players on this slate."
        height={420}
      />
    </Stack>
  )
}
