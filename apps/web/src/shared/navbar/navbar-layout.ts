import type { ComboboxProps } from '@mantine/core'

/** Where the selectors sit: one row under the title (wide), or a stacked panel (narrow). */
export const navbarLayouts = {
  /** A second header row; fields are labelled for screen readers only. */
  row: 'row',
  /** The small-screen panel below the header; fields carry visible labels. */
  panel: 'panel',
} as const

export type NavbarLayout = (typeof navbarLayouts)[keyof typeof navbarLayouts]

/** The accessible name of a field, shown as a label in the panel. */
export const fieldLabel = (layout: NavbarLayout, label: string) => ({
  'aria-label': label,
  label: layout === navbarLayouts.panel ? label : undefined,
})

/** Dropdowns as wide as their longest option (the sport codes' field is narrow). */
export const dropdownProps: ComboboxProps = {
  shadow: 'md',
  width: 'max-content',
  position: 'bottom-start',
  middlewares: { flip: true, shift: true },
}
