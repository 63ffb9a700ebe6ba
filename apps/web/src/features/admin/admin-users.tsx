import { Badge, Chip, Group, Text, TextInput } from '@mantine/core'
import type { AdminUser } from '@slatelab/contract/admin.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { AdminList, AdminRow } from './admin-list'

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
      <Text size="sm" c="dimmed">
        A highlighted chip is held: click a chip to grant the component or to cancel it.
      </Text>
      <AdminList label="Users">
        {users.map(({ user, componentIds }) => (
          <AdminRow
            key={user.userId}
            name={
              <>
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
              </>
            }
          >
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
          </AdminRow>
        ))}
      </AdminList>
      {more ? (
        <Text size="sm" c="dimmed">
          More users match: narrow the search.
        </Text>
      ) : null}
    </>
  )
}
