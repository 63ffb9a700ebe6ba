import { freeOptimizerLineups } from '@slatelab/domain/entities/access'
import { isoDateTime } from '@slatelab/domain/units'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { createTestStore, renderRoutes } from '../../shared/testing/render-with-providers'
import { LineupCountInput } from './lineup-count-input'

function Harness() {
  const [count, setCount] = useState(freeOptimizerLineups)
  return <LineupCountInput value={count} onChange={setCount} />
}

const renderInput = (optimizerPro: boolean) =>
  renderRoutes([{ path: '/', element: <Harness /> }], {
    store: createTestStore({
      session: {
        bearerToken: 'b',
        sessionId: 's',
        user: {
          userId: 1,
          email: 'free@slatelab.test',
          displayName: 'Free',
          role: 'user',
          createdAt: isoDateTime('2026-01-01T00:00:00.000Z'),
        },
      },
      productAccess: { 'Optimizer Pro': optimizerPro },
    }),
  })

describe('Lineup count input', () => {
  it('keeps a free account to 20 lineups a slate and points to Optimizer Pro', async () => {
    stubFetch(() => jsonResponse(200, { userAccess: false }))
    renderInput(false)
    const input = screen.getByRole('textbox', { name: 'Lineups' })
    await userEvent.type(input, '150', { initialSelectionStart: 0, initialSelectionEnd: 3 })
    await userEvent.tab()
    expect(input).toHaveValue(String(freeOptimizerLineups))
    expect(screen.getByText(/Free accounts build up to 20 lineups per slate/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Optimizer Pro' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/marketplace\?for=Optimizer\+Pro&from=%2F/),
    )
  })

  it('lets an Optimizer Pro subscriber build 150 lineups', async () => {
    stubFetch(() => jsonResponse(200, { userAccess: true }))
    renderInput(true)
    const input = screen.getByRole('textbox', { name: 'Lineups' })
    await userEvent.type(input, '150', { initialSelectionStart: 0, initialSelectionEnd: 3 })
    await userEvent.tab()
    expect(input).toHaveValue('150')
    expect(screen.queryByText(/Free accounts/)).toBeNull()
  })
})
