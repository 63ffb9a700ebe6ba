import { configureStore, type Store } from '@reduxjs/toolkit'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject } from 'react-router'
import type { ProductName } from '@slatelab/domain/entities/access'
import { productAccessApi } from '../access/product-access-api'
import { apiMiddleware, apiReducers } from '../api/api-store'
import { createInitialNavbarState, navbarReducer, type NavbarState } from '../navbar/navbar-slice'
import { slateToday } from '../navbar/navbar-dates'
import { initialSessionState, sessionReducer, type SessionState } from '../session/session-slice'
import { PageRouterProvider } from '../routing/page-router-provider'
import { ThemedMantineProvider } from '../theme/themed-mantine-provider'
import { initialThemeState, themeReducer, type ThemeState } from '../theme/theme-slice'

/**
 * A store with the shared slices, for testing a feature on its own; `productAccess` preloads
 * the access check's cached answers, as if the server had been asked.
 */
export const createTestStore = (
  overrides: {
    readonly session?: Partial<SessionState>
    readonly theme?: ThemeState
    readonly navbar?: Partial<NavbarState>
    readonly productAccess?: Readonly<Partial<Record<ProductName, boolean>>>
  } = {},
) => {
  const store = configureStore({
    reducer: {
      ...apiReducers,
      session: sessionReducer,
      theme: themeReducer,
      navbar: navbarReducer,
    },
    preloadedState: {
      session: { ...initialSessionState, ...overrides.session },
      theme: overrides.theme ?? initialThemeState,
      navbar: { ...createInitialNavbarState(slateToday()), ...overrides.navbar },
    },
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  })
  const known = Object.entries(overrides.productAccess ?? {}) as [ProductName, boolean][]
  store.dispatch(
    productAccessApi.util.upsertQueryEntries(
      known.map(([product, allowed]) => ({
        endpointName: 'productAccess',
        arg: product,
        value: allowed,
      })),
    ),
  )
  return store
}

export type TestStore = ReturnType<typeof createTestStore>

/** Renders `routes` at `initialPath` with the store, Mantine (test mode) and a memory router. */
export const renderRoutes = <S extends Store = TestStore>(
  routes: RouteObject[],
  {
    initialPath = '/',
    store = createTestStore() as unknown as S,
  }: { initialPath?: string; store?: S } = {},
) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] })
  const result = render(
    <Provider store={store}>
      <ThemedMantineProvider env="test">
        <PageRouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>,
  )
  return { ...result, router, store }
}
