import { Badge, Chip, Group, Table, Text, TextInput } from '@mantine/core'
import type { AdminUser } from '@slatelab/contract/admin.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'

type AdminUsersProps = {
  readonly users: readonly AdminUser[]
  readonly more: boolean
  readonly components: readonly Plan[]
  readonly busy: boolean
  readonly onSearch: (email: string | undefined) => void
  readonly onSetHeld: (userId: number, componentId: number, held: boolean) => void
}

/** Users with a chip per component: a checked chip is held; clicking grants or cancels it. */
export function AdminUsers({
  users,
  more,
  components,
  busy,
  onSearch,
  onSetHeld,
}: AdminUsersProps) {
  const [email, setEmail] = useState('')
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = email.trim()
    onSearch(query === '' ? undefined : query)
  }
  return (
    <>
      <form onSubmit={search} role="search" aria-label="Find users">
        <TextInput
          label="Email contains"
          placeholder="Press Enter to search"
          leftSection={<IconSearch size={16} />}
          maw={320}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </form>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Subscriptions (click to grant or cancel)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map(({ user, componentIds }) => (
              <Table.Tr key={user.userId}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {user.email}
                    </Text>
                    {user.role === 'admin' ? (
                      <Badge size="xs" variant="light">
                        admin
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {user.displayName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {components.map((component) => (
                      <Chip
                        key={component.componentId}
                        size="xs"
                        checked={componentIds.includes(component.componentId)}
                        disabled={busy}
                        onChange={(held) => onSetHeld(user.userId, component.componentId, held)}
                        aria-label={`${component.title} for ${user.email}`}
                      >
                        {component.title}
                      </Chip>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more ? (
        <Text size="sm" c="dimmed">
          More users match: narrow the search.
        </Text>
      ) : null}
    </>
  )
}
