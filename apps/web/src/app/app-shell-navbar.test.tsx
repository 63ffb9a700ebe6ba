import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { narrowNavbarQuery } from '../shared/navbar/navbar-breakpoints'
import { jsonResponse, stubFetch } from '../shared/testing/fetch-stub'
import { renderRoutes } from '../shared/testing/render-with-providers'
import { appRoutes } from './app-routes'

/** A screen as wide as `narrow` says: Mantine's media queries answer accordingly. */
const stubScreen = ({ narrow }: { readonly narrow: boolean }) => {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: narrow && query === narrowNavbarQuery,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

describe('navbar selectors in the shell', () => {
  // First in this file on purpose: the selectors' chunk loads once per test file.
  it("reads 'Loading nav...' until the selectors have loaded", async () => {
    stubFetch(() => jsonResponse(200, []))
    renderRoutes(appRoutes, { initialPath: '/contests' })
    const navbar = screen.getByRole('banner')
    expect(within(navbar).getByText('Loading nav...')).toBeInTheDocument()
    expect(await within(navbar).findByRole('combobox', { name: 'Sport' })).toBeVisible()
    expect(within(navbar).queryByText('Loading nav...')).toBeNull()
  })

  it('shows the selectors under the title on wide screens, without a toggle', async () => {
    stubFetch(() => jsonResponse(200, []))
    renderRoutes(appRoutes, { initialPath: '/ownership' })
    const navbar = screen.getByRole('banner')
    expect(await within(navbar).findByRole('combobox', { name: 'Slate' })).toBeVisible()
    expect(within(navbar).queryByRole('button', { name: 'Show selectors' })).toBeNull()
  })

  it('folds the selectors behind a toggle at 768 px and below', async () => {
    stubScreen({ narrow: true })
    stubFetch(() => jsonResponse(200, []))
    renderRoutes(appRoutes, { initialPath: '/contests' })
    const navbar = screen.getByRole('banner')
    const selectors = await within(navbar).findByRole('group', {
      hidden: true,
      name: 'Slate selection',
    })
    const show = within(navbar).getByRole('button', { name: 'Show selectors' })
    expect(show).toHaveAttribute('aria-expanded', 'false')
    expect(selectors).not.toBeVisible()

    await userEvent.click(show)
    const hide = within(navbar).getByRole('button', { name: 'Hide selectors' })
    expect(hide).toHaveAttribute('aria-expanded', 'true')
    expect(selectors).toBeVisible()
    // The panel labels its fields for people, not only for screen readers.
    expect(within(selectors).getByText('Contest', { selector: 'label' })).toBeVisible()

    await userEvent.click(hide)
    expect(selectors).not.toBeVisible()
  })

  it('has no selectors and no toggle on /season-long', async () => {
    stubScreen({ narrow: true })
    renderRoutes(appRoutes, { initialPath: '/season-long' })
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    const navbar = screen.getByRole('banner')
    expect(within(navbar).queryByRole('button', { name: 'Show selectors' })).toBeNull()
    expect(
      within(navbar).queryByRole('group', { hidden: true, name: 'Slate selection' }),
    ).toBeNull()
  })
})
