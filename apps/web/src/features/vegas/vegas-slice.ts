import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The Vegas page's view settings (its lines are the API cache's). */
export type VegasState = {
  readonly hideFinished: boolean
}

export type VegasRootState = { readonly vegas: VegasState }

export const initialVegasState: VegasState = { hideFinished: false }

const vegasSlice = createSlice({
  name: 'vegas',
  initialState: initialVegasState,
  reducers: {
    hideFinishedChanged: (state, { payload }: PayloadAction<boolean>) => ({
      ...state,
      hideFinished: payload,
    }),
  },
})

export const { hideFinishedChanged } = vegasSlice.actions
export const vegasReducer = vegasSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectVegas = (state: VegasRootState): VegasState =>
  (state as Partial<VegasRootState>).vegas ?? initialVegasState
