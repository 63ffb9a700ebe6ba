import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useRouteError } from 'react-router'

/**
 * A page that failed to render or load. After a new release an open tab can ask for a chunk
 * that no longer exists; reloading fetches the new one.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  const message = error instanceof Error ? error.message : undefined
  return (
    <Container size={560} px="md" py={{ base: 48, sm: 96 }}>
      <title>Something went wrong · Slatelab</title>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          This page could not be shown. Reloading usually fixes it
          {message === undefined ? '.' : `: ${message}`}
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
