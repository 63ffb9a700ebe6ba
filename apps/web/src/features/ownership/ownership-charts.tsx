import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import type { Contest } from '@slatelab/domain/entities/contest'
import { truncateContestName } from '@slatelab/domain/constants'
import { useMemo } from 'react'
import { Chart, type ChartOption } from '../../shared/charts/chart'
import { formatSalary } from './ownership-format'
import { ownershipBySalaryTier, type OwnershipRow } from './ownership-rows'

type OwnershipChartsProps = {
  readonly rows: readonly OwnershipRow[]
  readonly contests: readonly Contest[]
  readonly lead: Contest | undefined
}

const pointsVsOwnership = (rows: readonly OwnershipRow[], lead: Contest): ChartOption => ({
  grid: { left: 48, right: 16, top: 16, bottom: 40 },
  tooltip: {
    trigger: 'item',
    formatter: (params: { data: [number, number, string] }) =>
      `${params.data[2]}<br/>${params.data[1].toFixed(1)}% owned · ${params.data[0].toFixed(1)} pts`,
  },
  xAxis: { type: 'value', name: 'Actual points', nameLocation: 'middle', nameGap: 26 },
  yAxis: { type: 'value', name: 'Own %', axisLabel: { formatter: '{value}%' } },
  series: [
    {
      type: 'scatter',
      symbolSize: 9,
      data: rows.flatMap((row) => {
        const owned = row.ownershipByContest[lead.contestId]
        return row.actualPoints === null || owned === undefined || owned === 0
          ? []
          : [[row.actualPoints, owned, row.playerName]]
      }),
    },
  ],
})

const bySalaryTier = (rows: readonly OwnershipRow[], contests: readonly Contest[]): ChartOption => {
  const { tiers, means } = ownershipBySalaryTier(
    rows,
    contests.map((contest) => contest.contestId),
  )
  return {
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${value.toFixed(1)}%` },
    xAxis: { type: 'category', data: tiers.map((tier) => `${formatSalary(tier)}+`) },
    yAxis: { type: 'value', name: 'Mean own %', axisLabel: { formatter: '{value}%' } },
    series: contests.map((contest, index) => ({
      type: 'bar',
      name: truncateContestName(contest.title),
      data: means[index] ?? [],
    })),
  }
}

/** Ownership against actual points (lead contest) and mean ownership by salary tier. */
export function OwnershipCharts({ rows, contests, lead }: OwnershipChartsProps) {
  const scatter = useMemo(() => (lead ? pointsVsOwnership(rows, lead) : undefined), [rows, lead])
  const tiers = useMemo(() => bySalaryTier(rows, contests), [rows, contests])
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5">
          Ownership vs actual points
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {lead ? truncateContestName(lead.title) : 'Pick a contest with entries'}
        </Text>
        {scatter && <Chart option={scatter} label="Ownership against actual points" height={300} />}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5">
          Ownership by salary tier
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          Mean ownership of the players in each $1,000 salary band
        </Text>
        <Chart option={tiers} label="Mean ownership by salary tier" height={300} />
      </Paper>
    </SimpleGrid>
  )
}
