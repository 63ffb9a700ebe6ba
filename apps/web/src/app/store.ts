import { configureStore } from '@reduxjs/toolkit'
import { contestsReducer } from '../features/contests/contests-slice'
import { correlationsReducer } from '../features/correlations/correlations-slice'
import { eventDetailsReducer } from '../features/event-details/event-details-slice'
import { gameFlowReducer } from '../features/game-flow/game-flow-slice'
import { plateIqReducer } from '../features/plateiq/plateiq-slice'
import { seasonLongReducer } from '../features/season-long/season-long-slice'
import { ownershipReducer } from '../features/ownership/ownership-slice'
import { startingGoaliesReducer } from '../features/starting-goalies/starting-goalies-slice'
import { teamRatingsReducer } from '../features/team-ratings/team-ratings-slice'
import { vegasReducer } from '../features/vegas/vegas-slice'
import { apiMiddleware, apiReducers } from '../shared/api/api-store'
import { navbarReducer } from '../shared/navbar/navbar-slice'
import { productAccessReducer } from '../shared/access/product-access-slice'
import { readPersistedSession, writePersistedSession } from '../shared/session/session-persistence'
import { sessionReducer } from '../shared/session/session-slice'
import { browserStorage } from '../shared/storage/json-storage'
import { readPersistedTheme, writePersistedTheme } from '../shared/theme/theme-persistence'
import { themeReducer } from '../shared/theme/theme-slice'

/** Every slice of the app. */
const appReducers = {
  ...apiReducers,
  session: sessionReducer,
  theme: themeReducer,
  navbar: navbarReducer,
  ownership: ownershipReducer,
  contests: contestsReducer,
  correlations: correlationsReducer,
  vegas: vegasReducer,
  startingGoalies: startingGoaliesReducer,
  teamRatings: teamRatingsReducer,
  gameFlow: gameFlowReducer,
  eventDetails: eventDetailsReducer,
  plateiq: plateIqReducer,
  seasonLong: seasonLongReducer,
  productAccess: productAccessReducer,
}

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
 * and theme back whenever they change.
 */
export const createAppStore = ({
  storage = browserStorage(),
  systemPrefersDark = browserPrefersDark(),
}: AppStoreOptions = {}) => {
  const store = configureStore({
    reducer: appReducers,
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
    preloadedState:
      storage === null
        ? undefined
        : {
            session: readPersistedSession(storage),
            theme: readPersistedTheme(storage, systemPrefersDark),
          },
  })

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
