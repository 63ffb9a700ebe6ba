import { Group, Paper, Text, Title, CloseButton } from '@mantine/core'
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import { useMemo } from 'react'
import { Chart, type ChartOption } from '../../shared/charts/chart'
import { formatOdds, formatSpread, gameLabel } from './vegas-games'

/** Hours before kickoff, as the x axis reads: `-168h`, `-0.5h`. */
const hoursBefore = (minutes: number): string => `-${Math.round((minutes / 60) * 10) / 10}h`

const share = (pct: number | null, what: string): string =>
  pct === null ? '' : ` (${pct}% ${what})`

/**
 * The home team's spread and the game total from open to now (step lines: a line holds until
 * it moves), with the share of bets on the home side and the over in the tooltip.
 */
const movementOption = (home: BettingLineEvent): ChartOption => {
  const labels = home.movement.map((snapshot) => hoursBefore(snapshot.minutesBefore))
  return {
    grid: { left: 48, right: 56, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: readonly { dataIndex: number }[]) => {
        const snapshot = home.movement[params[0]?.dataIndex ?? 0]
        if (snapshot === undefined) return ''
        return [
          `${hoursBefore(snapshot.minutesBefore)} before kickoff`,
          snapshot.spread === null
            ? null
            : `${home.teamShort} ${formatSpread(snapshot.spread)}${share(snapshot.spreadPct, 'of bets')}`,
          snapshot.total === null
            ? null
            : `Total ${snapshot.total}${share(snapshot.overPct, 'on the over')}`,
          snapshot.moneyline === null
            ? null
            : `${home.teamShort} moneyline ${formatOdds(snapshot.moneyline)}`,
        ]
          .filter((line) => line !== null)
          .join('<br/>')
      },
    },
    xAxis: { type: 'category', data: labels, boundaryGap: false },
    yAxis: [
      { type: 'value', name: `${home.teamShort} spread`, scale: true },
      { type: 'value', name: 'Total', scale: true, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'line',
        name: `${home.teamShort} spread`,
        step: 'end',
        data: home.movement.map((snapshot) => snapshot.spread),
      },
      {
        type: 'line',
        name: 'Total',
        step: 'end',
        yAxisIndex: 1,
        data: home.movement.map((snapshot) => snapshot.total),
      },
    ],
  }
}

type MovementChartProps = {
  /** The game's home row (its movement is from the home side). */
  readonly home: BettingLineEvent
  readonly onClose: () => void
}

/** The line movement of the game clicked in the table. */
export function MovementChart({ home, onClose }: MovementChartProps) {
  const option = useMemo(() => movementOption(home), [home])
  const moves = home.movement.length - 1
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h4">
            Line movement: {gameLabel(home)}
          </Title>
          <Text size="xs" c="dimmed">
            {moves === 0
              ? 'The line has not moved since it opened.'
              : `${moves} ${moves === 1 ? 'move' : 'moves'} since the open, hours before kickoff`}
          </Text>
        </div>
        <CloseButton aria-label="Close the movement chart" onClick={onClose} />
      </Group>
      <Chart option={option} label={`Line movement of ${gameLabel(home)}`} height={280} />
    </Paper>
  )
}
