import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { siteIds, type SiteId } from '@slatelab/domain/sites'

/** The page's choices; the slate's games, the flow and the meetings are the API cache's. */
export type EventDetailsState = {
  /** The site whose fantasy points the quarter table shows. */
  readonly siteId: SiteId
}

export type EventDetailsRootState = { readonly eventDetails: EventDetailsState }

export const initialEventDetailsState: EventDetailsState = { siteId: siteIds.DraftKings }

const eventDetailsSlice = createSlice({
  name: 'eventDetails',
  initialState: initialEventDetailsState,
  reducers: {
    siteChanged: (state, { payload }: PayloadAction<SiteId>) => ({ ...state, siteId: payload }),
  },
})

export const { siteChanged } = eventDetailsSlice.actions
export const eventDetailsReducer = eventDetailsSlice.reducer

/** The slice, or its initial state in a store built without it (the app shell's tests). */
export const selectEventDetails = (state: EventDetailsRootState): EventDetailsState =>
  (state as Partial<EventDetailsRootState>).eventDetails ?? initialEventDetailsState
