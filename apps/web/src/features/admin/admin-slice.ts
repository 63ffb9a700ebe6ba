import { createSlice } from '@reduxjs/toolkit'
import type { AdminUser, ComponentUpdateBody, ImportRun } from '@slatelab/contract/admin.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { userFacingMessage } from '../../shared/api/http-error'
import { messagedThunk } from '../../shared/store/messaged-thunk'
import {
  getAdminComponents,
  getAdminUsers,
  getImportRuns,
  postComponentUpdate,
  postUserSubscription,
} from './admin-api'

/** The admin page's texts for failed reads (not in the specification). */
export const adminErrors = {
  fetchComponents: 'Failed to fetch product components',
  fetchUsers: 'Failed to fetch users',
  fetchImports: 'Failed to fetch imports',
} as const

export type AdminState = {
  readonly components: readonly Plan[]
  readonly componentsError: string | null
  readonly users: readonly AdminUser[]
  /** More users match than the list holds. */
  readonly moreUsers: boolean
  readonly usersError: string | null
  readonly imports: readonly ImportRun[]
  readonly importsError: string | null
  readonly loading: boolean
  /** A change in flight. */
  readonly saving: boolean
  /** What the server said about the last failed change. */
  readonly actionError: string | null
}

export type AdminRootState = { readonly admin: AdminState }

export const initialAdminState: AdminState = {
  components: [],
  componentsError: null,
  users: [],
  moreUsers: false,
  usersError: null,
  imports: [],
  importsError: null,
  loading: false,
  saving: false,
  actionError: null,
}

export const fetchAdminComponents = messagedThunk<readonly Plan[], void>(
  'admin/fetchComponents',
  getAdminComponents,
  () => adminErrors.fetchComponents,
)

export const fetchAdminUsers = messagedThunk<
  { readonly users: readonly AdminUser[]; readonly more: boolean },
  string | undefined
>('admin/fetchUsers', getAdminUsers, () => adminErrors.fetchUsers)

export const fetchImportRuns = messagedThunk<readonly ImportRun[], void>(
  'admin/fetchImports',
  getImportRuns,
  () => adminErrors.fetchImports,
)

export const updateComponent = messagedThunk<
  Plan,
  { readonly componentId: number; readonly change: ComponentUpdateBody }
>(
  'admin/updateComponent',
  ({ componentId, change }) => postComponentUpdate(componentId, change),
  userFacingMessage,
)

export const setUserSubscription = messagedThunk<
  AdminUser,
  { readonly userId: number; readonly componentId: number; readonly held: boolean }
>(
  'admin/setUserSubscription',
  ({ userId, componentId, held }) => postUserSubscription(userId, componentId, held),
  userFacingMessage,
)

const adminSlice = createSlice({
  name: 'admin',
  initialState: initialAdminState,
  reducers: {},
  extraReducers: (builder) => {
    for (const read of [fetchAdminComponents, fetchAdminUsers, fetchImportRuns]) {
      builder.addCase(read.pending, (state) => ({ ...state, loading: true }))
    }
    builder
      .addCase(fetchAdminComponents.fulfilled, (state, { payload }) => ({
        ...state,
        loading: false,
        components: payload,
        componentsError: null,
      }))
      .addCase(fetchAdminComponents.rejected, (state, { payload }) => ({
        ...state,
        loading: false,
        componentsError: payload ?? adminErrors.fetchComponents,
      }))
      .addCase(fetchAdminUsers.fulfilled, (state, { payload }) => ({
        ...state,
        loading: false,
        users: payload.users,
        moreUsers: payload.more,
        usersError: null,
      }))
      .addCase(fetchAdminUsers.rejected, (state, { payload }) => ({
        ...state,
        loading: false,
        usersError: payload ?? adminErrors.fetchUsers,
      }))
      .addCase(fetchImportRuns.fulfilled, (state, { payload }) => ({
        ...state,
        loading: false,
        imports: payload,
        importsError: null,
      }))
      .addCase(fetchImportRuns.rejected, (state, { payload }) => ({
        ...state,
        loading: false,
        importsError: payload ?? adminErrors.fetchImports,
      }))
    for (const change of [updateComponent, setUserSubscription]) {
      builder
        .addCase(change.pending, (state) => ({ ...state, saving: true, actionError: null }))
        .addCase(change.rejected, (state, { payload, error }) => ({
          ...state,
          saving: false,
          actionError: payload ?? error.message ?? null,
        }))
    }
    builder
      .addCase(updateComponent.fulfilled, (state, { payload }) => ({
        ...state,
        saving: false,
        components: state.components.map((component) =>
          component.componentId === payload.componentId ? payload : component,
        ),
      }))
      .addCase(setUserSubscription.fulfilled, (state, { payload }) => ({
        ...state,
        saving: false,
        users: state.users.map((row) => (row.user.userId === payload.user.userId ? payload : row)),
      }))
  },
})

export const adminReducer = adminSlice.reducer

export const selectAdmin = (state: AdminRootState): AdminState => state.admin
