import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { AccountSession } from '@slatelab/contract/account.contract'
import { IconLogout } from '@tabler/icons-react'
import { formatInstant } from '../../shared/ui/format-instant'

type AccountSessionsProps = {
  readonly sessions: readonly AccountSession[]
  readonly loading: boolean
  readonly error: string | null
  readonly busy: boolean
  readonly onSignOutOthers: () => void
}

/** Where the account is signed in, and the way to sign out everywhere else. */
export function AccountSessions({
  sessions,
  loading,
  error,
  busy,
  onSignOutOthers,
}: AccountSessionsProps) {
  if (error !== null) return <Alert color="red" title={error} />
  if (loading && sessions.length === 0) return <Loader size="sm" aria-label="Loading sessions" />
  const others = sessions.filter((session) => !session.current).length
  return (
    <Stack gap="sm">
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        aria-label="Sessions"
        style={{ listStyle: 'none' }}
      >
        {sessions.map((session) => (
          <Paper
            key={`${session.createdAt} ${session.expiresAt}`}
            component="li"
            withBorder
            radius="md"
            p="sm"
          >
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={6}>
              {(
                [
                  ['Signed in', session.createdAt],
                  ['Last used', session.lastUsedAt],
                  ['Expires', session.expiresAt],
                ] as const
              ).map(([label, at]) => (
                <Group key={label} gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed" w={64}>
                    {label}
                  </Text>
                  <Text size="sm">{formatInstant(at)}</Text>
                </Group>
              ))}
            </SimpleGrid>
            {session.current ? (
              <Badge size="xs" variant="light" mt={6}>
                This browser
              </Badge>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {others === 0
            ? 'Only this browser is signed in.'
            : others === 1
              ? '1 other session is signed in.'
              : `${others} other sessions are signed in.`}
        </Text>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} stroke={1.75} />}
          disabled={busy || others === 0}
          onClick={onSignOutOthers}
        >
          Sign out everywhere else
        </Button>
      </Group>
    </Stack>
  )
}
