import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ResponseOf } from '@slatelab/contract/define-route'
import type {
  courseGameLogRoute,
  GameLogRow,
  PlayerSalary,
} from '@slatelab/contract/players.contract'
import type { SportEvent } from '@slatelab/domain/entities/event'
import type { NewsStory } from '@slatelab/domain/entities/news-story'
import type { ReactNode } from 'react'
import { Chart, type ChartOption } from '../charts/chart'
import { instantLabel, slateToday } from '../navbar/navbar-dates'
import { DataTable, type DataColumn } from '../table/data-table'
import { InjuryStatusBadge } from '../ui/injury-status-badge'

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** `$7,200`, or an en dash when there is none. */
export const formatSalary = (value: number | null): string =>
  value === null ? '–' : dollars.format(value)

const formatPoints = (value: number | null): string => (value === null ? '–' : value.toFixed(2))

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** Home and away: games and average points on the source. */
export function HomeAwaySplits({
  home,
  away,
}: {
  readonly home: { games: number; averagePoints: number }
  readonly away: { games: number; averagePoints: number }
}) {
  return (
    <Section title="Home / away (last 365 days)">
      <SimpleGrid cols={2} spacing="xs">
        {(
          [
            ['Home', home],
            ['Away', away],
          ] as const
        ).map(([label, split]) => (
          <Paper key={label} withBorder radius="md" p="xs">
            <Text size="xs" c="dimmed">
              {label} · {split.games} {split.games === 1 ? 'game' : 'games'}
            </Text>
            <Text fw={700} fz="lg">
              {split.games === 0 ? '–' : `${split.averagePoints.toFixed(1)} FPTS`}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  )
}

/** Salary and points over time, oldest to newest: the trend a player reads at a glance. */
export function SalaryTrend({ salaries }: { readonly salaries: readonly PlayerSalary[] }) {
  const rows = salaries.toReversed()
  const option: ChartOption = {
    grid: { left: 56, right: 48, top: 32, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { data: ['Salary', 'Points'], top: 0 },
    xAxis: { type: 'category', data: rows.map((row) => row.date.slice(5)) },
    yAxis: [
      { type: 'value', name: 'Salary', scale: true },
      { type: 'value', name: 'FPTS', scale: true },
    ],
    series: [
      { name: 'Salary', type: 'line', data: rows.map((row) => row.salary) },
      {
        name: 'Points',
        type: 'bar',
        yAxisIndex: 1,
        data: rows.map((row) => row.actualPoints),
        itemStyle: { opacity: 0.6 },
      },
    ],
  }
  return (
    <Section title="Salary and points (each day’s main slate)">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No salaries on this site yet.
        </Text>
      ) : (
        <Chart option={option} label="Salary and points by date" height={220} />
      )}
    </Section>
  )
}

/** The last 30 days' games with the team he played for and the sport's box-score columns. */
export function GameLog({
  columns,
  games,
}: {
  readonly columns: readonly { readonly key: string; readonly label: string }[]
  readonly games: readonly GameLogRow[]
}) {
  const tableColumns: DataColumn<GameLogRow>[] = [
    { id: 'date', header: 'Date', accessorFn: (row) => row.date },
    // The team he played for: a traded player's log shows both sides of the trade.
    { id: 'team', header: 'Team', accessorFn: (row) => row.team ?? '' },
    {
      id: 'opponent',
      header: 'Opp',
      accessorFn: (row) =>
        row.opponent === null
          ? row.eventTitle
          : `${row.homeVisitor === 'home' ? 'vs' : '@'} ${row.opponent}`,
    },
    {
      id: 'fantasyPoints',
      header: 'FPTS',
      accessorFn: (row) => row.fantasyPoints ?? -Infinity,
      cell: (info) => formatPoints(info.row.original.fantasyPoints),
      meta: { numeric: true },
    },
    {
      id: 'salary',
      header: 'Salary',
      accessorFn: (row) => row.salary ?? -Infinity,
      cell: (info) => formatSalary(info.row.original.salary),
      meta: { numeric: true },
    },
    ...columns.map((column): DataColumn<GameLogRow> => ({
      id: `stat-${column.key}`,
      header: column.label,
      accessorFn: (row) => row.stats[column.key] ?? 0,
      meta: { numeric: true },
    })),
  ]
  return (
    <Section title="Game log (last 30 days)">
      <DataTable
        data={games}
        columns={tableColumns}
        label="Game log"
        getRowId={(row) => String(row.eventId)}
        emptyText="No games in the last 30 days."
        height={260}
      />
    </Section>
  )
}

type CourseEdition = ResponseOf<typeof courseGameLogRoute>[number]

/** `strokes 278 · birdies 19`: an edition's box score in a line (the cut has its own column). */
const statLine = (stats: CourseEdition['stats']) =>
  Object.entries(stats)
    .filter(([key]) => key !== 'madeCut')
    .map(([key, value]) => `${key} ${value}`)
    .join(' · ')

/** A golfer's earlier editions of the tournament: cut, the source's points, the box score. */
export function CourseHistory({
  editions,
  sourceId,
}: {
  readonly editions: readonly CourseEdition[]
  readonly sourceId: number
}) {
  const columns: DataColumn<CourseEdition>[] = [
    { id: 'date', header: 'Date', accessorFn: (row) => row.date },
    { id: 'event', header: 'Tournament', accessorFn: (row) => row.eventTitle },
    {
      id: 'cut',
      header: 'Cut',
      accessorFn: (row) => (row.madeCut === null ? '–' : row.madeCut ? 'Made' : 'Missed'),
    },
    {
      id: 'fantasyPoints',
      header: 'FPTS',
      accessorFn: (row) => row.fantasyPoints[String(sourceId)] ?? -Infinity,
      cell: (info) => formatPoints(info.row.original.fantasyPoints[String(sourceId)] ?? null),
      meta: { numeric: true },
    },
    {
      id: 'stats',
      header: 'Box score',
      accessorFn: (row) => statLine(row.stats),
      enableSorting: false,
    },
  ]
  return (
    <Section title="Course history">
      <DataTable
        data={editions}
        columns={columns}
        label="Course history"
        getRowId={(row) => String(row.eventId)}
        emptyText="No earlier edition of this tournament."
        height={Math.min(260, 48 + 36 * Math.max(editions.length, 1))}
      />
    </Section>
  )
}

/** His latest stories. */
export function PlayerNews({ stories }: { readonly stories: readonly NewsStory[] }) {
  return (
    <Section title="News">
      {stories.length === 0 ? (
        <Text size="sm" c="dimmed">
          No news about him yet.
        </Text>
      ) : (
        stories.slice(0, 5).map((story) => (
          <Paper key={story.newsId} withBorder radius="md" p="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
              <Text fw={600} size="sm">
                {story.title}
              </Text>
              {story.playerStatus === null ? null : (
                <InjuryStatusBadge status={story.playerStatus} />
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {instantLabel(story.createdDate, slateToday())} · {story.summary}
            </Text>
          </Paper>
        ))
      )}
    </Section>
  )
}

/** His team's next games. */
export function UpcomingEvents({ events }: { readonly events: readonly SportEvent[] }) {
  return (
    <Section title="Upcoming">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No games scheduled.
        </Text>
      ) : (
        events.map((event) => (
          <Group key={event.eventId} justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {event.eventTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {instantLabel(event.eventDateTime, slateToday())}
            </Text>
          </Group>
        ))
      )}
    </Section>
  )
}

const statLabels: Readonly<Record<string, string>> = {
  salary: 'Salary',
  projectedPoints: 'Projection',
  projectedOwnership: 'Proj. own%',
  actualPoints: 'Points',
}

/** Where he stands among his position on the slate named `slate`. */
export function PositionRanks({
  slate,
  position,
  playerCount,
  ranks,
}: {
  readonly slate: string
  readonly position: string
  readonly playerCount: number
  readonly ranks: readonly {
    readonly stat: string
    readonly value: number
    readonly rank: number
  }[]
}) {
  return (
    <Section title={`${slate}: rank among ${playerCount} ${position}s`}>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {ranks.map((rank) => (
          <Paper key={rank.stat} withBorder radius="md" p="xs">
            <Text size="xs" c="dimmed">
              {statLabels[rank.stat] ?? rank.stat}
            </Text>
            <Text fw={700}>#{rank.rank}</Text>
            <Text size="xs" c="dimmed">
              {rank.stat === 'salary' ? formatSalary(rank.value) : rank.value.toFixed(1)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  )
}

/** How his teammates' points moved with his over the last 30 days. */
export function TeammateCorrelations({
  rows,
}: {
  readonly rows: readonly {
    readonly playerId: number
    readonly fullName: string
    readonly position: string
    readonly count: number
    readonly correlation: number
    readonly average: number
  }[]
}) {
  const columns: DataColumn<(typeof rows)[number]>[] = [
    { id: 'fullName', header: 'Teammate', accessorFn: (row) => row.fullName },
    { id: 'position', header: 'Pos', accessorFn: (row) => row.position },
    { id: 'count', header: 'Games', accessorFn: (row) => row.count, meta: { numeric: true } },
    {
      id: 'correlation',
      header: 'Corr.',
      accessorFn: (row) => row.correlation,
      cell: (info) => info.row.original.correlation.toFixed(2),
      meta: { numeric: true },
    },
    {
      id: 'average',
      header: 'Avg FPTS',
      accessorFn: (row) => row.average,
      cell: (info) => info.row.original.average.toFixed(1),
      meta: { numeric: true },
    },
  ]
  return (
    <Section title="Teammate correlations (last 30 days)">
      <DataTable
        data={rows}
        columns={columns}
        label="Teammate correlations"
        getRowId={(row) => String(row.playerId)}
        emptyText="Fewer than 3 games beside a teammate in the last 30 days."
        height={220}
      />
    </Section>
  )
}
