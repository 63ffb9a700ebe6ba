import { Box, Loader } from '@mantine/core'
import type { EChartsCoreOption } from 'echarts/core'
import { lazy, Suspense } from 'react'

/** An ECharts option object (series, axes, tooltip…). */
export type ChartOption = EChartsCoreOption

export type ChartProps = {
  readonly option: ChartOption
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  readonly label: string
  /** In pixels; the chart is as wide as its container. */
  readonly height?: number
  /** Told the index (in its series' data) of the item clicked. */
  readonly onItemClick?: (dataIndex: number) => void
  /**
   * `svg` draws text as elements a test can measure (labels that overlap or are clipped);
   * `canvas`, the default, is faster for large charts.
   */
  readonly renderer?: 'canvas' | 'svg'
}

// ECharts is the largest library of the app (~150 KB gzipped): it loads with the first chart
// shown, never with the shell or a page without charts.
const EChartsChart = lazy(async () => ({
  default: (await import('./echarts-chart')).EChartsChart,
}))

/**
 * A chart for anything a player would rather look at than read. Until ECharts has loaded, a
 * box of the same size (and the same accessible name) holds its place, so nothing below moves.
 */
export function Chart({
  option,
  label,
  height = 320,
  onItemClick,
  renderer = 'canvas',
}: ChartProps) {
  return (
    <Suspense
      fallback={
        <Box
          role="img"
          aria-label={label}
          aria-busy
          h={height}
          w="100%"
          display="flex"
          style={{ alignItems: 'center', justifyContent: 'center' }}
        >
          <Loader size="sm" type="dots" />
        </Box>
      }
    >
      <EChartsChart
        option={option}
        label={label}
        height={height}
        onItemClick={onItemClick}
        renderer={renderer}
      />
    </Suspense>
  )
}
