import type { Build } from '@slatelab/contract/optimizer.contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
