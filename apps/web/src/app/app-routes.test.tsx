import { errors } from '@slatelab/domain/errors'
import { pagePaths, pageTitles } from '@slatelab/domain/pages'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../shared/testing/render-with-providers'
import { appRoutes } from './app-routes'
import { createAppStore } from './store'

/** Tools that work on the user's own data: a signed-out visitor sees the sign-in prompt. */
const accountPages: ReadonlySet<string> = new Set([
  '/simlabs',
  '/multi-lineup-settings',
  '/correlations',
  '/game-flow',
  '/marketplace',
  '/plateiq',
  '/projections',
  '/season-long',
])

/** Pages that load the navbar day's data at once, without a choice: their SPEC §8 failure text. */
const fetchesAtOnce: Readonly<Record<string, string>> = {
  '/starting-goalies': errors.fetchStartingGoalies,
  '/team-ratings': errors.fetchTeamRatings,
  '/sales': errors.fetchProductComponents,
}

describe('app routes', () => {
  it.each(pagePaths)('%s renders its page with its title and an empty state', async (path) => {
    // The app's own store: every page's slice is there.
    renderRoutes(appRoutes, { initialPath: path, store: createAppStore({ storage: null }) })
    // Pages load lazily; on a busy CI machine the first import of a big one takes seconds.
    expect(
      await screen.findByRole('heading', { level: 1, name: pageTitles[path] }, { timeout: 10_000 }),
    ).toBeVisible()
    const failure = fetchesAtOnce[path]
    if (failure !== undefined) {
      // No server answers here: the page says which of its calls failed.
      expect(await screen.findByRole('alert', { name: failure })).toBeVisible()
      return
    }
    const state = accountPages.has(path) ? /^Sign in to / : /will appear here once/
    expect(screen.getByRole('heading', { level: 2, name: state })).toBeVisible()
  })

  it('sends / to the contests dashboard', async () => {
    const { router } = renderRoutes(appRoutes, { initialPath: '/' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contests Dashboard' }),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/contests')
  })

  it('renders the 404 page for an unknown path, with a link home', async () => {
    const { router } = renderRoutes(appRoutes, { initialPath: '/vegas/nope' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/contests'))
  })

  it('serves the sign-in and sign-up pages', async () => {
    renderRoutes(appRoutes, { initialPath: '/signup' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible()
  })
})
