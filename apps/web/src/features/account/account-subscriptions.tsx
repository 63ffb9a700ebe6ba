import { Alert, Anchor, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core'
import type { AccountSubscription } from '@slatelab/contract/account.contract'
import { Link } from 'react-router'
import { marketplacePath } from '../../shared/access/product-gate'
import { formatInstant } from '../../shared/ui/format-instant'

type AccountSubscriptionsProps = {
  readonly subscriptions: readonly AccountSubscription[]
  readonly loading: boolean
  readonly error: string | null
  readonly busy: boolean
  readonly onUnsubscribe: (subscription: AccountSubscription) => void
}

/** The components the account holds, each with its tool and an Unsubscribe button. */
export function AccountSubscriptions({
  subscriptions,
  loading,
  error,
  busy,
  onUnsubscribe,
}: AccountSubscriptionsProps) {
  if (error !== null) return <Alert color="red" title={error} />
  if (loading && subscriptions.length === 0) {
    return <Loader size="sm" aria-label="Loading subscriptions" />
  }
  if (subscriptions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No subscriptions yet: the free tools are yours.{' '}
        <Anchor component={Link} to={marketplacePath}>
          See the marketplace
        </Anchor>
      </Text>
    )
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {subscriptions.map((subscription) => (
        <Paper
          key={subscription.componentId}
          component="li"
          aria-label={subscription.title}
          withBorder
          radius="md"
          p="sm"
        >
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Image
                src={subscription.logo}
                alt=""
                w={40}
                h={40}
                p={6}
                radius="sm"
                fit="contain"
                bg={subscription.logoBackgroundColor}
              />
              <Stack gap={0}>
                <Text fw={600}>{subscription.title}</Text>
                <Text size="xs" c="dimmed">
                  {subscription.displayPrice} · since {formatInstant(subscription.startsAt)}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs">
              <Button component={Link} to={subscription.url} size="xs" variant="light">
                Open
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => onUnsubscribe(subscription)}
                aria-label={`Unsubscribe from ${subscription.title}`}
              >
                Unsubscribe
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
