import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import type { ProductName } from '@slatelab/domain/entities/access'
import { IconCheck, IconSparkles } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { productPitches } from './product-pitches'
import { useProductAccess } from './use-product-access'

/** Where a pitch sends someone to subscribe, and to compare plans. */
export const marketplacePath = '/marketplace'
export const salesPath = '/sales'

/** The marketplace's query: the product to pick (`for`) and the page to go back to (`from`). */
export const marketplaceForParam = 'for'
export const marketplaceFromParam = 'from'

/**
 * The marketplace with `product` picked, coming back to `from` (a path of this site) once
 * subscribed.
 * @example marketplaceLink('SimLabs', '/simlabs?job=7') // '/marketplace?for=SimLabs&from=%2Fsimlabs%3Fjob%3D7'
 */
export const marketplaceLink = (product: ProductName, from: string): string =>
  `${marketplacePath}?${new URLSearchParams({ [marketplaceForParam]: product, [marketplaceFromParam]: from }).toString()}`

/**
 * The page the marketplace goes back to: `from` when it is a path of this site, `null` for
 * anything else (another site: `//host`, `/\host`, which browsers read as `//host`).
 * @example marketplaceBackPath('/simlabs?job=7') // '/simlabs?job=7'
 * @example marketplaceBackPath('//evil.test') // null
 */
export const marketplaceBackPath = (from: string | null): string | null =>
  from !== null && /^\/(?![/\\])/.test(from) ? from : null

/**
 * What a paid tool shows in its place to a signed-in user without its product: what the
 * product does and the way to subscribe. The server refuses the tool's calls all the same.
 */
export function ProductPitch({ product }: { readonly product: ProductName }) {
  const pitch = productPitches[product]
  const { pathname, search } = useLocation()
  return (
    <Paper
      withBorder
      radius="lg"
      px={{ base: 'md', sm: 'xl' }}
      py={{ base: 'lg', sm: 40 }}
      aria-labelledby="product-pitch-title"
      component="section"
    >
      <Stack gap="lg" maw={520} mx="auto">
        <Stack gap="xs" align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconSparkles size={28} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id="product-pitch-title">
            {pitch.title} is part of a subscription
          </Title>
          <Text c="dimmed" size="sm">
            {pitch.headline}
          </Text>
        </Stack>
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden>
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {pitch.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Group justify="center" gap="sm">
          <Button component={Link} to={marketplaceLink(product, `${pathname}${search}`)}>
            Subscribe to {pitch.title}
          </Button>
          <Button component={Link} to={salesPath} variant="default">
            Compare plans
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/**
 * A paid tool for a signed-in user: the tool when the server says the user may use `product`,
 * its pitch otherwise, a loader while it is asked.
 */
export function ProductGate({
  product,
  children,
}: {
  readonly product: ProductName
  readonly children: ReactNode
}) {
  const { allowed, error } = useProductAccess(product)
  if (error !== null) return <Alert color="red">{error}</Alert>
  if (allowed === undefined) return <Loader size="sm" aria-label="Checking your subscription" />
  return allowed ? children : <ProductPitch product={product} />
}
