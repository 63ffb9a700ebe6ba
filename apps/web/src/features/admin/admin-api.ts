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
import { callApi } from '../../shared/api/call-api'

/** Every component, hidden ones included (`GET /api/admin/components/`). */
export const getAdminComponents = (): Promise<readonly Plan[]> => callApi(adminComponentsRoute, {})

/** A price or visibility change (`POST /api/admin/components/:componentId/`). */
export const postComponentUpdate = (
  componentId: number,
  body: ComponentUpdateBody,
): Promise<Plan> => callApi(updateComponentRoute, { params: { componentId }, body })

/** Users with what they hold (`GET /api/admin/users/?email=…`). */
export const getAdminUsers = (
  email: string | undefined,
): Promise<{ readonly users: readonly AdminUser[]; readonly more: boolean }> =>
  callApi(adminUsersRoute, { query: { email } })

/** Grants (`held`) or cancels a component for a user (`POST /api/admin/users/:userId/subscriptions/`). */
export const postUserSubscription = (
  userId: number,
  componentId: number,
  held: boolean,
): Promise<AdminUser> =>
  callApi(setUserSubscriptionRoute, { params: { userId }, body: { componentId, held } })

/** The latest imports with their results (`GET /api/admin/imports/`). */
export const getImportRuns = (): Promise<readonly ImportRun[]> => callApi(importRunsRoute, {})
