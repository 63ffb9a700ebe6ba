import { configureStore, type Store, type UnknownAction } from '@reduxjs/toolkit'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject } from 'react-router'
import type { ProductName } from '@slatelab/domain/entities/access'
import { productAccessApi } from '../access/product-access-api'
import { apiMiddleware, apiReducers } from '../api/api-store'
import type { Contest } from '@slatelab/domain/entities/contest'
import type { Source } from '@slatelab/domain/entities/source'
import { navbarApi } from '../navbar/navbar-api'
import { createInitialNavbarState, navbarReducer, type NavbarState } from '../navbar/navbar-slice'
import { slateToday } from '../navbar/navbar-dates'
import { initialSessionState, sessionReducer, type SessionState } from '../session/session-slice'
import { PageRouterProvider } from '../routing/page-router-provider'
import { ThemedMantineProvider } from '../theme/themed-mantine-provider'
import { initialThemeState, themeReducer, type ThemeState } from '../theme/theme-slice'

type NavbarLists = {
  /** The sources of the navbar's sport and date. */
  readonly sources?: readonly Source[]
  /** The contests of the navbar's slate. */
  readonly contests?: readonly Contest[]
}

/**
 * Puts the navbar's lists in the API cache, as if the navbar had loaded them for the store's
 * sport, date and slate.
 */
export const preloadNavbarLists = (
  store: {
    readonly dispatch: (action: UnknownAction) => unknown
    readonly getState: () => { readonly navbar: NavbarState }
  },
  { sources, contests }: NavbarLists,
): void => {
  const { sportId, date, contestGroupId } = store.getState().navbar
  store.dispatch(
    navbarApi.util.upsertQueryEntries([
      ...(sources === undefined
        ? []
        : [{ endpointName: 'sources' as const, arg: { sportId, date }, value: sources }]),
      ...(contests === undefined
        ? []
        : [{ endpointName: 'slateContests' as const, arg: contestGroupId, value: contests }]),
    ]),
  )
}

/**
 * A store with the shared slices, for testing a feature on its own; `productAccess` preloads
 * the access check's cached answers and `navbarLists` the navbar's, as if the server had been
 * asked.
 */
export const createTestStore = (
  overrides: {
    readonly session?: Partial<SessionState>
    readonly theme?: ThemeState
    readonly navbar?: Partial<NavbarState>
    readonly productAccess?: Readonly<Partial<Record<ProductName, boolean>>>
    readonly navbarLists?: NavbarLists
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
  preloadNavbarLists(store, overrides.navbarLists ?? {})
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
