import { Group, Stack } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A list of the page's rows: each row's name on the left and its controls on the right, the
 * controls wrapping under the name on a narrow screen (no sideways scrolling).
 */
export function AdminList({
  label,
  children,
}: {
  readonly label: string
  readonly children: ReactNode
}) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  )
}

export function AdminRow({
  name,
  children,
}: {
  readonly name: ReactNode
  readonly children: ReactNode
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <div>{name}</div>
      <Group gap="md">{children}</Group>
    </Group>
  )
}
