/**
 * Where cached responses live: in process by default, Redis when REDIS_URL is set.
 * Entries carry tags; invalidating a tag drops every entry stored under it.
 */
export type CacheStore = {
  readonly get: (key: string) => Promise<string | undefined>
  readonly set: (
    key: string,
    value: string,
    ttlSeconds: number,
    tags: readonly string[],
  ) => Promise<void>
  readonly invalidate: (tags: readonly string[]) => Promise<void>
  readonly close: () => Promise<void>
}
