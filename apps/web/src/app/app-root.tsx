import { Provider } from 'react-redux'
import type { createBrowserRouter } from 'react-router'
import { PageRouterProvider } from '../shared/routing/page-router-provider'
import { ThemedMantineProvider } from '../shared/theme/themed-mantine-provider'
import type { AppStore } from './store'

type AppRootProps = {
  readonly store: AppStore
  readonly router: ReturnType<typeof createBrowserRouter>
  /** `test` turns off Mantine's transitions and portals (for jsdom). */
  readonly mantineEnv?: 'default' | 'test'
}

/** The store, the theme and the router around the whole app. */
export function AppRoot({ store, router, mantineEnv = 'default' }: AppRootProps) {
  return (
    <Provider store={store}>
      <ThemedMantineProvider env={mantineEnv}>
        <PageRouterProvider router={router} />
      </ThemedMantineProvider>
    </Provider>
  )
}
