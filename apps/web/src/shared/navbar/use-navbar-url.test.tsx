import { isoDate } from '@slatelab/domain/units'
import { act, screen } from '@testing-library/react'
import { lazy, Suspense, type JSX } from 'react'
import { Link, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../testing/render-with-providers'
import { dateChanged } from './navbar-slice'
import { useNavbarUrlSync } from './use-navbar-url'

function DatePicker() {
  const choose = useNavbarUrlSync()
  return (
    <button
      type="button"
      onClick={() => {
        // A date input reports its value on input and again on Enter, before the router lands.
        choose(dateChanged(isoDate('2026-12-22')))
        choose(dateChanged(isoDate('2026-12-22')))
      }}
    >
      pick
    </button>
  )
}

describe('navbar URL sync', () => {
  it('pushes one history entry for a choice reported twice, so back returns to the last one', async () => {
    const { router } = renderRoutes([{ path: '/ownership', element: <DatePicker /> }], {
      initialPath: '/ownership?sport=2&date=2026-11-22&source=4',
    })
    await act(async () => screen.getByRole('button', { name: 'pick' }).click())
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-12-22')
    await act(async () => router.navigate(-1))
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-11-22')
  })

  it('lets a link click finish when an automatic pick lands while the next page loads', async () => {
    let showSignIn = () => {}
    const SignIn = lazy(
      () =>
        new Promise<{ default: () => JSX.Element }>((resolve) => {
          showSignIn = () => resolve({ default: () => <h1>Sign in page</h1> })
        }),
    )
    function Shell() {
      useNavbarUrlSync()
      return (
        <Suspense fallback={<p>Loading page</p>}>
          <Outlet />
        </Suspense>
      )
    }
    const { router, store } = renderRoutes(
      [
        {
          element: <Shell />,
          children: [
            { path: '/ownership', element: <Link to="/signin">Sign in</Link> },
            { path: '/signin', element: <SignIn /> },
          ],
        },
      ],
      { initialPath: '/ownership?sport=2&date=2026-11-22&source=4' },
    )
    await act(async () => screen.getByRole('link', { name: 'Sign in' }).click())
    // The navbar's data arrives and it picks on its own before the sign-in page has loaded.
    await act(async () => store.dispatch(dateChanged(isoDate('2026-12-22'))))
    await act(async () => showSignIn())
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/signin')
  })
})
