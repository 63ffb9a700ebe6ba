import { Box, Image } from '@mantine/core'
import type { MarketplaceComponent } from '@slatelab/domain/entities/product'

/** A component's logo on its background colour, as a card's top band (marketplace, sales). */
export function ProductLogo({
  component,
}: {
  readonly component: Pick<MarketplaceComponent, 'title' | 'logo' | 'logoBackgroundColor'>
}) {
  return (
    <Box
      h={96}
      bg={component.logoBackgroundColor}
      style={{ display: 'grid', placeItems: 'center' }}
    >
      <Image src={component.logo} alt={`${component.title} logo`} h={56} w="auto" fit="contain" />
    </Box>
  )
}
