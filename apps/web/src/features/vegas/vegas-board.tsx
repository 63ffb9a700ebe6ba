import { Alert, Group, Loader, Stack, Switch, Text } from '@mantine/core'
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { narrowNavbarQuery } from '../../shared/navbar/navbar-breakpoints'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { toCsv } from '../../shared/table/csv-export'
import { ExportCsvButton } from '../../shared/table/export-csv-button'
import { GameCards } from './game-cards'
import { MovementChart } from './movement-chart'
import { defaultSort, isFinished, sortByGame, vegasCsvColumns, type VegasSort } from './vegas-games'
import { useVegasLinesQuery, type VegasRequest } from './vegas-api'
import { hideFinishedChanged, selectVegas } from './vegas-slice'
import { VegasTable } from './vegas-table'

const noRows: readonly BettingLineEvent[] = []

/** The slate's lines: filters and export, the movement chart of a clicked game, the table. */
export function VegasBoard({ request }: { readonly request: VegasRequest }) {
  const dispatch = useAppDispatch()
  const { date } = request
  // `currentData`: the rows of this request only, never another slate's while this one loads.
  const { currentData: rows = noRows, isFetching: loading, error } = useVegasLinesQuery(request)
  const errorText = failureMessage(error)
  const { hideFinished } = useSelector(selectVegas)
  // The game whose movement chart shows.
  const [selectedEventId, setSelectedEventId] = useState<number | null>(null)
  const [sort, setSort] = useState<VegasSort>(defaultSort)
  const phone = useMediaQuery(narrowNavbarQuery, false, { getInitialValueInEffect: false })

  const shown = sortByGame(hideFinished ? rows.filter((row) => !isFinished(row)) : rows, sort)
  const selectedHome = shown.find((row) => row.eventId === selectedEventId && row.isHome)
  const finishedCount = rows.filter((row) => row.isHome && isFinished(row)).length
  const emptyText = loading
    ? 'Loading lines...'
    : rows.length === 0
      ? 'No lines posted for this slate yet.'
      : 'Every game of this slate is finished.'
  // A click on the game whose chart shows closes it.
  const onGameClick = (eventId: number) =>
    setSelectedEventId((selected) => (selected === eventId ? null : eventId))

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="md">
          <Switch
            label={`Hide finished games${finishedCount > 0 ? ` (${finishedCount})` : ''}`}
            checked={hideFinished}
            onChange={(event) => dispatch(hideFinishedChanged(event.currentTarget.checked))}
          />
          {loading && <Loader size="xs" aria-label="Loading lines" />}
        </Group>
        <ExportCsvButton
          fileName={`vegas-lines-${date}.csv`}
          csv={() => toCsv(shown, vegasCsvColumns)}
          disabled={shown.length === 0}
          size={phone ? 'xs' : 'sm'}
        />
      </Group>
      {errorText !== null && (
        <Alert color="red" title={errorText}>
          The lines could not be loaded. Pick the slate again to retry.
        </Alert>
      )}
      {selectedHome !== undefined && (
        <MovementChart home={selectedHome} onClose={() => onGameClick(selectedHome.eventId)} />
      )}
      {!phone && (
        <Text size="xs" c="dimmed">
          Open → current, change in green when the market moved toward the team (or the over).
          Implied totals come from the spread and total; win % from both moneylines without the vig.
          Click a game for its line movement.
        </Text>
      )}
      {phone ? (
        <GameCards
          rows={shown}
          date={date}
          selectedEventId={selectedEventId}
          onGameClick={onGameClick}
          emptyText={emptyText}
        />
      ) : (
        <VegasTable
          rows={shown}
          date={date}
          sort={sort}
          onSortChange={setSort}
          selectedEventId={selectedEventId}
          onGameClick={onGameClick}
          emptyText={emptyText}
        />
      )}
    </Stack>
  )
}
