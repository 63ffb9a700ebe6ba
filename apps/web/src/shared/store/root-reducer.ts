import { combineSlices, createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import { slatelabApi } from '../api/slatelab-api'
import { navbarReducer } from '../navbar/navbar-slice'
import { sessionReducer } from '../session/session-slice'
import { themeReducer } from '../theme/theme-slice'

/**
 * The app's reducer: at first only what the shell needs (the API cache, session, theme,
 * navbar). A feature's slice joins it when the feature's code loads (`injectFeatureSlice` in
 * the slice's module), so the first page does not load every feature's slice and schemas.
 */
export const rootReducer = combineSlices(slatelabApi, {
  session: sessionReducer,
  theme: themeReducer,
  navbar: navbarReducer,
})

/** A feature's slice joined the app's reducer: stores create its state at once. */
export const featureSliceInjected = createAction<string>('store/featureSliceInjected')

type Dispatcher = { readonly dispatch: (action: UnknownAction) => unknown }

// Weak: a store nobody holds any more (a test's) is not kept alive by this list.
const stores = new Set<WeakRef<Dispatcher>>()

/**
 * Makes `store` create a feature's state as soon as its slice is injected; without an action
 * the state would stay absent until the next one, and the page's first render would miss it.
 */
export const createStateOnInjection = (store: Dispatcher): void => {
  stores.add(new WeakRef(store))
}

/**
 * Adds a feature's slice to the app's reducer (once; again is a no-op), for the stores built
 * before and after.
 * @example injectFeatureSlice(ownershipSlice)
 */
export const injectFeatureSlice = (slice: {
  readonly reducerPath: string
  readonly reducer: Reducer
}): void => {
  rootReducer.inject(slice)
  for (const ref of stores) {
    const store = ref.deref()
    if (store === undefined) stores.delete(ref)
    else store.dispatch(featureSliceInjected(slice.reducerPath))
  }
}
