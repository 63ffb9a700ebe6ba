import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CorrelationFilter } from '@slatelab/contract/correlations.contract'
import { maxCustomFilters } from '@slatelab/domain/multi-lineup-defaults'
import type { TypedFilterValues, TypedFilters } from './correlation-view-state'

/** The cell whose games the scatter shows. */
export type SelectedCell = { readonly rowItemId: number; readonly columnItemId: number }

/** The correlations page's choices: what the user typed, his custom filters, the cell opened. */
export type CorrelationsState = {
  /** Typed filter values by filter name; they outlive a change of view (SPEC §4). */
  readonly typed: TypedFilters
  readonly customs: readonly CorrelationFilter[]
  readonly cell: SelectedCell | null
}

export type CorrelationsRootState = { readonly correlations: CorrelationsState }

export const initialCorrelationsState: CorrelationsState = { typed: {}, customs: [], cell: null }

const correlationsSlice = createSlice({
  name: 'correlations',
  initialState: initialCorrelationsState,
  reducers: {
    /** The user typed into a filter; only what he typed is kept. */
    filterTyped: (
      state,
      {
        payload,
      }: PayloadAction<{ readonly filterName: string; readonly values: TypedFilterValues }>,
    ) => ({
      ...state,
      typed: {
        ...state.typed,
        [payload.filterName]: { ...state.typed[payload.filterName], ...payload.values },
      },
    }),
    /** Adds a custom filter, up to SPEC §5's three. */
    customFilterAdded: (state, { payload }: PayloadAction<CorrelationFilter>) =>
      state.customs.length >= maxCustomFilters
        ? state
        : { ...state, customs: [...state.customs, payload] },
    customFilterChanged: (state, { payload }: PayloadAction<CorrelationFilter>) => ({
      ...state,
      customs: state.customs.map((filter) =>
        filter.correlationFilterId === payload.correlationFilterId ? payload : filter,
      ),
    }),
    customFilterRemoved: (state, { payload }: PayloadAction<number>) => ({
      ...state,
      customs: state.customs.filter((filter) => filter.correlationFilterId !== payload),
    }),
    cellSelected: (state, { payload }: PayloadAction<SelectedCell>) => ({
      ...state,
      cell: payload,
    }),
    cellCleared: (state) => ({ ...state, cell: null }),
  },
})

export const {
  filterTyped,
  customFilterAdded,
  customFilterChanged,
  customFilterRemoved,
  cellSelected,
  cellCleared,
} = correlationsSlice.actions
export const correlationsReducer = correlationsSlice.reducer

export const selectCorrelations = (state: CorrelationsRootState) => state.correlations
