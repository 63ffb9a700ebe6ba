/** ECharts options of the correlations page: pure functions of the result, so tests read them. */
import type {
  CorrelationPoint,
  CorrelationResult,
  CorrelationView,
} from '@slatelab/contract/correlations.contract'
import type { ChartOption } from '../../shared/charts/chart'

/** Blue for points that move apart, white for none, red for points that move together. */
const divergingColors = ['#1c7ed6', '#f1f3f5', '#e03131']

/**
 * The matrix as a heat map: rows down, columns across, each cell its value (−1 to 1, colour
 * scale centred on 0) with its percentile and games in the tooltip. Cells with no value are
 * left out. The data item is `[column, row, value, percentile, games]`.
 * @example heatmapOption(view, result).series[0].data[0] // [1, 0, 0.46, 97, 570]
 */
export const heatmapOption = (
  view: CorrelationView,
  result: readonly CorrelationResult[],
): ChartOption => ({
  tooltip: {
    position: 'top',
    formatter: (params: { value: readonly number[] }) => {
      const [column = 0, row = 0, value = 0, percentile = 0, games = 0] = params.value
      return `${view.rows[row]?.propertyHeader ?? ''} – ${view.columns[column]?.propertyHeader ?? ''}<br/>r = ${value.toFixed(2)} · ${percentile}th percentile · ${games} games`
    },
  },
  grid: { left: 64, right: 16, top: 16, bottom: 104 },
  xAxis: {
    type: 'category',
    data: view.columns.map((column) => column.propertyHeader),
    axisLabel: { rotate: 45, interval: 0 },
    splitArea: { show: true },
  },
  yAxis: {
    type: 'category',
    data: result.map((row) => row.propertyHeader),
    inverse: true,
    splitArea: { show: true },
  },
  visualMap: {
    // The value, not the last dimension (games).
    dimension: 2,
    min: -1,
    max: 1,
    calculable: true,
    orient: 'horizontal',
    left: 'center',
    bottom: 0,
    itemHeight: 120,
    precision: 2,
    inRange: { color: divergingColors },
  },
  series: [
    {
      type: 'heatmap',
      name: 'Correlation',
      data: result.flatMap((row, rowIndex) =>
        row.correlationValues.flatMap((value, columnIndex) =>
          value === null
            ? []
            : [
                [
                  columnIndex,
                  rowIndex,
                  value,
                  row.percentiles[columnIndex] ?? 0,
                  row.sampleSizes[columnIndex] ?? 0,
                ],
              ],
        ),
      ),
      label: {
        // Wide views (game stacks) read from colour and tooltip; the values would overlap.
        show: view.columns.length <= 12,
        formatter: (params: { value: readonly number[] }) => (params.value[2] ?? 0).toFixed(2),
        fontSize: 11,
      },
      emphasis: { itemStyle: { borderColor: '#212529', borderWidth: 1 } },
    },
  ],
})

/**
 * One cell's games: the row player's points across, the column player's up.
 * @example scatterOption('QB', 'WR1', points).series[0].data[0] // [24.3, 19.8]
 */
export const scatterOption = (
  rowHeader: string,
  columnHeader: string,
  points: readonly CorrelationPoint[],
): ChartOption => ({
  tooltip: {
    trigger: 'item',
    formatter: (params: { dataIndex: number }) => {
      const point = points[params.dataIndex]
      return point === undefined
        ? ''
        : `${point.date}<br/>${rowHeader} ${point.x.toFixed(1)} · ${columnHeader} ${point.y.toFixed(1)}`
    },
  },
  grid: { left: 56, right: 16, top: 24, bottom: 48 },
  xAxis: { type: 'value', name: `${rowHeader} points`, nameLocation: 'middle', nameGap: 28 },
  yAxis: { type: 'value', name: `${columnHeader} points`, nameLocation: 'middle', nameGap: 36 },
  series: [
    {
      type: 'scatter',
      name: 'Games',
      symbolSize: 7,
      data: points.map((point) => [point.x, point.y]),
    },
  ],
})
