import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import type { CorrelationResult, CorrelationView } from '@slatelab/contract/correlations.contract'
import { skipToken } from '@reduxjs/toolkit/query'
import { IconChartDots3 } from '@tabler/icons-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSelector } from 'react-redux'
import { failureMessage } from '../../shared/api/slatelab-api'
import { Chart } from '../../shared/charts/chart'
import {
  correlationViewChanged,
  correlationViewsLoaded,
  noneChosen,
  selectCorrelationSportId,
  selectCorrelationViewId,
} from '../../shared/navbar/navbar-slice'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageEmptyPanel, PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { CorrelationFiltersPanel } from './correlation-filters-panel'
import { CorrelationTable } from './correlation-table'
import { effectiveView, matrixCells, type CorrelationCell } from './correlation-view-state'
import { heatmapOption, scatterOption } from './correlations-charts'
import { UseInOptimizerButton } from './use-in-optimizer-dialog'
import {
  useCorrelationPairQuery,
  useCorrelationsQuery,
  useCorrelationViewsQuery,
  useSaveViewMutation,
} from './correlations-api'
import { cellCleared, cellSelected, selectCorrelations } from './correlations-slice'

const description =
  'How fantasy points move together, from historical game logs: teammates, opponents and positions, so you can build stacks that hit at the same time.'

const empty = {
  title: 'Correlations will appear here once you choose a view.',
  description:
    'Pick a sport and a saved view, or set your own filters, to see the correlation heatmap.',
  icon: <IconChartDots3 size={32} stroke={1.5} />,
}

// Typing into a filter refetches once the user pauses.
const fetchDelayMs = 300

const noViews: readonly CorrelationView[] = []

// Both places that save a view (leaving one, "Save view") share one outcome to show.
const saveViewKey = { fixedCacheKey: 'correlations/saveView' } as const

/** Signed out, the prompt to sign in; signed in, the tool (views are kept per user). */
export function CorrelationsPage() {
  const user = useSelector(selectUser)
  if (user === null) {
    return (
      <PageFrame path="/correlations" description={description} empty={empty}>
        <SignInPrompt
          action="see correlations"
          reason="Correlation views are saved per user, with the filters you typed, so the tool needs an account."
        />
      </PageFrame>
    )
  }
  return <CorrelationsTool />
}

/**
 * The sport's views in the navbar's dropdown, the first chosen when none is; choosing another
 * saves the previous one back when it is the user's own, with what he typed (SPEC §4).
 */
function useChosenView() {
  const dispatch = useAppDispatch()
  const sportId = useSelector(selectCorrelationSportId)
  const viewId = useSelector(selectCorrelationViewId)
  const { typed, customs } = useSelector(selectCorrelations)
  const viewsQuery = useCorrelationViewsQuery(sportId)
  const views = viewsQuery.currentData ?? noViews
  const [saveView] = useSaveViewMutation(saveViewKey)

  const sportViews = useMemo(
    () => views.filter((view) => view.sportId === sportId),
    [views, sportId],
  )
  useEffect(() => {
    dispatch(
      correlationViewsLoaded(
        sportViews.map(({ correlationViewId, viewName }) => ({ correlationViewId, viewName })),
      ),
    )
    const first = sportViews[0]
    if (first !== undefined && !sportViews.some((view) => view.correlationViewId === viewId)) {
      dispatch(correlationViewChanged(first.correlationViewId))
    }
  }, [dispatch, sportViews, viewId])

  const previous = useRef<CorrelationView | undefined>(undefined)
  const chosen = sportViews.find((view) => view.correlationViewId === viewId)
  useEffect(() => {
    const left = previous.current
    if (
      left !== undefined &&
      chosen !== undefined &&
      left.correlationViewId !== chosen.correlationViewId &&
      !left.isSystem
    ) {
      void saveView(effectiveView(left, typed, customs))
    }
    previous.current = chosen
    // Only a change of view saves; typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen?.correlationViewId])
  return {
    view: viewId === noneChosen ? undefined : chosen,
    viewsLoading: viewsQuery.isFetching,
    viewsError: failureMessage(viewsQuery.error),
  }
}

function CorrelationsTool() {
  const dispatch = useAppDispatch()
  const state = useSelector(selectCorrelations)
  const { view, viewsLoading, viewsError } = useChosenView()
  const sent = useMemo(
    () => (view === undefined ? undefined : effectiveView(view, state.typed, state.customs)),
    [view, state.typed, state.customs],
  )
  // What was asked last: `sent` once the user paused typing.
  const [asked, setAsked] = useState<CorrelationView | undefined>(undefined)

  useEffect(() => {
    if (sent === undefined) return
    const timer = setTimeout(() => setAsked(sent), fetchDelayMs)
    dispatch(cellCleared())
    return () => clearTimeout(timer)
  }, [dispatch, sent])

  // `data`: the matrix asked last stays drawn while the next one loads.
  const matrix = useCorrelationsQuery(asked ?? skipToken)
  const result = matrix.data ?? null
  const [, saved] = useSaveViewMutation(saveViewKey)
  const error = failureMessage(matrix.error ?? viewsError ?? saved.error)

  const cells = useMemo(
    () => (sent === undefined || result === null ? [] : matrixCells(sent, result)),
    [sent, result],
  )

  if (view === undefined || sent === undefined) {
    return (
      <PageFrame path="/correlations" description={description} empty={empty}>
        {viewsLoading ? <Loader size="sm" /> : <PageEmptyPanel {...empty} />}
      </PageFrame>
    )
  }

  const select = (cell: Pick<CorrelationCell, 'rowItemId' | 'columnItemId'>) =>
    dispatch(cellSelected({ rowItemId: cell.rowItemId, columnItemId: cell.columnItemId }))

  return (
    <PageFrame path="/correlations" description={description} empty={empty}>
      <Stack gap="md">
        <CorrelationFiltersPanel filters={sent.filters} />
        {error !== null && (
          <Alert color="red" title="Correlations failed">
            {error}
          </Alert>
        )}
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {view.viewName}
            </Title>
            <Group gap="xs">
              {matrix.isFetching && <Loader size="xs" aria-label="Loading correlations" />}
              {result !== null && <UseInOptimizerButton view={sent} />}
            </Group>
          </Group>
          {result !== null && (
            <Chart
              label={`Correlation heat map of ${view.viewName}`}
              height={Math.max(260, 60 + 34 * view.rows.length + 90)}
              option={heatmapOption(sent, result)}
              onItemClick={(dataIndex) => {
                const cell = heatmapCellAt(sent, result, dataIndex)
                if (cell !== undefined) select(cell)
              }}
            />
          )}
          <Text size="xs" c="dimmed" mt="xs">
            Pearson correlation of fantasy points per game; the percentile ranks a value among every
            pair of roles of the sport. Click a cell or a row of the table to see its games.
          </Text>
        </Paper>
        <CellScatter view={sent} />
        <CorrelationTable
          cells={cells}
          selectedKey={
            state.cell === null ? undefined : `${state.cell.rowItemId}:${state.cell.columnItemId}`
          }
          onSelect={select}
        />
        <SaveViewForm view={sent} />
      </Stack>
    </PageFrame>
  )
}

/** The row and column of the heat map's `dataIndex`-th drawn cell (cells without value are not drawn). */
const heatmapCellAt = (
  view: CorrelationView,
  result: readonly CorrelationResult[],
  dataIndex: number,
) => {
  const drawn = result.flatMap((row, rowIndex) =>
    row.correlationValues.flatMap((value, columnIndex) =>
      value === null
        ? []
        : [
            {
              rowItemId: view.rows[rowIndex]?.correlationItemId ?? 0,
              columnItemId: view.columns[columnIndex]?.correlationItemId ?? 0,
            },
          ],
    ),
  )
  return drawn[dataIndex]
}

function CellScatter({ view }: { readonly view: CorrelationView }) {
  const dispatch = useAppDispatch()
  const { cell } = useSelector(selectCorrelations)
  const pair = useCorrelationPairQuery(cell === null ? skipToken : { view, ...cell })
  const points = pair.currentData ?? null
  const pointsLoading = pair.isFetching
  const pointsError = failureMessage(pair.error)
  if (cell === null) return null
  const row = view.rows.find((item) => item.correlationItemId === cell.rowItemId)
  const column = view.columns.find((item) => item.correlationItemId === cell.columnItemId)
  const rowHeader = row?.propertyHeader ?? ''
  const columnHeader = column?.propertyHeader ?? ''
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {rowHeader} and {columnHeader}, game by game
        </Title>
        <Button size="xs" variant="subtle" onClick={() => dispatch(cellCleared())}>
          Close
        </Button>
      </Group>
      {pointsError !== null && <Alert color="red">{pointsError}</Alert>}
      {pointsLoading && <Loader size="sm" />}
      {points !== null && !pointsLoading && (
        <Chart
          label={`Points of ${rowHeader} against ${columnHeader}, one dot per game`}
          option={scatterOption(rowHeader, columnHeader, points)}
        />
      )}
    </Paper>
  )
}

function SaveViewForm({ view }: { readonly view: CorrelationView }) {
  const dispatch = useAppDispatch()
  const [saveView] = useSaveViewMutation(saveViewKey)
  const [name, setName] = useState('')
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        size="xs"
        label="Save these filters as a view"
        placeholder="View name"
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Button
        size="xs"
        disabled={name.trim() === ''}
        onClick={() => {
          void saveView({
            ...view,
            correlationViewId: 0,
            viewName: name.trim(),
            isSystem: false,
          }).then(({ data: stored }) => {
            if (stored !== undefined) {
              dispatch(correlationViewChanged(stored.correlationViewId))
              setName('')
            }
          })
        }}
      >
        Save view
      </Button>
    </Group>
  )
}
