import { createHttpClient } from './http-client'

/**
 * One client per host of the specification. Each base URL is configurable so the hosts can
 * move to separate machines; unset or empty, they are path prefixes of the same origin.
 */
const env = import.meta.env

/** Main site API: auth, news, correlations, lines (`/api`). */
export const apiClient = createHttpClient(env.VITE_API_BASE_URL || '/api')

/** Service API: contests, projections, multi-settings, season-long (`/svc`). */
export const svcClient = createHttpClient(env.VITE_SVC_BASE_URL || '/svc')

/** Content hosts: ADP files, survivor odds (`/cdn`). */
export const cdnClient = createHttpClient(env.VITE_CDN_BASE_URL || '/cdn')

/** Content management: tiered rankings (`/cms`). */
export const cmsClient = createHttpClient(env.VITE_CMS_BASE_URL || '/cms')
