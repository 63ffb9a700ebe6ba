import { Anchor, NumberInput, Stack, Text } from '@mantine/core'
import { maxBuildLineups } from '@slatelab/contract/optimizer.contract'
import { freeOptimizerLineups, products } from '@slatelab/domain/entities/access'
import { Link, useLocation } from 'react-router'
import { marketplaceLink } from '../../shared/access/product-gate'
import { useProductAccess } from '../../shared/access/use-product-access'

type LineupCountInputProps = {
  readonly value: number
  readonly onChange: (count: number) => void
}

/**
 * How many lineups to build: up to 500 with Optimizer Pro; without it, the free optimizer's 20
 * (SPEC's `hasFullVersion` false) and the way to get more. The server refuses more all the same.
 */
export function LineupCountInput({ value, onChange }: LineupCountInputProps) {
  const { allowed } = useProductAccess(products.OptimizerPro)
  const { pathname, search } = useLocation()
  const max = allowed === true ? maxBuildLineups : freeOptimizerLineups
  return (
    <Stack gap={4}>
      <NumberInput
        label="Lineups"
        min={1}
        max={max}
        w={110}
        value={value}
        onChange={(next) => onChange(Math.min(max, Math.max(1, Number(next) || 1)))}
      />
      {allowed === false ? (
        <Text size="xs" c="dimmed" maw={220}>
          Free accounts build up to {freeOptimizerLineups} lineups per slate.{' '}
          <Anchor
            component={Link}
            to={marketplaceLink(products.OptimizerPro, `${pathname}${search}`)}
            size="xs"
          >
            Optimizer Pro
          </Anchor>{' '}
          builds up to {maxBuildLineups}.
        </Text>
      ) : null}
    </Stack>
  )
}
