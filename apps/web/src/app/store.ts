import { configureStore } from '@reduxjs/toolkit'
import { apiMiddleware } from '../shared/api/api-store'
import { readPersistedSession, writePersistedSession } from '../shared/session/session-persistence'
import { browserStorage } from '../shared/storage/json-storage'
import { createStateOnInjection, rootReducer } from '../shared/store/root-reducer'
import { readPersistedTheme, writePersistedTheme } from '../shared/theme/theme-persistence'

export type AppStoreOptions = {
  /** Where the session and theme survive a reload; `null` when storage is unavailable. */
  readonly storage?: Storage | null
  /** The system's color preference, used on a first visit. */
  readonly systemPrefersDark?: boolean
}

const browserPrefersDark = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-color-scheme: dark)').matches

/**
 * The app's store, started from what an earlier visit left in storage and writing the session
 * and theme back whenever they change. It holds the shell's slices; each feature's slice joins
 * when the feature's code loads (shared/store/root-reducer.ts).
 */
export const createAppStore = ({
  storage = browserStorage(),
  systemPrefersDark = browserPrefersDark(),
}: AppStoreOptions = {}) => {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
    preloadedState:
      storage === null
        ? undefined
        : {
            session: readPersistedSession(storage),
            theme: readPersistedTheme(storage, systemPrefersDark),
          },
  })

  createStateOnInjection(store)

  if (storage !== null) {
    let { session, theme } = store.getState()
    store.subscribe(() => {
      const state = store.getState()
      // Only the persisted fields count: a loading flag flipping is not worth a write.
      if (
        state.session.bearerToken !== session.bearerToken ||
        state.session.sessionId !== session.sessionId ||
        state.session.user !== session.user
      ) {
        writePersistedSession(storage, state.session)
      }
      if (state.theme !== theme) writePersistedTheme(storage, state.theme)
      ;({ session, theme } = state)
    })
  }
  return store
}

export type AppStore = ReturnType<typeof createAppStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
