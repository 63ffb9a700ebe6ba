/**
 * JSON in `localStorage` that never breaks start-up: storage can be disabled (private
 * windows), full, or hold a value an older version wrote.
 */

/** The browser's localStorage, or `null` when its settings block storage. */
export const browserStorage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    // Storage blocked by the browser's settings: the app runs, it just forgets on reload.
    return null
  }
}

/** The parsed value under `key`, or `undefined` when it is missing or unreadable. */
export const readJson = (storage: Storage, key: string): unknown => {
  try {
    const text = storage.getItem(key)
    return text === null ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

/** Stores `value` under `key`, or removes the key when `value` is `undefined`. */
export const writeJson = (storage: Storage, key: string, value: unknown): void => {
  try {
    if (value === undefined) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(value))
  } catch {
    // Nothing to do: the app works without persistence, it just forgets on reload.
  }
}

export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
