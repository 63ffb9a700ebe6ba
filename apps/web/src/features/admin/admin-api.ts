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
import type { CallInput } from '@slatelab/contract/define-route'
import {
  importAccountSchema,
  importFileRoute,
  type ImportAccount,
} from '@slatelab/contract/imports.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { checkAccessRoute } from '@slatelab/contract/subscriptions.contract'
import type { ApiGroup } from '@slatelab/contract/api-groups'
import { callApi } from '../../shared/api/call-api'
import { HttpError, userFacingMessage } from '../../shared/api/http-error'
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

/** A file to check (`dryRun`) or import, with the options of its kind. */
export type ImportFileUpload = CallInput<typeof importFileRoute>['query'] & {
  readonly text: string
}

// What a stored import may change: the log on this page and the data of every tool.
const importedDataGroups: readonly ApiGroup[] = [
  'admin',
  'contests',
  'correlations',
  'gameflow',
  'hockey',
  'players',
  'plateiq',
  'projections',
  'season-long',
  'slates',
  'vegas',
]

/** A refused file's account: the 400 answer of the upload carries it beside its message. */
const refusedAccountOf = (error: unknown): ImportAccount | undefined => {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined
  const parsed = importAccountSchema.safeParse(error.body)
  return parsed.success ? parsed.data : undefined
}

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
     * Checks (`dryRun`) or imports a file of any kind (`POST /api/imports/file`). A refused file
     * is an answer, not a failure: its account lists every problem. A real run, stored or
     * refused, adds a line to the import log.
     */
    uploadImportFile: build.mutation<ImportAccount, ImportFileUpload>({
      queryFn: async ({ text, ...query }, { signal }) => {
        try {
          return { data: await callApi(importFileRoute, { query, body: text }, { signal }) }
        } catch (error) {
          const refused = refusedAccountOf(error)
          if (refused !== undefined) return { data: refused }
          const status = error instanceof HttpError ? error.status : null
          return { error: { message: userFacingMessage(error), status } }
        }
      },
      invalidatesTags: (account) =>
        account === undefined || account.dryRun
          ? []
          : account.problems.length > 0
            ? [importRunsRoute.tag]
            : [...importedDataGroups],
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
  useUploadImportFileMutation,
} = adminApi
