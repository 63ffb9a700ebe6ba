import { Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core'
import type { ComponentWithSubscription } from '@slatelab/contract/marketplace.contract'
import { termLabels } from '@slatelab/domain/entities/product'
import { findSport } from '@slatelab/domain/sports'
import { IconCircleCheck } from '@tabler/icons-react'
import { Link } from 'react-router'
import { ProductLogo } from '../../shared/ui/product-logo'

type ComponentCardProps = {
  readonly component: ComponentWithSubscription
  readonly selected: boolean
  readonly busy: boolean
  readonly onSelect: (selected: boolean) => void
  readonly onUnsubscribe: () => void
}

/**
 * A marketplace component (SPEC §3): its logo on its background colour, title, owner, sport,
 * description, price and term; held ones marked and cancellable, others selectable.
 */
export function ComponentCard({
  component,
  selected,
  busy,
  onSelect,
  onUnsubscribe,
}: ComponentCardProps) {
  const sport = component.sportId === null ? undefined : findSport(component.sportId)
  return (
    <Card
      component="article"
      aria-label={component.title}
      withBorder
      radius="lg"
      padding="lg"
      style={{
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Card.Section>
        <ProductLogo component={component} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg">
          {component.title}
        </Title>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            by {component.owner}
          </Text>
          <Badge size="xs" variant="default">
            {sport?.code ?? 'All sports'}
          </Badge>
          {component.isSubscribed ? (
            <Badge
              size="sm"
              color="teal"
              variant="light"
              leftSection={<IconCircleCheck size={12} />}
            >
              Subscribed
            </Badge>
          ) : component.isRequested ? (
            <Badge size="sm" color="yellow" variant="light">
              Requested
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={{ flex: 1 }}>
          {component.description}
        </Text>
        <Stack gap={0}>
          <Text fw={700} fz="xl">
            {component.displayPrice}
          </Text>
          <Text size="xs" c="dimmed">
            {termLabels[component.term]}
          </Text>
        </Stack>
      </Stack>
      <Group mt="md" justify="space-between" gap="xs">
        {component.isSubscribed ? (
          <>
            <Button
              component={Link}
              to={component.url}
              size="xs"
              variant="light"
              aria-label={`Open ${component.title}`}
            >
              Open
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={onUnsubscribe}
              aria-label={`Unsubscribe from ${component.title}`}
            >
              Unsubscribe
            </Button>
          </>
        ) : component.isRequested ? (
          <Text size="xs" c="dimmed">
            Waiting for an admin to approve your request
          </Text>
        ) : (
          <Checkbox
            label={`Select ${component.title}`}
            checked={selected}
            disabled={busy}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
        )}
      </Group>
    </Card>
  )
}
