import { ActionIcon, Tooltip } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../store/store-hooks'
import { colorSchemes, selectColorScheme, themeToggled } from './theme-slice'

/** The light/dark toggle of the navbar (SPEC §1). */
export function ThemeToggle() {
  const dispatch = useAppDispatch()
  const colorScheme = useSelector(selectColorScheme)
  const isDark = colorScheme === colorSchemes.dark
  return (
    <Tooltip label={isDark ? 'Switch to light' : 'Switch to dark'}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Toggle color scheme"
        aria-pressed={isDark}
        onClick={() => dispatch(themeToggled())}
      >
        {isDark ? <IconSun size={18} stroke={1.75} /> : <IconMoon size={18} stroke={1.75} />}
      </ActionIcon>
    </Tooltip>
  )
}
