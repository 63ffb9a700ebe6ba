import { Box, ColorSwatch, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core'
import type { Contest } from '@slatelab/domain/entities/contest'
import { truncateContestName } from '@slatelab/domain/constants'
import { useMemo } from 'react'
import { Chart, type ChartOption } from '../../shared/charts/chart'
import { ownershipBySalaryTier, type OwnershipRow, type OwnershipValue } from './ownership-rows'

type OwnershipChartsProps = {
  readonly rows: readonly OwnershipRow[]
  readonly contests: readonly Contest[]
  readonly lead: Contest | undefined
  /** The slate has not locked: the projection's ownership and points. */
  readonly preLock: boolean
}

/** ECharts' own palette, given to the series so the legend beside the chart matches them. */
const seriesColors = [
  '#5470c6',
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
] as const

/**
 * Axis titles sit beside the axis, centred and (for y) turned, inside the grid's margin: a title
 * at the axis' end is clipped at the chart's top and runs into a legend.
 */
const valueAxis = (name: string, vertical: boolean) => ({
  type: 'value' as const,
  name,
  nameLocation: 'middle' as const,
  nameGap: vertical ? 40 : 28,
  ...(vertical ? { axisLabel: { formatter: '{value}%' } } : {}),
})

const grid = { left: 56, right: 16, top: 16, bottom: 44 }

// No animation: the table's filters redraw these often, and a growing bar says nothing here.

type ScatterPoint = readonly [number, number, string]

const ownershipScatter = (
  points: readonly ScatterPoint[],
  pointsName: string,
  ownershipName: string,
): ChartOption => ({
  animation: false,
  grid,
  tooltip: {
    trigger: 'item',
    formatter: (params: { data: ScatterPoint }) =>
      `${params.data[2]}<br/>${params.data[1].toFixed(1)}% owned · ${params.data[0].toFixed(1)} pts`,
  },
  xAxis: valueAxis(pointsName, false),
  yAxis: valueAxis(ownershipName, true),
  series: [{ type: 'scatter', symbolSize: 9, data: points, color: seriesColors[0] }],
})

const actualPoints = (rows: readonly OwnershipRow[], lead: Contest): readonly ScatterPoint[] =>
  rows.flatMap((row) => {
    const owned = row.ownershipByContest[lead.contestId]
    return row.actualPoints === null || owned === undefined || owned === 0
      ? []
      : [[row.actualPoints, owned, row.playerName] as const]
  })

const projectedPoints = (rows: readonly OwnershipRow[]): readonly ScatterPoint[] =>
  rows.flatMap((row) =>
    row.projectedPoints === null || row.projectedOwnership === null
      ? []
      : [[row.projectedPoints, row.projectedOwnership, row.playerName] as const],
  )

type TierSeries = { readonly name: string; readonly value: OwnershipValue }

const tierSeriesOf = (contests: readonly Contest[], preLock: boolean): readonly TierSeries[] =>
  preLock
    ? [{ name: 'Projected', value: (row) => row.projectedOwnership }]
    : contests.map((contest) => ({
        name: truncateContestName(contest.title),
        value: (row) => row.ownershipByContest[contest.contestId],
      }))

const bySalaryTier = (
  rows: readonly OwnershipRow[],
  series: readonly TierSeries[],
): ChartOption => {
  const { tiers, means } = ownershipBySalaryTier(
    rows,
    series.map((one) => one.value),
  )
  return {
    animation: false,
    grid,
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value.toFixed(1)}%` },
    xAxis: {
      type: 'category',
      name: 'Salary tier',
      nameLocation: 'middle',
      nameGap: 28,
      // "$3K+": the band's floor in the shorthand DFS players read, short enough that the first
      // label never runs into the value axis's "0%" on a phone.
      data: tiers.map((tier) => `$${tier / 1000}K+`),
    },
    yAxis: valueAxis('Mean own %', true),
    series: series.map((one, index) => ({
      type: 'bar',
      name: one.name,
      color: seriesColors[index % seriesColors.length],
      data: means[index] ?? [],
    })),
  }
}

/** The series' names and colours as wrapping text above the chart, never over it. */
function ChartLegend({ names }: { readonly names: readonly string[] }) {
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label="Legend"
      p={0}
      m={0}
      mb={4}
      style={{ listStyle: 'none' }}
    >
      {names.map((name, index) => (
        <Group key={name} component="li" gap={6} wrap="nowrap" miw={0}>
          <ColorSwatch color={seriesColors[index % seriesColors.length] ?? ''} size={12} />
          <Text size="xs">{name}</Text>
        </Group>
      ))}
    </Group>
  )
}

/**
 * Ownership against points (the lead contest's actual points; before lock the projection's)
 * and mean ownership by salary tier. Drawn as SVG, so a test can measure their labels.
 */
export function OwnershipCharts({ rows, contests, lead, preLock }: OwnershipChartsProps) {
  const scatter = useMemo(() => {
    const points = preLock ? projectedPoints(rows) : lead ? actualPoints(rows, lead) : undefined
    if (points === undefined) return undefined
    return {
      count: points.length,
      option: preLock
        ? ownershipScatter(points, 'Projected points', 'Proj own %')
        : ownershipScatter(points, 'Actual points', 'Own %'),
    }
  }, [rows, lead, preLock])
  // Empty axes say nothing: a live slate's players appear as their games end.
  const scatterEmpty =
    scatter === undefined || scatter.count > 0
      ? undefined
      : preLock
        ? 'No player has a projection yet.'
        : lead !== undefined && lead.players.length === 0
          ? 'No entries are stored for this contest yet.'
          : 'No owned player has final points yet: each appears here once his game is over.'

  const series = useMemo(() => tierSeriesOf(contests, preLock), [contests, preLock])
  const tiers = useMemo(() => bySalaryTier(rows, series), [rows, series])
  const scatterTitle = preLock
    ? 'Projected ownership vs projected points'
    : 'Ownership vs actual points'
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5">
          {scatterTitle}
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {preLock
            ? 'The slate’s projections, before lock'
            : lead
              ? truncateContestName(lead.title)
              : 'Pick a contest with entries'}
        </Text>
        <Box data-testid="ownership-points-chart">
          {scatter !== undefined && scatterEmpty !== undefined && (
            <Text size="sm" c="dimmed" py="xl" ta="center">
              {scatterEmpty}
            </Text>
          )}
          {scatter !== undefined && scatterEmpty === undefined && (
            <Chart option={scatter.option} label={scatterTitle} height={300} renderer="svg" />
          )}
        </Box>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5">
          Ownership by salary tier
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          Mean ownership of the players in each $1,000 salary band
        </Text>
        <ChartLegend names={series.map((one) => one.name)} />
        <Box data-testid="ownership-tier-chart">
          <Chart option={tiers} label="Mean ownership by salary tier" height={300} renderer="svg" />
        </Box>
      </Paper>
    </SimpleGrid>
  )
}
