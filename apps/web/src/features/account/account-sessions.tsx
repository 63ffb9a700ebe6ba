import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core'
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
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" aria-label="Sessions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Signed in</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Expires</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={`${session.createdAt} ${session.expiresAt}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {formatInstant(session.createdAt)}
                    {session.current ? (
                      <Badge size="xs" variant="light">
                        This browser
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{formatInstant(session.lastUsedAt)}</Table.Td>
                <Table.Td>{formatInstant(session.expiresAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {others === 0
            ? 'Signed in only here.'
            : `Signed in ${others === 1 ? 'in one other place' : `in ${others} other places`}.`}
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
