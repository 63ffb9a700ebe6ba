import { isRecord, readJson, writeJson } from '../storage/json-storage'
import { colorSchemes, type ColorScheme, type ThemeState } from './theme-slice'

/** Where the chosen color scheme survives a reload. */
export const themeStorageKey = 'slatelab.theme'

const isColorScheme = (value: unknown): value is ColorScheme =>
  value === colorSchemes.light || value === colorSchemes.dark

/**
 * The scheme chosen on an earlier visit; on a first visit, the system's preference.
 * @example readPersistedTheme(localStorage, false) // { colorScheme: 'light' } on a first visit
 */
export const readPersistedTheme = (storage: Storage, systemPrefersDark: boolean): ThemeState => {
  const stored = readJson(storage, themeStorageKey)
  if (isRecord(stored) && isColorScheme(stored.colorScheme)) {
    return { colorScheme: stored.colorScheme }
  }
  return { colorScheme: systemPrefersDark ? colorSchemes.dark : colorSchemes.light }
}

export const writePersistedTheme = (storage: Storage, state: ThemeState): void => {
  writeJson(storage, themeStorageKey, { colorScheme: state.colorScheme })
}
