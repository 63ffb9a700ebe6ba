import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import type { JobResult } from '@slatelab/contract/simlabs.contract'
import { configureApi } from '../../shared/api/api-config'
import { createTestStore } from '../../shared/testing/render-with-providers'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { ThemedMantineProvider } from '../../shared/theme/themed-mantine-provider'
import { PortfolioPanel } from './portfolio-panel'

const lineup = (number: number, roiPct: number, top1Pct: number) => ({
  number,
  players: [
    { slot: 'PG', id: `${number}1`, name: `Guard ${number}` },
    { slot: 'C', id: '99', name: 'Chalk Center' },
  ],
  salary: 50000,
  meanPoints: 250,
  sdPoints: 30,
  winPct: 0.1,
  top1Pct,
  cashPct: 20,
  expectedPayout: 20 * (1 + roiPct / 100),
  roiPct,
  fieldDuplicates: 0,
  scoreHistogram: [],
})

const job = {
  jobId: '5b0c8a4e-2f4d-4c1e-9d55-0e0c9a6f7a11',
  contestGroupId: 101,
  result: {
    slots: ['PG', 'C'],
    lineups: [lineup(1, 40, 2), lineup(2, 10, 1.5), lineup(3, -20, 0.5)],
  },
} as unknown as JobResult

describe('PortfolioPanel', () => {
  it('sends every simulated lineup with the caps and shows the chosen portfolio', async () => {
    configureApi({
      getSession: () => ({ bearerToken: 'b', sessionId: 's' }),
      onUnauthorized: () => undefined,
    })
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        chosen: [1, 3],
        meanRoiPct: 10,
        top1Pct: 2.5,
        upperBound: 20,
        proven: true,
        baseline: { count: 1, objective: 40 },
        objective: 20,
        stacks: [{ team: 'BOS', lineups: 2 }],
      }),
    )
    render(
      <Provider store={createTestStore({})}>
        <ThemedMantineProvider env="test">
          <PortfolioPanel job={job} />
        </ThemedMantineProvider>
      </Provider>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'Top 1 % rate' }))
    await user.click(screen.getByRole('button', { name: 'Build portfolio' }))

    const portfolio = await screen.findByLabelText('Portfolio')
    expect(within(portfolio).getByText('Lineups 1, 3')).toBeInTheDocument()
    expect(within(portfolio).getByText(/2 lineups: mean ROI \+10\.0%/)).toBeInTheDocument()
    expect(within(portfolio).getByText(/Team stacks: BOS 2/)).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toContain('/optimizer/portfolio/')
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>
    expect(body).toMatchObject({
      contestGroupId: 101,
      count: 3,
      objective: 'top1',
      maxExposurePct: 50,
      maxStackExposurePct: 30,
      minUniquePlayers: 2,
    })
    expect(body.candidates).toEqual([
      { players: ['11', '99'], roiPct: 40, top1Pct: 2 },
      { players: ['21', '99'], roiPct: 10, top1Pct: 1.5 },
      { players: ['31', '99'], roiPct: -20, top1Pct: 0.5 },
    ])
  })
})
