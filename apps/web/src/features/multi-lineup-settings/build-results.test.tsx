import type { Build } from '@slatelab/contract/optimizer.contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../../shared/testing/render-with-providers'
import { BuildResults } from './build-results'

const build = (status: Build['status'], error: string | null): Build => ({
  buildId: 'b1',
  contestGroupId: 1,
  formatKey: 'dk-nfl-classic',
  status,
  done: 0,
  count: 20,
  error,
  createdAt: '2026-11-27T12:00:00.000Z',
  finishedAt: '2026-11-27T12:00:05.000Z',
  slots: [],
  lineups: [],
  exposures: [],
})

const renderBuild = (value: Build) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <BuildResults
          build={value}
          onCancel={() => undefined}
          onExport={async () => undefined}
          onFillEntries={async () => undefined}
        />
      ),
    },
  ])

describe('Build results', () => {
  it('says a build stopped by a shutdown was interrupted, not failed, and how to get its lineups', () => {
    renderBuild(build('interrupted', 'Interrupted by a server shutdown'))
    expect(screen.getByText('Build interrupted')).toBeInTheDocument()
    expect(
      screen.getByText(/Interrupted by a server shutdown\. Start it again/),
    ).toBeInTheDocument()
    expect(screen.queryByText('The build failed')).toBeNull()
  })

  it('shows why a build failed, a time limit included', () => {
    renderBuild(build('failed', 'The build ran past its time limit of 60 s and was stopped'))
    expect(screen.getByText('The build failed')).toBeInTheDocument()
    expect(screen.getByText(/time limit of 60 s/)).toBeInTheDocument()
  })

  it('shows every lineup’s expected duplicates in an “Exp. dupes” column, a dash without a contest', async () => {
    // jsdom lays nothing out; the virtualized table needs a box with a height to show rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280)
    renderBuild({
      ...build('done', null),
      slots: ['QB'],
      lineups: [1.234, 0.004, null].map((expectedDuplicates, index) => ({
        number: index + 1,
        salary: 49_900,
        projection: 140,
        ownership: 120,
        ownershipGeoMean: 13,
        expectedDuplicates,
        stack: '',
        players: [
          { slot: 'QB', id: '1', name: 'Blake Dunwick', team: 'LV', salary: 7000, projection: 22 },
        ],
      })),
    })
    expect(screen.getByRole('columnheader', { name: /Exp\. dupes/ })).toBeInTheDocument()
    await screen.findByText('1.23')
    const rows = within(screen.getByRole('table', { name: 'Built lineups' }))
      .getAllByRole('row')
      .slice(1)
    const column = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .findIndex((cell) => cell.textContent?.includes('Exp. dupes'))
    expect(rows.map((row) => within(row).getAllByRole('cell')[column]?.textContent)).toEqual([
      '1.23',
      '0.00',
      '—',
    ])
  })
})
