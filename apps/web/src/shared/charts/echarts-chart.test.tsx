import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestStore } from '../testing/render-with-providers'
import { ThemedMantineProvider } from '../theme/themed-mantine-provider'
import { EChartsChart } from './echarts-chart'

const drawn = vi.hoisted(() => [] as Record<string, unknown>[])
vi.mock('echarts/core', () => ({
  use: () => undefined,
  init: () => ({
    on: () => undefined,
    resize: () => undefined,
    dispose: () => undefined,
    setOption: (option: Record<string, unknown>) => drawn.push(option),
  }),
}))

const prefersReducedMotion = (reduce: boolean) => {
  const original = window.matchMedia
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }))
}

const draw = () => {
  render(
    <Provider store={createTestStore()}>
      <ThemedMantineProvider>
        <EChartsChart option={{ series: [] }} label="A chart" height={200} renderer="canvas" />
      </ThemedMantineProvider>
    </Provider>,
  )
  return drawn.at(-1)
}

describe('a chart and reduced motion', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    drawn.length = 0
  })

  it('draws at once for a user who asks the system for reduced motion', () => {
    prefersReducedMotion(true)
    expect(draw()).toMatchObject({ animation: false, series: [] })
  })

  it('keeps the chart’s animation otherwise', () => {
    prefersReducedMotion(false)
    expect(draw()).not.toHaveProperty('animation')
  })
})
