import { createTheme, Select } from '@mantine/core'

const systemFonts =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/**
 * Slatelab's look: indigo as the one accent colour, shades chosen so white text on a filled
 * button stays readable (AA) in both schemes. A dropdown keeps its choice when the chosen
 * option is clicked again (Mantine's default would clear it: a picked "QB" gone on a second
 * click); a choice that may be empty says so with `clearable`. Transitions stop for a user who
 * asks the system for reduced motion.
 */
export const mantineTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 6 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Select: Select.extend({ defaultProps: { allowDeselect: false } }),
  },
})
