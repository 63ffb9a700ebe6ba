import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import type { GolfOutright, GolfOutrightEvent } from '@slatelab/contract/vegas.contract'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { selectDate } from '../../shared/navbar/navbar-slice'
import { failureMessage } from '../../shared/api/slatelab-api'
import { PlayerLink } from '../../shared/player-card/player-link'
import { DataTable, type DataColumn } from '../../shared/table/data-table'
import { formatOdds } from './vegas-games'
import { useGolfOutrightsQuery } from './vegas-api'

type Market = 'winner' | 'top5' | 'top10' | 'top20'

const percent = (value: number | undefined) =>
  value === undefined ? '–' : `${(value * 100).toFixed(1)}%`

const oddsColumn = (market: Market, header: string): DataColumn<GolfOutright> => ({
  id: market,
  header,
  // Sorting by a market sorts by its chance (shorter odds first when descending).
  accessorFn: (golfer) => golfer[market]?.noVigProbability ?? -1,
  cell: ({ row }) => {
    const price = row.original[market]
    return price === null ? '–' : `${formatOdds(price.odds)} (${percent(price.noVigProbability)})`
  },
  meta: { numeric: true },
})

const columnsOf = (eventId: number): readonly DataColumn<GolfOutright>[] => [
  {
    id: 'name',
    header: 'Golfer',
    accessorFn: (golfer) => golfer.name,
    // The tournament goes with the name: the card shows his history at its course.
    cell: ({ row: { original } }) => (
      <PlayerLink playerId={original.playerId} eventId={eventId}>
        {original.name}
      </PlayerLink>
    ),
  },
  {
    id: 'odds',
    header: 'Win odds',
    accessorFn: (golfer) => golfer.winner?.impliedProbability ?? -1,
    cell: ({ row }) => (row.original.winner === null ? '–' : formatOdds(row.original.winner.odds)),
    meta: { numeric: true },
  },
  {
    id: 'implied',
    header: 'Implied',
    accessorFn: (golfer) => golfer.winner?.impliedProbability ?? -1,
    cell: ({ row }) => percent(row.original.winner?.impliedProbability),
    meta: { numeric: true },
  },
  {
    id: 'noVig',
    header: 'No-vig win',
    accessorFn: (golfer) => golfer.winner?.noVigProbability ?? -1,
    cell: ({ row }) => percent(row.original.winner?.noVigProbability),
    meta: { numeric: true },
  },
  oddsColumn('top5', 'Top 5'),
  oddsColumn('top10', 'Top 10'),
  oddsColumn('top20', 'Top 20'),
]

function EventOutrights({ event }: { readonly event: GolfOutrightEvent }) {
  const columns = useMemo(() => columnsOf(event.eventId), [event.eventId])
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} size="h4" mb="xs">
        {event.title}
      </Title>
      <DataTable
        data={event.golfers}
        columns={columns}
        label={`Outright odds of ${event.title}`}
        getRowId={(golfer) => String(golfer.playerId)}
        emptyText="No golfer of this event has odds."
        height={Math.min(520, 40 + 36 * event.golfers.length)}
        initialSorting={[{ id: 'noVig', desc: true }]}
      />
      <Text size="xs" c="dimmed" mt="xs">
        Implied: the break-even chance of the odds, the book’s margin included. No-vig: the field’s
        chances scaled to sum to one winner (five top-5 places, ten, twenty).
      </Text>
    </Paper>
  )
}

const noEvents: readonly GolfOutrightEvent[] = []

/** The outright odds of the golf events of the navbar date's week. */
export function GolfOutrights() {
  const date = useSelector(selectDate)
  const { currentData: events = noEvents, isFetching: loading, error } = useGolfOutrightsQuery(date)
  const errorText = failureMessage(error)
  return (
    <Stack gap="md">
      {errorText !== null && <Alert color="red">{errorText}</Alert>}
      {loading && events.length === 0 && <Loader size="sm" aria-label="Loading golf odds" />}
      {!loading && errorText === null && events.length === 0 && (
        <Text size="sm">
          No golf event of this week has outright odds. An admin imports them with `npm run import
          -- odds FILE --date YYYY-MM-DD`.
        </Text>
      )}
      {events.map((event) => (
        <EventOutrights key={event.eventId} event={event} />
      ))}
    </Stack>
  )
}
