import { createSlice } from '@reduxjs/toolkit'

/** The two color schemes of the app. */
export const colorSchemes = {
  /** Dark text on light surfaces (the default when the system expresses no preference). */
  light: 'light',
  /** Light text on dark surfaces. */
  dark: 'dark',
} as const

export type ColorScheme = (typeof colorSchemes)[keyof typeof colorSchemes]

export type ThemeState = { readonly colorScheme: ColorScheme }

export type ThemeRootState = { readonly theme: ThemeState }

export const initialThemeState: ThemeState = { colorScheme: colorSchemes.light }

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The navbar's light/dark toggle was pressed. */
    themeToggled: (state) => ({
      colorScheme: state.colorScheme === colorSchemes.dark ? colorSchemes.light : colorSchemes.dark,
    }),
  },
})

export const { themeToggled } = themeSlice.actions
export const themeReducer = themeSlice.reducer

export const selectColorScheme = (state: ThemeRootState): ColorScheme => state.theme.colorScheme
