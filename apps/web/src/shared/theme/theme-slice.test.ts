import { describe, expect, it } from 'vitest'
import { readPersistedTheme, themeStorageKey, writePersistedTheme } from './theme-persistence'
import { initialThemeState, selectColorScheme, themeReducer, themeToggled } from './theme-slice'

describe('theme slice', () => {
  it('themeToggled switches light to dark and back', () => {
    const dark = themeReducer(initialThemeState, themeToggled())
    expect(selectColorScheme({ theme: dark })).toBe('dark')
    expect(selectColorScheme({ theme: themeReducer(dark, themeToggled()) })).toBe('light')
  })
})

describe('theme persistence', () => {
  it('reads back the scheme it wrote', () => {
    writePersistedTheme(localStorage, { colorScheme: 'dark' })
    expect(readPersistedTheme(localStorage, false)).toEqual({ colorScheme: 'dark' })
  })

  it("follows the system's preference on a first visit", () => {
    expect(readPersistedTheme(localStorage, true)).toEqual({ colorScheme: 'dark' })
    expect(readPersistedTheme(localStorage, false)).toEqual({ colorScheme: 'light' })
  })

  it('ignores a stored value it does not understand', () => {
    localStorage.setItem(themeStorageKey, '{"colorScheme":"sepia"}')
    expect(readPersistedTheme(localStorage, false)).toEqual({ colorScheme: 'light' })
    localStorage.setItem(themeStorageKey, 'not json')
    expect(readPersistedTheme(localStorage, false)).toEqual({ colorScheme: 'light' })
  })
})
