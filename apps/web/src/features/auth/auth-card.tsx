import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'

type AuthCardProps = {
  readonly title: string
  readonly subtitle: string
  /** The failed call's message, shown above the form. */
  readonly error: string | null
  readonly onErrorClose: () => void
  readonly children: ReactNode
  readonly footer: ReactNode
}

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  subtitle,
  error,
  onErrorClose,
  children,
  footer,
}: AuthCardProps) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <title>{`${title} · Slatelab`}</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            {error === null ? null : (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle />}
                withCloseButton
                closeButtonLabel="Dismiss error"
                onClose={onErrorClose}
              >
                {error}
              </Alert>
            )}
            {children}
          </Stack>
        </Paper>
        {footer}
      </Stack>
    </Container>
  )
}
