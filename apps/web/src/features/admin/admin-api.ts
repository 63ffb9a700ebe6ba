import {
  adminComponentsRoute,
  adminUsersRoute,
  importRunsRoute,
  setUserSubscriptionRoute,
  updateComponentRoute,
  type AdminUser,
  type ComponentUpdateBody,
  type ImportRun,
} from '@slatelab/contract/admin.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { checkAccessRoute } from '@slatelab/contract/subscriptions.contract'
import { userFacingMessage } from '../../shared/api/http-error'
import { contractCall, slatelabApi } from '../../shared/api/slatelab-api'

/** The admin page's texts for failed reads (not in the specification). */
export const adminErrors = {
  fetchComponents: 'Failed to fetch product components',
  fetchUsers: 'Failed to fetch users',
  fetchImports: 'Failed to fetch imports',
} as const

/** Users with what they hold; `more` when more match than the list holds. */
export type AdminUsers = { readonly users: readonly AdminUser[]; readonly more: boolean }

/** Which users the admin list shows. */
export type UsersFilter = { readonly email?: string; readonly requested?: boolean }

const adminApi = slatelabApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every component, hidden ones included (`GET /api/admin/components/`). */
    adminComponents: build.query<readonly Plan[], void>({
      query: () => contractCall(adminComponentsRoute, {}, adminErrors.fetchComponents),
      providesTags: [adminComponentsRoute.tag],
    }),
    /**
     * Users with what they hold and request, by part of their email, or those with a request
     * waiting (`GET /api/admin/users/?email=…&requested=true`).
     */
    adminUsers: build.query<AdminUsers, UsersFilter>({
      query: ({ email, requested }) =>
        contractCall(
          adminUsersRoute,
          { query: { email, requested: requested === true ? 'true' : undefined } },
          adminErrors.fetchUsers,
        ),
      providesTags: [adminUsersRoute.tag],
    }),
    /** The latest imports with their results (`GET /api/admin/imports/`). */
    importRuns: build.query<readonly ImportRun[], void>({
      query: () => contractCall(importRunsRoute, {}, adminErrors.fetchImports),
      providesTags: [importRunsRoute.tag],
    }),
    /**
     * A price or visibility change (`POST /api/admin/components/:componentId/`): the list shows
     * the stored component; the marketplace and /sales read theirs again.
     */
    updateComponent: build.mutation<
      Plan,
      { readonly componentId: number; readonly change: ComponentUpdateBody }
    >({
      query: ({ componentId, change }) =>
        contractCall(
          updateComponentRoute,
          { params: { componentId }, body: change },
          userFacingMessage,
        ),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data: stored } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (stored === undefined) return
        dispatch(
          adminApi.util.updateQueryData('adminComponents', undefined, (components) =>
            components.map((component) =>
              component.componentId === stored.componentId ? stored : component,
            ),
          ),
        )
      },
      invalidatesTags: (_result, error) => (error === undefined ? ['marketplace'] : []),
    }),
    /**
     * Grants (`held`) or cancels a component for a user
     * (`POST /api/admin/users/:userId/subscriptions/`): every list of users shows the stored row,
     * and the access check is asked again (the admin may have changed their own).
     */
    setUserSubscription: build.mutation<
      AdminUser,
      { readonly userId: number; readonly componentId: number; readonly held: boolean }
    >({
      query: ({ userId, componentId, held }) =>
        contractCall(
          setUserSubscriptionRoute,
          { params: { userId }, body: { componentId, held } },
          userFacingMessage,
        ),
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        const { data: stored } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (stored === undefined) return
        for (const filter of adminApi.util.selectCachedArgsForQuery(getState(), 'adminUsers')) {
          dispatch(
            adminApi.util.updateQueryData('adminUsers', filter, (found) => ({
              ...found,
              users: found.users.map((row) =>
                row.user.userId === stored.user.userId ? stored : row,
              ),
            })),
          )
        }
      },
      invalidatesTags: (_result, error) => (error === undefined ? [checkAccessRoute.tag] : []),
    }),
  }),
})

export const {
  useAdminComponentsQuery,
  useAdminUsersQuery,
  useImportRunsQuery,
  useUpdateComponentMutation,
  useSetUserSubscriptionMutation,
} = adminApi
