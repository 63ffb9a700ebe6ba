import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import type {
  AccountSession,
  AccountSubscription,
  ChangePasswordBody,
} from '@slatelab/contract/account.contract'
import { errors } from '@slatelab/domain/errors'
import { productAccessChanged } from '../../shared/access/product-access-slice'
import { userFacingMessage } from '../../shared/api/http-error'
import { messagedThunk } from '../../shared/store/messaged-thunk'
import {
  cancelSubscription,
  getAccountSessions,
  getAccountSubscriptions,
  postChangePassword,
  postSignOutOtherSessions,
} from './account-api'

/** The account page's texts for failed calls (not in the specification). */
export const accountErrors = {
  fetchSubscriptions: 'Failed to fetch your subscriptions',
  fetchSessions: 'Failed to fetch your sessions',
  signOutOthers: 'Failed to sign out your other sessions',
} as const

/** What the last finished action did, shown until the next one starts. */
export type AccountNotice =
  | { readonly kind: 'signedOutOthers'; readonly count: number }
  | { readonly kind: 'passwordChanged'; readonly signedOut: number }

export type AccountState = {
  readonly subscriptions: readonly AccountSubscription[]
  readonly subscriptionsLoading: boolean
  readonly subscriptionsError: string | null
  readonly sessions: readonly AccountSession[]
  readonly sessionsLoading: boolean
  readonly sessionsError: string | null
  /** An unsubscribe, sign-out or password change in flight. */
  readonly saving: boolean
  readonly actionError: string | null
  /** The password form's own failure: the server's words ('Your current password is not correct'). */
  readonly passwordError: string | null
  readonly notice: AccountNotice | null
}

export type AccountRootState = { readonly account: AccountState }

export const initialAccountState: AccountState = {
  subscriptions: [],
  subscriptionsLoading: false,
  subscriptionsError: null,
  sessions: [],
  sessionsLoading: false,
  sessionsError: null,
  saving: false,
  actionError: null,
  passwordError: null,
  notice: null,
}

export const fetchAccountSubscriptions = messagedThunk<readonly AccountSubscription[], void>(
  'account/fetchSubscriptions',
  getAccountSubscriptions,
  () => accountErrors.fetchSubscriptions,
)

export const fetchAccountSessions = messagedThunk<readonly AccountSession[], void>(
  'account/fetchSessions',
  getAccountSessions,
  () => accountErrors.fetchSessions,
)

/** Ends a subscription; the products' access is asked again and the list read again. */
export const unsubscribe = createAsyncThunk<number, number, { rejectValue: string }>(
  'account/unsubscribe',
  async (componentId, { dispatch, rejectWithValue }) => {
    let ended = false
    try {
      ended = await cancelSubscription(componentId)
    } catch {
      return rejectWithValue(errors.cancelProductComponents)
    }
    dispatch(productAccessChanged())
    void dispatch(fetchAccountSubscriptions())
    return ended ? componentId : rejectWithValue(errors.cancelProductComponents)
  },
)

/** Revokes every other session, then reads the list again. */
export const signOutOtherSessions = createAsyncThunk<number, void, { rejectValue: string }>(
  'account/signOutOthers',
  async (_arg, { dispatch, rejectWithValue }) => {
    try {
      const count = await postSignOutOtherSessions()
      void dispatch(fetchAccountSessions())
      return count
    } catch {
      return rejectWithValue(accountErrors.signOutOthers)
    }
  },
)

/** Changes the password (the other sessions end with it), then reads the sessions again. */
export const changePassword = createAsyncThunk<number, ChangePasswordBody, { rejectValue: string }>(
  'account/changePassword',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      const signedOut = await postChangePassword(body)
      void dispatch(fetchAccountSessions())
      return signedOut
    } catch (error) {
      return rejectWithValue(userFacingMessage(error))
    }
  },
)

const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAccountSubscriptions.pending, (state) => ({
        ...state,
        subscriptionsLoading: true,
        subscriptionsError: null,
      }))
      .addCase(fetchAccountSubscriptions.fulfilled, (state, { payload }) => ({
        ...state,
        subscriptions: payload,
        subscriptionsLoading: false,
      }))
      .addCase(fetchAccountSubscriptions.rejected, (state, { payload }) => ({
        ...state,
        subscriptionsLoading: false,
        subscriptionsError: payload ?? accountErrors.fetchSubscriptions,
      }))
      .addCase(fetchAccountSessions.pending, (state) => ({
        ...state,
        sessionsLoading: true,
        sessionsError: null,
      }))
      .addCase(fetchAccountSessions.fulfilled, (state, { payload }) => ({
        ...state,
        sessions: payload,
        sessionsLoading: false,
      }))
      .addCase(fetchAccountSessions.rejected, (state, { payload }) => ({
        ...state,
        sessionsLoading: false,
        sessionsError: payload ?? accountErrors.fetchSessions,
      }))
    for (const action of [unsubscribe, signOutOtherSessions, changePassword]) {
      builder.addCase(action.pending, (state) => ({
        ...state,
        saving: true,
        actionError: null,
        passwordError: null,
        notice: null,
      }))
    }
    builder
      .addCase(unsubscribe.fulfilled, (state, { payload }) => ({
        ...state,
        saving: false,
        subscriptions: state.subscriptions.filter((s) => s.componentId !== payload),
      }))
      .addCase(unsubscribe.rejected, (state, { payload }) => ({
        ...state,
        saving: false,
        actionError: payload ?? errors.cancelProductComponents,
      }))
      .addCase(signOutOtherSessions.fulfilled, (state, { payload }) => ({
        ...state,
        saving: false,
        notice: { kind: 'signedOutOthers', count: payload },
      }))
      .addCase(signOutOtherSessions.rejected, (state, { payload }) => ({
        ...state,
        saving: false,
        actionError: payload ?? accountErrors.signOutOthers,
      }))
      .addCase(changePassword.fulfilled, (state, { payload }) => ({
        ...state,
        saving: false,
        notice: { kind: 'passwordChanged', signedOut: payload },
      }))
      .addCase(changePassword.rejected, (state, { payload, error }) => ({
        ...state,
        saving: false,
        passwordError: payload ?? error.message ?? null,
      }))
  },
})

export const accountReducer = accountSlice.reducer

export const selectAccount = (state: AccountRootState): AccountState => state.account
