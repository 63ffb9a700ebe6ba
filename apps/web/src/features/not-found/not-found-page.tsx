import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMapOff } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'

/** Any path the app does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <Container size={560} px="md" py={{ base: 48, sm: 96 }}>
      <title>Page not found · Slatelab</title>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon variant="light" size={64} radius="xl">
          <IconMapOff size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">
          There is no page at{' '}
          <Text span ff="monospace">
            {pathname}
          </Text>
          . The link may be mistyped, or the page may have moved.
        </Text>
        <Button component={Link} to="/" mt="sm">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  )
}
