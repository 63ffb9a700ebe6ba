import { isoDateTime } from '@slatelab/domain/units'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, stubFetch } from '../shared/testing/fetch-stub'
import { createTestStore, renderRoutes } from '../shared/testing/render-with-providers'
import { appRoutes } from './app-routes'
import { createAppStore } from './store'

const user = {
  userId: 3,
  email: 'admin@slatelab.test',
  displayName: 'Ada Admin',
  role: 'admin' as const,
  createdAt: isoDateTime('2025-01-01T00:00:00.000Z'),
}
const signedIn = { bearerToken: 'bearer-3', sessionId: 'session-3', user }

describe('app shell', () => {
  it('shows the navbar with the page title on /vegas', async () => {
    renderRoutes(appRoutes, { initialPath: '/vegas' })
    const navbar = screen.getByRole('banner')
    expect(within(navbar).getByRole('heading', { level: 2, name: 'Vegas' })).toBeVisible()
    expect(within(navbar).getByRole('link', { name: 'Slatelab home' })).toHaveAttribute('href', '/')
    expect(within(navbar).getByRole('button', { name: 'Toggle color scheme' })).toBeVisible()
    expect(within(navbar).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fvegas',
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Vegas' })).toBeVisible()
  })

  it('hides the navbar on /news but keeps the way home and the theme toggle', async () => {
    // The app's own store: the news page reads its slice.
    renderRoutes(appRoutes, { initialPath: '/news', store: createAppStore({ storage: null }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeVisible()
    expect(screen.queryByRole('banner')).toBeNull()
    const strip = screen.getByRole('navigation', { name: 'Site' })
    expect(within(strip).getByRole('link', { name: 'Slatelab home' })).toBeVisible()
    expect(within(strip).getByRole('button', { name: 'Toggle color scheme' })).toBeVisible()
    expect(within(strip).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fnews',
    )
    expect(within(strip).queryByRole('heading')).toBeNull()
  })

  it('hides the navbar on a path without a title', async () => {
    renderRoutes(appRoutes, { initialPath: '/no-such-tool' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(screen.queryByRole('banner')).toBeNull()
  })

  it('the theme toggle switches the color scheme Mantine uses', async () => {
    const { store } = renderRoutes(appRoutes, { initialPath: '/vegas' })
    const root = document.documentElement
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'light')
    await userEvent.click(screen.getByRole('button', { name: 'Toggle color scheme' }))
    expect(store.getState().theme.colorScheme).toBe('dark')
    expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark')
  })

  it("shows the signed-in user's name with a sign-out action", async () => {
    stubFetch(() => jsonResponse(204, null))
    const store = createTestStore({ session: signedIn })
    renderRoutes(appRoutes, { initialPath: '/ownership', store })
    const navbar = screen.getByRole('banner')
    expect(within(navbar).getByText('Ada Admin')).toBeInTheDocument()
    await userEvent.click(within(navbar).getByRole('button', { name: 'Account: Ada Admin' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))
    expect(await within(navbar).findByRole('link', { name: 'Sign in' })).toBeVisible()
    expect(store.getState().session.bearerToken).toBeNull()
  })
})
