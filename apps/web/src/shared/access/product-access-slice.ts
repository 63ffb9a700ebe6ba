import { createAsyncThunk, createSlice, isAnyOf } from '@reduxjs/toolkit'
import type { ProductName } from '@slatelab/domain/entities/access'
import { errors } from '@slatelab/domain/errors'
import { sessionExpired, sessionStarted, signedOut } from '../session/session-slice'
import { postCheckAccess } from './product-access-api'

/**
 * Which paid products the signed-in user may use, as the server's access check answered; a
 * product not yet asked about is absent. The server gates the calls; this only picks between a
 * tool and its pitch.
 */
export type ProductAccessState = {
  readonly access: Readonly<Partial<Record<ProductName, boolean>>>
  readonly loading: Readonly<Partial<Record<ProductName, boolean>>>
  readonly error: string | null
}

export type ProductAccessRootState = { readonly productAccess: ProductAccessState }

export const initialProductAccessState: ProductAccessState = {
  access: {},
  loading: {},
  error: null,
}

/** Asks the server whether the user may use `product`; fails with 'Failed to fetch user access'. */
export const fetchProductAccess = createAsyncThunk<boolean, ProductName, { rejectValue: string }>(
  'productAccess/fetchProductAccess',
  async (product, { rejectWithValue }) => {
    try {
      return await postCheckAccess(product)
    } catch {
      return rejectWithValue(errors.fetchUserAccess)
    }
  },
)

const productAccessSlice = createSlice({
  name: 'productAccess',
  initialState: initialProductAccessState,
  reducers: {
    /** Subscriptions changed (the marketplace saved or cancelled): ask again. */
    productAccessChanged: () => initialProductAccessState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProductAccess.pending, (state, { meta }) => ({
        ...state,
        loading: { ...state.loading, [meta.arg]: true },
        error: null,
      }))
      .addCase(fetchProductAccess.fulfilled, (state, { meta, payload }) => ({
        ...state,
        access: { ...state.access, [meta.arg]: payload },
        loading: { ...state.loading, [meta.arg]: false },
      }))
      .addCase(fetchProductAccess.rejected, (state, { meta, payload }) => ({
        ...state,
        loading: { ...state.loading, [meta.arg]: false },
        error: payload ?? errors.fetchUserAccess,
      }))
    // Another person (or nobody) is signed in now: what the last one held says nothing.
    builder.addMatcher(
      isAnyOf(sessionStarted, signedOut, sessionExpired),
      () => initialProductAccessState,
    )
  },
})

export const { productAccessChanged } = productAccessSlice.actions
export const productAccessReducer = productAccessSlice.reducer

export const selectProductAccess = (state: ProductAccessRootState): ProductAccessState =>
  state.productAccess
