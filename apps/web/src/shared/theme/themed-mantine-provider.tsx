import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { mantineTheme } from './mantine-theme'
import { selectColorScheme } from './theme-slice'

type ThemedMantineProviderProps = {
  readonly children: ReactNode
  /** `test` turns off transitions and portals (for jsdom). */
  readonly env?: 'default' | 'test'
}

/** Mantine, with the color scheme the theme slice holds (the slice is the only owner). */
export function ThemedMantineProvider({ children, env = 'default' }: ThemedMantineProviderProps) {
  const colorScheme = useSelector(selectColorScheme)
  return (
    <MantineProvider theme={mantineTheme} forceColorScheme={colorScheme} env={env}>
      {children}
    </MantineProvider>
  )
}
