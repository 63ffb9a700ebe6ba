import { Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled panel of a page, a landmark named by its title (the account and admin pages). */
export function SectionPanel({
  title,
  children,
}: {
  readonly title: string
  readonly children: ReactNode
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}
