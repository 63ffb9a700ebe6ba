import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { errors } from '@slatelab/domain/errors'
import { getPlans } from './sales-api'

/** The plans /sales shows. */
export type SalesState = {
  readonly plans: readonly Plan[]
  readonly loading: boolean
  readonly error: string | null
}

export type SalesRootState = { readonly sales: SalesState }

export const initialSalesState: SalesState = { plans: [], loading: false, error: null }

/** The plans; a failure stores 'Failed to fetch product components' (they are components). */
export const fetchPlans = createAsyncThunk<readonly Plan[], void, { rejectValue: string }>(
  'sales/fetchPlans',
  async (_arg, { rejectWithValue }) => {
    try {
      return await getPlans()
    } catch {
      return rejectWithValue(errors.fetchProductComponents)
    }
  },
)

const salesSlice = createSlice({
  name: 'sales',
  initialState: initialSalesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPlans.pending, (state) => ({ ...state, loading: true, error: null }))
      .addCase(fetchPlans.fulfilled, (state, { payload }) => ({
        ...state,
        plans: payload,
        loading: false,
      }))
      .addCase(fetchPlans.rejected, (state, { payload }) => ({
        ...state,
        loading: false,
        error: payload ?? errors.fetchProductComponents,
      }))
  },
})

export const salesReducer = salesSlice.reducer

export const selectSales = (state: SalesRootState): SalesState => state.sales
