import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../../shared/testing/render-with-providers'
import type { PoolStarter } from '@slatelab/contract/optimizer.contract'
import { PlayerPoolTable } from './player-pool-table'
import { buildPoolPlayer } from './settings-builders'

const renderPool = (players: Parameters<typeof PlayerPoolTable>[0]['players']) =>
  renderRoutes(
    [
      {
        path: '/multi-lineup-settings',
        element: <PlayerPoolTable players={players} choices={{}} onChoice={() => {}} />,
      },
    ],
    { initialPath: '/multi-lineup-settings' },
  )

/** A pool player with what is known of his start. */
const starting = (id: string, role: string, status: PoolStarter['status']) =>
  buildPoolPlayer({ id, starter: { role, status } })

describe('the player pool', () => {
  beforeEach(() => {
    // jsdom lays nothing out; the virtualized table needs a box with a height to show rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024)
  })
  afterEach(() => vi.restoreAllMocks())

  it('says who starts on an MLB slate: batting slot, starter, a confirmed bench', async () => {
    renderPool([
      starting('1', 'Bats 1', 'confirmed'),
      starting('2', 'Starting P', 'projected'),
      starting('3', 'Not in lineup', 'confirmed'),
    ])
    const table = screen.getByRole('table', { name: 'Player pool' })
    expect(within(table).getByRole('columnheader', { name: /Start/ })).toBeInTheDocument()
    expect(await within(table).findByLabelText('Bats 1 (confirmed)')).toHaveTextContent('#1')
    expect(within(table).getByLabelText('Starting P (projected)')).toHaveTextContent('SP')
    expect(within(table).getByLabelText('Not in lineup (confirmed)')).toHaveTextContent('Bench')
  })

  it('marks an announced NBA starter and a benched player', async () => {
    renderPool([starting('1', 'Starter', 'confirmed'), starting('2', 'Bench', 'confirmed')])
    const table = screen.getByRole('table', { name: 'Player pool' })
    expect(await within(table).findByLabelText('Starter (confirmed)')).toHaveTextContent('Start')
    expect(within(table).getByLabelText('Bench (confirmed)')).toHaveTextContent('Bench')
  })

  it('has no start column where nothing says who starts (an NFL slate)', () => {
    renderPool([buildPoolPlayer({ id: '1', name: 'Josh Allen' })])
    const table = screen.getByRole('table', { name: 'Player pool' })
    expect(within(table).queryByRole('columnheader', { name: /Start/ })).toBeNull()
  })
})
