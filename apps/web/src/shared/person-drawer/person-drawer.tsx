import { Drawer, Group, Text, type DrawerProps } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'

/** Who the drawer shows once loaded: a name, a dimmed line beside it, and an optional badge. */
export type PersonHeading = {
  readonly name: ReactNode
  readonly detail: ReactNode
  readonly badge?: ReactNode
}

/**
 * A right-hand drawer about one person (a player card, a pitcher), whole-screen on a phone;
 * its title is `fallbackTitle` until `heading` is known.
 */
export function PersonDrawer({
  heading,
  fallbackTitle,
  ...drawer
}: Omit<DrawerProps, 'title' | 'position' | 'size'> & {
  readonly heading: PersonHeading | undefined
  readonly fallbackTitle: string
}) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  return (
    <Drawer
      {...drawer}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={
        heading === undefined ? (
          fallbackTitle
        ) : (
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {heading.name}
            </Text>
            <Text c="dimmed" size="sm">
              {heading.detail}
            </Text>
            {heading.badge}
          </Group>
        )
      }
    />
  )
}
