import {
  Alert,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
} from '@mantine/core'
import type { HandSplit, StatcastRange } from '@slatelab/contract/plateiq.contract'
import { products } from '@slatelab/domain/entities/access'
import { sportIds } from '@slatelab/domain/sports'
import { IconBallBaseball } from '@tabler/icons-react'
import type { RowData } from '@tanstack/react-table'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { useSearchParams } from 'react-router'
import { ProductGate } from '../../shared/access/product-gate'
import { useGameDaysQuery } from '../../shared/game-days/game-days-api'
import { NoGamesPanel } from '../../shared/game-days/no-games-panel'
import { selectDate } from '../../shared/navbar/navbar-slice'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { toCsv } from '../../shared/table/csv-export'
import { DataTable } from '../../shared/table/data-table'
import { ExportCsvButton } from '../../shared/table/export-csv-button'
import { PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { batterColumns, bullpenColumns, pitcherColumns, teamColumns } from './plateiq-columns'
import { csvColumns, dataColumns, type FigureColumn } from './plateiq-figures'
import { LineupCards } from './plateiq-lineups'
import { BatterMatchup } from './plateiq-matchup'
import { PitcherDrawer, pitcherParam } from './plateiq-pitcher-drawer'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useBatterMatchupQuery, usePlateIqTabQuery } from './plateiq-api'
import type { TabRows } from './plateiq-rows'
import {
  matchupClosed,
  matchupOpened,
  rangeChanged,
  selectPlateIq,
  splitChanged,
  tabChanged,
  type PlateIqTab,
} from './plateiq-slice'
import { useStatcastQuery } from './use-statcast-query'

const description =
  "Pitch-by-pitch MLB analytics: each pitcher's mix, velocity and whiff rates, and how the batters he faces today handle that arsenal."
const empty = {
  title: 'Pitcher and batter breakdowns will appear here once you pick a slate.',
  description:
    'Choose a date, source and slate to load the probable pitchers and the hitters they face.',
  icon: <IconBallBaseball size={32} stroke={1.5} />,
}

const tabs: readonly { value: PlateIqTab; label: string }[] = [
  { value: 'batters', label: 'Batters' },
  { value: 'pitchers', label: 'Pitchers' },
  { value: 'teams', label: 'Team batting vs hand' },
  { value: 'bullpens', label: 'Bullpens' },
  { value: 'lineups', label: 'Lineups' },
]

const ranges: readonly { value: StatcastRange; label: string }[] = [
  { value: 'last7', label: 'Last 7 days' },
  { value: 'last15', label: 'Last 15 days' },
  { value: 'last30', label: 'Last 30 days' },
  { value: 'season', label: 'Season' },
]

/** The split's labels on each tab: batters face a pitcher's hand, pitchers a batter's side. */
const splitLabels = (tab: PlateIqTab) =>
  tab === 'pitchers' || tab === 'bullpens'
    ? [
        { value: 'all', label: 'All' },
        { value: 'L', label: 'vs LHB' },
        { value: 'R', label: 'vs RHB' },
      ]
    : [
        { value: 'all', label: 'All' },
        { value: 'L', label: 'vs LHP' },
        { value: 'R', label: 'vs RHP' },
      ]

type Filters = { team: string | null; position: string | null; minSalary: number | null }

/** A tab's table: the figure columns, filtered rows, CSV export. */
function FigureTable<T extends RowData>({
  label,
  rows,
  columns,
  rowId,
  fileName,
  clickHint,
  onRowClick,
}: {
  readonly label: string
  readonly rows: readonly T[]
  readonly columns: readonly FigureColumn<T>[]
  readonly rowId: (row: T) => string
  readonly fileName: string
  readonly clickHint?: string
  readonly onRowClick?: (row: T) => void
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {rows.length} rows · figures coloured by percentile among the rows shown: green good, red
          poor{clickHint === undefined ? '' : ` · ${clickHint}`}
        </Text>
        <ExportCsvButton
          size="xs"
          fileName={fileName}
          csv={() => toCsv(rows, csvColumns(columns))}
          disabled={rows.length === 0}
        />
      </Group>
      <DataTable
        label={label}
        data={rows}
        columns={dataColumns(columns, rows)}
        getRowId={rowId}
        emptyText="No rows for this slate and filter."
        height={640}
        {...(onRowClick === undefined ? {} : { onRowClick })}
      />
    </Stack>
  )
}

const keepRow = (
  filters: Filters,
  row: { teamShort: string; position?: string; salary?: number | null },
) =>
  (filters.team === null || row.teamShort === filters.team) &&
  (filters.position === null || row.position === filters.position) &&
  (filters.minSalary === null || (row.salary ?? 0) >= filters.minSalary)

function TabContent({ data, filters }: { readonly data: TabRows; readonly filters: Filters }) {
  const dispatch = useAppDispatch()
  const date = useSelector(selectDate)
  const [, setSearch] = useSearchParams()
  switch (data.tab) {
    case 'batters':
      return (
        <FigureTable
          label="Batters"
          rows={data.rows.filter((row) => keepRow(filters, row))}
          columns={batterColumns}
          rowId={(row) => `${row.eventId}:${row.playerId}`}
          fileName={`plateiq-batters-${date}.csv`}
          clickHint="click a batter for his matchup"
          onRowClick={(row) => dispatch(matchupOpened(row.playerId))}
        />
      )
    case 'pitchers':
      return (
        <FigureTable
          label="Pitchers"
          rows={data.rows.filter((row) => keepRow(filters, row))}
          columns={pitcherColumns}
          rowId={(row) => `${row.eventId}:${row.playerId}`}
          fileName={`plateiq-pitchers-${date}.csv`}
          clickHint="click a pitcher for his repertoire and starts"
          onRowClick={(row) =>
            setSearch((params) => {
              params.set(pitcherParam, String(row.playerId))
              return params
            })
          }
        />
      )
    case 'teams':
      return (
        <FigureTable
          label="Team batting vs hand"
          rows={data.rows.filter((row) => keepRow(filters, row))}
          columns={teamColumns}
          rowId={(row) => String(row.teamId)}
          fileName={`plateiq-teams-${date}.csv`}
        />
      )
    case 'bullpens':
      return (
        <FigureTable
          label="Bullpens"
          rows={data.rows.filter((row) => keepRow(filters, row))}
          columns={bullpenColumns}
          rowId={(row) => String(row.teamId)}
          fileName={`plateiq-bullpens-${date}.csv`}
        />
      )
    case 'lineups':
      return (
        <LineupCards
          date={date}
          lines={data.lines}
          games={data.rows.filter(
            (game) =>
              filters.team === null ||
              game.home.teamShort === filters.team ||
              game.visitor.teamShort === filters.team,
          )}
        />
      )
  }
}

/** The teams (and for batters the positions) a tab's rows offer as filters. */
const filterOptions = (data: TabRows | null) => {
  if (data === null) return { teams: [], positions: [] }
  const teams =
    data.tab === 'lineups'
      ? data.rows.flatMap((game) => [game.visitor.teamShort, game.home.teamShort])
      : data.rows.map((row: { teamShort: string }) => row.teamShort)
  const positions = data.tab === 'batters' ? data.rows.map((row) => row.position) : []
  return { teams: [...new Set(teams)].sort(), positions: [...new Set(positions)].sort() }
}

/** The tool, or on a day without MLB games (the off-season too) the nearest day with them. */
function PlateIqDay() {
  const date = useSelector(selectDate)
  const days = useGameDaysQuery({ sportId: sportIds.MLB, date })
  if (days.currentData?.gamesOnDate === 0)
    return <NoGamesPanel sportId={sportIds.MLB} date={date} />
  return <PlateIqTool />
}

function PlateIqTool() {
  const dispatch = useAppDispatch()
  const query = useStatcastQuery()
  const { tab, split, range, matchupPlayerId } = useSelector(selectPlateIq)
  const [filters, setFilters] = useState<Filters>({ team: null, position: null, minSalary: null })
  // `data` keeps the last rows while the next request loads; they show only on their own tab.
  const tabRows = usePlateIqTabQuery({ tab, query })
  const data = tabRows.isError ? null : (tabRows.data ?? null)
  const error = failureMessage(tabRows.error)
  const loading = tabRows.isFetching
  const matchupQuery = useBatterMatchupQuery(
    { ...query, player_id: matchupPlayerId ?? 0 },
    { skip: matchupPlayerId === null },
  )
  const matchup = matchupPlayerId === null ? null : (matchupQuery.data ?? null)
  const matchupError = matchupPlayerId === null ? null : failureMessage(matchupQuery.error)

  const options = filterOptions(data)
  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => dispatch(tabChanged((value ?? 'batters') as PlateIqTab))}
      >
        <Tabs.List>
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="end" wrap="wrap">
        {tab !== 'lineups' && (
          <>
            <SegmentedControl
              aria-label="Hand split"
              data={splitLabels(tab)}
              value={split}
              onChange={(value) => dispatch(splitChanged(value as HandSplit))}
            />
            <Select
              label="Range"
              data={[...ranges]}
              value={range}
              onChange={(value) => dispatch(rangeChanged((value ?? 'last30') as StatcastRange))}
              w={150}
            />
          </>
        )}
        <Select
          label="Team"
          placeholder="All teams"
          data={options.teams}
          value={filters.team}
          clearable
          onChange={(team) => setFilters({ ...filters, team })}
          w={130}
        />
        {tab === 'batters' && (
          <Select
            label="Position"
            placeholder="All"
            data={options.positions}
            value={filters.position}
            clearable
            onChange={(position) => setFilters({ ...filters, position })}
            w={110}
          />
        )}
        {(tab === 'batters' || tab === 'pitchers') && (
          <NumberInput
            label="Min salary"
            value={filters.minSalary ?? ''}
            min={0}
            max={20_000}
            step={100}
            onChange={(value) =>
              setFilters({ ...filters, minSalary: typeof value === 'number' ? value : null })
            }
            w={120}
          />
        )}
        {loading && <Loader size="sm" aria-label="Loading PlateIQ" />}
      </Group>
      {error !== null && (
        <Alert color="red" title={error}>
          PlateIQ could not load this tab.
        </Alert>
      )}
      {matchupError !== null && <Alert color="red" title={matchupError} />}
      {matchup !== null && tab === 'batters' && (
        <BatterMatchup
          detail={matchup}
          slateRows={data?.tab === 'batters' ? data.rows : []}
          onClose={() => dispatch(matchupClosed())}
        />
      )}
      {data !== null && data.tab === tab && <TabContent data={data} filters={filters} />}
      <PitcherDrawer />
    </Stack>
  )
}

/** Signed out, the prompt to sign in; signed in, the tool or (without PlateIQ) its pitch. */
export function PlateIqPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame path="/plateiq" description={description} empty={empty}>
      {user === null ? (
        <SignInPrompt
          action="use PlateIQ"
          reason="PlateIQ is a paid MLB tool: sign in to check your subscription or get one."
        />
      ) : (
        <ProductGate product={products.PlateIQ}>
          <PlateIqDay />
        </ProductGate>
      )}
    </PageFrame>
  )
}
