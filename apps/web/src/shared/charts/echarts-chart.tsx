import { Box } from '@mantine/core'
import { BarChart, CustomChart, HeatmapChart, LineChart, ScatterChart } from 'echarts/charts'
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers'
import { useEffect, useRef } from 'react'
import { useSelector } from 'react-redux'
import { selectColorScheme } from '../theme/theme-slice'
import type { ChartProps } from './chart'

// Only what the charts here draw goes into the bundle.
echarts.use([
  BarChart,
  CustomChart,
  HeatmapChart,
  LineChart,
  ScatterChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
  SVGRenderer,
])

const noAnimation = { animation: false } as const

// A user who asks the system for reduced motion gets charts drawn at once.
const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/**
 * An ECharts chart in the app's light or dark theme, redrawn when its option changes and
 * resized with its box. Pages use `Chart` (chart.tsx), which loads this module, and ECharts
 * with it, only when a chart is first shown.
 */
export function EChartsChart({
  option,
  label,
  height,
  onItemClick,
  renderer,
}: Required<Omit<ChartProps, 'onItemClick'>> & Pick<ChartProps, 'onItemClick'>) {
  const boxRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<echarts.ECharts | null>(null)
  const colorScheme = useSelector(selectColorScheme)
  const clickRef = useRef(onItemClick)
  useEffect(() => {
    clickRef.current = onItemClick
  }, [onItemClick])

  useEffect(() => {
    const box = boxRef.current
    if (box === null) return
    const chart = echarts.init(box, colorScheme === 'dark' ? 'dark' : undefined, { renderer })
    chartRef.current = chart
    chart.on('click', (params) => clickRef.current?.(params.dataIndex))
    const observer = new ResizeObserver(() => chart.resize())
    observer.observe(box)
    return () => {
      observer.disconnect()
      chart.dispose()
      chartRef.current = null
    }
  }, [colorScheme, renderer])

  useEffect(() => {
    // The dark theme paints its own background; the card's shows through instead.
    chartRef.current?.setOption(
      { backgroundColor: 'transparent', ...option, ...(prefersReducedMotion() && noAnimation) },
      true,
    )
  }, [option, colorScheme])

  return <Box ref={boxRef} role="img" aria-label={label} h={height} w="100%" />
}
