import type { GameFlow, GameFlowPlayer } from '@slatelab/contract/gameflow.contract'
import { findSite, type SiteId } from '@slatelab/domain/sites'
import { useMemo } from 'react'
import { Chart, type ChartOption } from '../../shared/charts/chart'
import {
  clockLabel,
  floorSeconds,
  gameSeconds,
  periodBounds,
  scoreMargins,
  stintFantasyPoints,
} from '../../shared/game-flow/game-flow-figures'

// Cold to hot: a stint's fantasy points per minute, on one scale for every game (an NBA
// starter averages about 1; a short stint can reach far more, so the scale stops at 2).
const rateColors = ['#2c7bb6', '#abd9e9', '#ffffbf', '#fdae61', '#d7191c']
const rateScale = { min: 0, max: 2 } as const

const marginTop = 36
const marginHeight = 110
const rotationTop = marginTop + marginHeight + 36
const rowPx = 22

/** `S. Rivera`: the rotation's row labels stay short enough for a phone. */
const shortName = (fullName: string): string => {
  const [first, ...rest] = fullName.split(' ')
  return rest.length === 0 || first === undefined ? fullName : `${first[0]}. ${rest.join(' ')}`
}

// The players who played, the visitors first, each team by minutes as the server sends them.
const playedRows = (flow: GameFlow): readonly GameFlowPlayer[] => {
  const played = flow.players.filter((player) => floorSeconds(player) > 0)
  return [
    ...played.filter((player) => player.teamId === flow.visitorTeam.teamId),
    ...played.filter((player) => player.teamId !== flow.visitorTeam.teamId),
  ]
}

type RenderApi = {
  value: (dimension: number) => number
  coord: (point: readonly [number, number]) => readonly [number, number]
  size: (value: readonly [number, number]) => readonly [number, number]
  visual: (key: 'color') => string
}

// One stint as a bar from its first to its last second on the player's row.
const renderStint = (_: unknown, api: RenderApi) => {
  const row = api.value(0)
  const [x, y] = api.coord([api.value(1), row])
  const [end] = api.coord([api.value(2), row])
  const height = api.size([0, 1])[1] * 0.7
  return {
    type: 'rect',
    shape: { x, y: y - height / 2, width: end - x, height },
    style: { fill: api.visual('color') },
  }
}

/**
 * The rotation (a row per player who played, visitors first as the title reads, each stint a bar coloured by its
 * fantasy points per minute on the site) under the home team's lead over the game.
 */
export const rotationOption = (flow: GameFlow, siteId: SiteId): ChartOption => {
  const site = findSite(siteId)?.code ?? ''
  const end = gameSeconds(flow.periods)
  const starts = periodBounds(flow.periods).map((bound) => bound.start)
  const teamShort = (player: GameFlowPlayer) =>
    player.teamId === flow.homeTeam.teamId ? flow.homeTeam.teamShort : flow.visitorTeam.teamShort
  const rows = playedRows(flow)
  const stints = rows.flatMap((player, row) =>
    player.stints.map((stint) => {
      const minutes = (stint.outSecond - stint.inSecond) / 60
      const points = stintFantasyPoints(player, stint, siteId)
      return {
        value: [
          row,
          stint.inSecond,
          stint.outSecond,
          Math.min(rateScale.max, Math.max(rateScale.min, points / minutes)),
        ],
        tip: [
          `<b>${player.fullName}</b> (${teamShort(player)})`,
          `${clockLabel(stint.inSecond, flow.periods)} → ${clockLabel(stint.outSecond, flow.periods)}`,
          `${minutes.toFixed(1)} min · ${stint.stats.points} pts · ${points.toFixed(1)} ${site} FP`,
          `${(points / minutes).toFixed(2)} ${site} FP per minute`,
        ].join('<br/>'),
      }
    }),
  )
  const margins = scoreMargins(flow)
  const axis = {
    type: 'value',
    min: 0,
    max: end,
    axisTick: { customValues: starts },
    axisLabel: {
      customValues: starts,
      formatter: (second: number) => clockLabel(second, flow.periods).split(' ')[0],
    },
    splitLine: { show: true },
  }
  return {
    tooltip: {
      trigger: 'item',
      formatter: ({ seriesIndex, dataIndex }: { seriesIndex: number; dataIndex: number }) => {
        if (seriesIndex === 1) return stints[dataIndex]?.tip ?? ''
        const point = margins[dataIndex]
        if (point === undefined) return ''
        const lead =
          point.margin === 0
            ? 'Tied'
            : point.margin > 0
              ? `${flow.homeTeam.teamShort} +${point.margin}`
              : `${flow.visitorTeam.teamShort} +${-point.margin}`
        return `${clockLabel(point.second, flow.periods)}: ${lead}`
      },
    },
    visualMap: {
      type: 'continuous',
      seriesIndex: 1,
      dimension: 3,
      ...rateScale,
      orient: 'horizontal',
      top: 0,
      right: 8,
      itemHeight: 120,
      itemWidth: 10,
      text: [`${site} FP/min`, ''],
      inRange: { color: rateColors },
      calculable: false,
    },
    grid: [
      { left: 96, right: 16, top: marginTop, height: marginHeight },
      { left: 96, right: 16, top: rotationTop, bottom: 28 },
    ],
    xAxis: [
      { ...axis, gridIndex: 0, axisLabel: { show: false } },
      { ...axis, gridIndex: 1 },
    ],
    yAxis: [
      {
        gridIndex: 0,
        type: 'value',
        splitNumber: 2,
      },
      {
        gridIndex: 1,
        type: 'category',
        inverse: true,
        data: rows.map((player) => `${teamShort(player)} ${shortName(player.fullName)}`),
        axisLabel: { fontSize: 11, interval: 0 },
        axisTick: { show: false },
      },
    ],
    series: [
      {
        type: 'line',
        name: 'Score margin',
        xAxisIndex: 0,
        yAxisIndex: 0,
        step: 'end',
        showSymbol: false,
        lineStyle: { width: 1.5 },
        areaStyle: { opacity: 0.15 },
        data: margins.map((point) => [point.second, point.margin]),
      },
      {
        type: 'custom',
        name: 'Stints',
        xAxisIndex: 1,
        yAxisIndex: 1,
        renderItem: renderStint,
        encode: { x: [1, 2], y: 0 },
        data: stints.map((stint) => stint.value),
      },
    ],
  }
}

type RotationChartProps = {
  readonly flow: GameFlow
  readonly siteId: SiteId
}

/** Who was on the floor when, and what he did with it, under the score margin. */
export function RotationChart({ flow, siteId }: RotationChartProps) {
  const option = useMemo(() => rotationOption(flow, siteId), [flow, siteId])
  const rows = playedRows(flow).length
  return (
    <Chart
      option={option}
      label={`Rotation and score margin, ${flow.visitorTeam.teamShort} @ ${flow.homeTeam.teamShort}`}
      height={rotationTop + rows * rowPx + 28}
    />
  )
}
