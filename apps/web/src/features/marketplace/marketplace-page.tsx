import { Affix, Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { useNavigate, useSearchParams } from 'react-router'
import {
  marketplaceBackPath,
  marketplaceForParam,
  marketplaceFromParam,
} from '../../shared/access/product-gate'
import { failureMessage } from '../../shared/api/slatelab-api'
import { selectUser } from '../../shared/session/session-slice'
import { PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { ComponentCard } from './component-card'
import {
  useComponentsQuery,
  useSubscribeToComponentsMutation,
  useUnsubscribeFromComponentsMutation,
} from './marketplace-api'

const description =
  'The tools and data you can add to your account, from projections to season-long cheat sheets, and the ones you already have.'

const empty = {
  title: 'Products will appear here once the catalogue has loaded.',
  description: 'Sign in to see which components you already own and add new ones to your account.',
  icon: <IconBuildingStore size={32} stroke={1.5} />,
}

/** Dollars as a price: 49.98 → "$49.98". */
const dollars = (amount: number): string => `$${amount.toFixed(2)}`

function Marketplace() {
  const { data: components = [], isLoading, error } = useComponentsQuery()
  const [subscribeTo, subscribing] = useSubscribeToComponentsMutation()
  const [unsubscribeFrom, unsubscribing] = useUnsubscribeFromComponentsMutation()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const saving = subscribing.isLoading || unsubscribing.isLoading
  // The newer of the two writes' failures; a write started clears its own.
  const saveError = failureMessage(subscribing.error ?? unsubscribing.error)
  // Ids picked to subscribe to; a form draft, so it stays here until submitted. Untouched, it
  // is the first unheld component of the product a tool's pitch sent the user for.
  const [touched, setPicked] = useState<ReadonlySet<number> | null>(null)
  const forProduct = query.get(marketplaceForParam)
  const picked =
    touched ??
    new Set(
      components
        .filter((component) => component.product === forProduct && !component.isSubscribed)
        .slice(0, 1)
        .map((component) => component.componentId),
    )

  const pick = (componentId: number, selected: boolean) => {
    const next = new Set(picked)
    if (selected) next.add(componentId)
    else next.delete(componentId)
    setPicked(next)
  }

  // Only components still unheld count, so a subscription saved elsewhere drops out.
  const chosen = components.filter(
    (component) => picked.has(component.componentId) && !component.isSubscribed,
  )
  const total = chosen.reduce((sum, component) => sum + component.price, 0)

  const subscribe = async () => {
    const ids = chosen.map((component) => component.componentId)
    const result = await subscribeTo(ids)
    if (result.error !== undefined) return
    setPicked(new Set())
    // Held now (not waiting for an admin): back to the tool the pitch was on.
    const back = marketplaceBackPath(query.get(marketplaceFromParam))
    if (back !== null && result.data.length > 0) void navigate(back)
  }

  if (error !== undefined) return <Alert color="red" title={failureMessage(error)} />
  if (isLoading) return <Loader size="sm" aria-label="Loading products" />

  return (
    <Stack gap="lg" pb={chosen.length > 0 ? 96 : 0}>
      <Alert variant="light" icon={<IconInfoCircle />} title="No payment is taken" role="note">
        On this self-hosted Slatelab a subscription starts at once, or, where its owner approves
        them, when an admin grants your request. You can unsubscribe at any time, and an admin can
        also grant or cancel a subscription.
      </Alert>
      {saveError === null ? null : (
        <Alert color="red" role="alert">
          {saveError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {components.map((component) => (
          <ComponentCard
            key={component.componentId}
            component={component}
            selected={picked.has(component.componentId)}
            busy={saving}
            onSelect={(selected) => pick(component.componentId, selected)}
            onUnsubscribe={() => void unsubscribeFrom([component.componentId])}
          />
        ))}
      </SimpleGrid>
      {chosen.length > 0 ? (
        <Affix position={{ bottom: 16, left: 16, right: 16 }}>
          <Paper
            withBorder
            shadow="md"
            radius="lg"
            p="sm"
            maw={720}
            mx="auto"
            role="region"
            aria-label="Selected products"
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {chosen.length} selected · <b>{dollars(total)}</b>
              </Text>
              <Button loading={saving} onClick={() => void subscribe()}>
                Subscribe
              </Button>
            </Group>
          </Paper>
        </Affix>
      ) : null}
    </Stack>
  )
}

/** Signed out, the prompt to sign in (the catalogue is per account); signed in, the marketplace. */
export function MarketplacePage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame path="/marketplace" description={description} empty={empty}>
      {user === null ? (
        <SignInPrompt
          action="see the marketplace"
          reason="The marketplace shows which products your account holds and subscribes it to new ones, so it needs an account."
        />
      ) : (
        <Marketplace />
      )}
    </PageFrame>
  )
}
