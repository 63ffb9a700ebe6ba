import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '../../shared/testing/fetch-stub'
import { renderRoutes } from '../../shared/testing/render-with-providers'
import { MultiLineupSettingsPage } from './multi-lineup-settings-page'

describe('Multi-lineup settings page', () => {
  it('asks a signed-out visitor to sign in, with the demo accounts, and calls nothing', () => {
    const fetchMock = stubFetch(() => jsonResponse(401, { message: 'Missing bearer token' }))
    renderRoutes([{ path: '/multi-lineup-settings', element: <MultiLineupSettingsPage /> }], {
      initialPath: '/multi-lineup-settings',
    })
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign in to build lineups' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/so it needs one/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fmulti-lineup-settings',
    )
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fmulti-lineup-settings',
    )
    expect(screen.getByRole('note', { name: 'Demo accounts' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use the free demo account' })).toBeEnabled()
    expect(screen.queryByRole('combobox', { name: 'Slate' })).toBeNull()
    expect(screen.queryByText(/Missing bearer token/)).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
