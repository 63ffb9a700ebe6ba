import { Button, Group, Text } from '@mantine/core'
import type { AdminUser } from '@slatelab/contract/admin.contract'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { AdminList, AdminRow } from './admin-list'

type AdminRequestsProps = {
  readonly users: readonly AdminUser[]
  readonly components: readonly Plan[]
  readonly busy: boolean
  readonly onDecide: (userId: number, componentId: number, granted: boolean) => void
}

/**
 * The subscription requests waiting (`SUBSCRIPTIONS=approval`): a row per user and component,
 * granted or refused with one click.
 */
export function AdminRequests({ users, components, busy, onDecide }: AdminRequestsProps) {
  const titleOf = new Map(components.map((component) => [component.componentId, component.title]))
  const waiting = users.flatMap(({ user, requestedComponentIds }) =>
    requestedComponentIds.map((componentId) => ({ user, componentId })),
  )
  if (waiting.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No requests are waiting. When this server takes subscriptions by approval
        (SUBSCRIPTIONS=approval), a user’s subscribe waits here for you.
      </Text>
    )
  }
  return (
    <AdminList label="Subscription requests">
      {waiting.map(({ user, componentId }) => {
        const title = titleOf.get(componentId) ?? `Component ${componentId}`
        return (
          <AdminRow
            key={`${user.userId}-${componentId}`}
            name={
              <>
                <Text size="sm" fw={600}>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {user.email}
                </Text>
              </>
            }
          >
            <Group gap="xs">
              <Button
                size="xs"
                disabled={busy}
                onClick={() => onDecide(user.userId, componentId, true)}
                aria-label={`Grant ${title} to ${user.email}`}
              >
                Grant
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => onDecide(user.userId, componentId, false)}
                aria-label={`Refuse ${title} to ${user.email}`}
              >
                Refuse
              </Button>
            </Group>
          </AdminRow>
        )
      })}
    </AdminList>
  )
}
