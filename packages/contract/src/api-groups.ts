/**
 * The API's groups: each route's OpenAPI tag, the server folder of its code, and the cache tag
 * the web app invalidates after a write to the group.
 * @example apiGroups.includes('contests') // true
 */
export const apiGroups = [
  'account',
  'admin',
  'auth',
  'contests',
  'correlations',
  'gameflow',
  'health',
  'hockey',
  'imports',
  'marketplace',
  'multi-settings',
  'news',
  'optimizer',
  'plateiq',
  'players',
  'projections',
  'season-long',
  'simlabs',
  'slates',
  'subscriptions',
  'vegas',
] as const

export type ApiGroup = (typeof apiGroups)[number]
