import { Box, Group, Text } from '@mantine/core'
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { slateStartLabel } from '../../shared/navbar/navbar-dates'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { LineMove } from './line-move'
import { SharpBadge } from './sharp-badge'
import {
  formatOdds,
  formatSpread,
  gameLabel,
  isSharpMove,
  sortKeys,
  type SortKey,
  type VegasSort,
} from './vegas-games'
import { WeatherIcon } from './weather-icon'

const numeric = { numeric: true } as const

const formatTotal = (total: number): string => String(total)
const formatImplied = (implied: number): string => implied.toFixed(2)

/** The final score, from this team's side: `W 27-20`. */
const scoreText = (row: BettingLineEvent): string | null => {
  if (row.score === null || row.opposingScore === null) return null
  const result = row.score > row.opposingScore ? 'W' : row.score < row.opposingScore ? 'L' : 'T'
  return `${result} ${row.score}-${row.opposingScore}`
}

const sortable = (key: SortKey) => ({ id: key, accessorFn: sortKeys[key] })

const columnsFor = (date: IsoDate): DataColumn<BettingLineEvent>[] => [
  {
    ...sortable('kickoff'),
    header: 'Kickoff',
    cell: (info) => slateStartLabel(info.row.original.eventDateTime, date),
  },
  {
    id: 'game',
    header: 'Game',
    accessorFn: gameLabel,
    enableSorting: false,
    cell: (info) => (
      <Text span size="sm" c={info.row.original.isHome ? undefined : 'dimmed'}>
        {gameLabel(info.row.original)}
      </Text>
    ),
  },
  {
    id: 'team',
    header: 'Team',
    accessorFn: (row) => row.teamShort,
    enableSorting: false,
    cell: (info) => {
      const row = info.row.original
      return (
        <Group gap={8} wrap="nowrap">
          <Box
            w={10}
            h={10}
            style={{ borderRadius: 2, flexShrink: 0 }}
            bg={row.color ?? 'gray'}
            aria-hidden
          />
          <Text span size="sm" fw={600}>
            {row.teamShort}
          </Text>
          {scoreText(row) && (
            <Text span size="xs" c="dimmed">
              {scoreText(row)}
            </Text>
          )}
        </Group>
      )
    },
  },
  {
    ...sortable('spread'),
    header: 'Spread',
    meta: numeric,
    cell: (info) => {
      const { gameSpread } = info.row.original
      return <LineMove quote={gameSpread} format={formatSpread} risingIsFor={false} />
    },
  },
  {
    ...sortable('moneyline'),
    header: 'Moneyline',
    meta: numeric,
    cell: (info) => {
      const { moneyline } = info.row.original
      return <LineMove quote={moneyline} format={formatOdds} risingIsFor={false} />
    },
  },
  {
    ...sortable('total'),
    header: 'Total',
    meta: numeric,
    cell: (info) => {
      const { overUnder } = info.row.original
      return <LineMove quote={overUnder} format={formatTotal} risingIsFor />
    },
  },
  {
    ...sortable('implied'),
    header: 'Implied',
    meta: numeric,
    cell: (info) => {
      const { vegasRuns } = info.row.original
      return (
        <LineMove
          quote={vegasRuns && { ...vegasRuns, change: vegasRuns.diff }}
          format={formatImplied}
          risingIsFor
        />
      )
    },
  },
  {
    ...sortable('winProbability'),
    header: 'Win %',
    meta: numeric,
    cell: (info) => {
      const { moneyline } = info.row.original
      return moneyline === null ? '–' : `${(moneyline.winProbability * 100).toFixed(1)}%`
    },
  },
  {
    ...sortable('bets'),
    header: 'Bets %',
    meta: numeric,
    cell: (info) => {
      const pct = info.row.original.gameSpread?.pct
      return (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {isSharpMove(info.row.original) && <SharpBadge />}
          <span>{pct == null ? '–' : `${pct}%`}</span>
        </Group>
      )
    },
  },
  {
    id: 'weather',
    header: 'Weather',
    enableSorting: false,
    accessorFn: (row) => row.weather.temperatureF,
    cell: (info) => <WeatherIcon row={info.row.original} />,
  },
]

type VegasTableProps = {
  readonly rows: readonly BettingLineEvent[]
  readonly date: IsoDate
  readonly sort: VegasSort
  readonly onSortChange: (sort: VegasSort) => void
  readonly selectedEventId: number | null
  readonly onGameClick: (eventId: number) => void
  readonly emptyText: string
}

/** The slate's lines, a row per team, each game's two rows together (sorted game by game). */
export function VegasTable({
  rows,
  date,
  sort,
  onSortChange,
  selectedEventId,
  onGameClick,
  emptyText,
}: VegasTableProps) {
  const selected = rows.find((row) => row.eventId === selectedEventId && row.isHome)
  return (
    <DataTable
      data={rows}
      columns={columnsFor(date)}
      label="Betting lines"
      getRowId={(row) => `${row.eventId}-${row.isHome ? 'home' : 'visitor'}`}
      emptyText={emptyText}
      height={720}
      serverSorting={{
        sorting: [{ id: sort.key, desc: sort.desc }],
        onSortingChange: (next) => {
          const [first] = next
          onSortChange(
            first === undefined
              ? { key: sort.key, desc: !sort.desc }
              : { key: first.id as SortKey, desc: first.desc },
          )
        },
      }}
      onRowClick={(row) => onGameClick(row.eventId)}
      selectedRowId={selected === undefined ? undefined : `${selected.eventId}-home`}
    />
  )
}
