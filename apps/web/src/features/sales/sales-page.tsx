import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import type { Plan } from '@slatelab/contract/marketplace.contract'
import { freeOptimizerLineups } from '@slatelab/domain/entities/access'
import { termLabels } from '@slatelab/domain/entities/product'
import { IconCheck, IconDiscount } from '@tabler/icons-react'
import { useSelector } from 'react-redux'
import { Link } from 'react-router'
import { marketplacePath } from '../../shared/access/product-gate'
import { failureMessage } from '../../shared/api/slatelab-api'
import { findPitch } from '../../shared/access/product-pitches'
import { authUrl, signUpPath } from '../../shared/session/auth-paths'
import { selectUser } from '../../shared/session/session-slice'
import { PageFrame } from '../../shared/ui/page-frame'
import { ProductLogo } from '../../shared/ui/product-logo'
import { usePlansQuery } from './sales-api'
import { findToolScreenshot } from './tool-screenshots'

const description =
  'What a Slatelab subscription unlocks: the DFS tools, projections and the season-long football area, with the plans that include them.'

const empty = {
  title: 'Plans will appear here once they are published.',
  description:
    'Every tool is open to browse in the meantime; sign in to keep your settings, templates and projections.',
  icon: <IconDiscount size={32} stroke={1.5} />,
}

/** What every account gets without a subscription. */
const freeTools = [
  'Contests and ownership dashboards',
  'Vegas lines, correlations, news and injuries',
  'Starting goalies, team ratings and game flow',
  `The optimizer, up to ${freeOptimizerLineups} lineups a build`,
]

const checkIcon = (
  <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden>
    <IconCheck size={13} />
  </ThemeIcon>
)

/** Where a plan's button leads: the marketplace, through sign-up for a visitor. */
function useSubscribeLink(): string {
  const user = useSelector(selectUser)
  return user === null ? authUrl(signUpPath, marketplacePath) : marketplacePath
}

function PlanCard({ plan }: { readonly plan: Plan }) {
  const pitch = findPitch(plan.product)
  const screenshot = findToolScreenshot(plan.product)
  const subscribeLink = useSubscribeLink()
  return (
    <Card component="article" aria-label={plan.title} withBorder radius="lg" padding="lg">
      <Card.Section>
        <ProductLogo component={plan} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Title order={2} fz="lg">
          {plan.title}
        </Title>
        <Stack gap={0}>
          <Text fw={700} fz={28} lh={1.2}>
            {plan.displayPrice}
          </Text>
          <Text size="xs" c="dimmed">
            {termLabels[plan.term]}
          </Text>
        </Stack>
        {screenshot === undefined ? null : (
          <Image
            src={screenshot.src}
            alt={screenshot.alt}
            loading="lazy"
            w="100%"
            h="auto"
            radius="md"
            // The files' own 800 × 500: the card keeps its height while the image loads.
            style={{
              aspectRatio: '16 / 10',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          />
        )}
        <Text size="sm">{pitch?.headline ?? plan.description}</Text>
        {pitch === undefined ? null : (
          <List spacing={6} size="sm" icon={checkIcon} style={{ flex: 1 }}>
            {pitch.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap={6} mt="lg">
        <Button component={Link} to={subscribeLink} aria-label={`Get ${plan.title}`}>
          Get {plan.title}
        </Button>
        <Anchor component={Link} to={plan.url} size="sm" ta="center">
          See the tool
        </Anchor>
      </Stack>
    </Card>
  )
}

const noPlans: readonly Plan[] = []

/** The plans page a visitor sees: the free account, each paid product, and the way to sign up. */
export function SalesPage() {
  const user = useSelector(selectUser)
  const subscribeLink = useSubscribeLink()
  const { data: plans = noPlans, isLoading: loading, error: failure } = usePlansQuery()
  const error = failureMessage(failure)

  return (
    <PageFrame path="/sales" description={description} empty={empty}>
      {error !== null ? (
        <Alert color="red" title={error} />
      ) : loading && plans.length === 0 ? (
        <Loader size="sm" aria-label="Loading plans" />
      ) : plans.length === 0 ? undefined : (
        <Stack gap="lg">
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-label="Free account"
          >
            <Group justify="space-between" align="center" gap="lg">
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  Free account · $0
                </Title>
                <List spacing={4} size="sm" icon={checkIcon}>
                  {freeTools.map((tool) => (
                    <List.Item key={tool}>{tool}</List.Item>
                  ))}
                </List>
              </Stack>
              {user === null ? (
                <Button component={Link} to={authUrl(signUpPath, '/contests')} variant="default">
                  Create a free account
                </Button>
              ) : (
                <Button component={Link} to={subscribeLink} variant="default">
                  Manage your subscriptions
                </Button>
              )}
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {plans.map((plan) => (
              <PlanCard key={plan.componentId} plan={plan} />
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            No payment is taken on a self-hosted Slatelab: subscribing in the marketplace is
            instant, and you can unsubscribe at any time.
          </Text>
        </Stack>
      )}
    </PageFrame>
  )
}
