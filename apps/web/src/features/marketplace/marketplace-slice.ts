import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import type { ComponentWithSubscription } from '@slatelab/contract/marketplace.contract'
import { errors } from '@slatelab/domain/errors'
import { productAccessChanged } from '../../shared/access/product-access-slice'
import { cancelComponents, getComponents, saveComponents } from './marketplace-api'

/** The marketplace's components and the subscribe / unsubscribe in flight. */
export type MarketplaceState = {
  readonly components: readonly ComponentWithSubscription[]
  readonly loading: boolean
  readonly error: string | null
  readonly saving: boolean
  readonly saveError: string | null
}

export type MarketplaceRootState = { readonly marketplace: MarketplaceState }

export const initialMarketplaceState: MarketplaceState = {
  components: [],
  loading: false,
  error: null,
  saving: false,
  saveError: null,
}

/** The components; a failure stores 'Failed to fetch product components' (SPEC §8). */
export const fetchComponents = createAsyncThunk<
  readonly ComponentWithSubscription[],
  void,
  { rejectValue: string }
>('marketplace/fetchComponents', async (_arg, { rejectWithValue }) => {
  try {
    return await getComponents()
  } catch {
    return rejectWithValue(errors.fetchProductComponents)
  }
})

/**
 * A change of subscriptions: it succeeds only when the server answers true for every id (SPEC
 * §7), and then the products' access is asked again.
 */
const subscriptionThunk = (
  type: string,
  call: (ids: readonly number[]) => Promise<Readonly<Record<string, boolean>>>,
  failure: string,
) =>
  createAsyncThunk<readonly number[], readonly number[], { rejectValue: string }>(
    type,
    async (componentIds, { dispatch, rejectWithValue }) => {
      let answer: Readonly<Record<string, boolean>>
      try {
        answer = await call(componentIds)
      } catch {
        return rejectWithValue(failure)
      }
      dispatch(productAccessChanged())
      if (componentIds.every((id) => answer[String(id)] === true)) return componentIds
      // Some ids may have changed: the list is read again rather than guessed.
      void dispatch(fetchComponents())
      return rejectWithValue(failure)
    },
  )

/** Subscribes to the chosen components; fails with 'Failed to save product components'. */
export const subscribeToComponents = subscriptionThunk(
  'marketplace/subscribeToComponents',
  saveComponents,
  errors.saveProductComponents,
)

/** Ends the chosen subscriptions; fails with 'Failed to cancel product components'. */
export const unsubscribeFromComponents = subscriptionThunk(
  'marketplace/unsubscribeFromComponents',
  cancelComponents,
  errors.cancelProductComponents,
)

const markSubscribed = (
  components: readonly ComponentWithSubscription[],
  ids: readonly number[],
  isSubscribed: boolean,
) =>
  components.map((component) =>
    ids.includes(component.componentId) ? { ...component, isSubscribed } : component,
  )

const marketplaceSlice = createSlice({
  name: 'marketplace',
  initialState: initialMarketplaceState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchComponents.pending, (state) => ({ ...state, loading: true, error: null }))
      .addCase(fetchComponents.fulfilled, (state, { payload }) => ({
        ...state,
        components: payload,
        loading: false,
      }))
      .addCase(fetchComponents.rejected, (state, { payload }) => ({
        ...state,
        loading: false,
        error: payload ?? errors.fetchProductComponents,
      }))
    for (const [thunk, isSubscribed, failure] of [
      [subscribeToComponents, true, errors.saveProductComponents],
      [unsubscribeFromComponents, false, errors.cancelProductComponents],
    ] as const) {
      builder
        .addCase(thunk.pending, (state) => ({ ...state, saving: true, saveError: null }))
        .addCase(thunk.fulfilled, (state, { payload }) => ({
          ...state,
          components: markSubscribed(state.components, payload, isSubscribed),
          saving: false,
        }))
        .addCase(thunk.rejected, (state, { payload }) => ({
          ...state,
          saving: false,
          saveError: payload ?? failure,
        }))
    }
  },
})

export const marketplaceReducer = marketplaceSlice.reducer

export const selectMarketplace = (state: MarketplaceRootState): MarketplaceState =>
  state.marketplace
