/**
 * SPEC §7: keys of multi-settings answers are camelCase. Clients of the old service send
 * snake_case settings, so bodies are converted on the way in and every answer is camelCase.
 */

/**
 * A snake_case key in camelCase; keys without underscores are kept as they are.
 * @example camelKey('min_salary_cap_pct') // 'minSalaryCapPct'
 */
export const camelKey = (key: string): string =>
  key.replace(/_+([a-z0-9])/gi, (_match, letter: string) => letter.toUpperCase())

/**
 * A JSON value with every object key in camelCase, at every depth.
 * @example camelizeKeys({ general: { max_per_team: 3 } }) // { general: { maxPerTeam: 3 } }
 */
export const camelizeKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(camelizeKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [camelKey(key), camelizeKeys(inner)]),
  )
}
