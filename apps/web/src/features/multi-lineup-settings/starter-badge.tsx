import { Badge, type MantineColor } from '@mantine/core'
import type { PoolStarter } from '@slatelab/contract/optimizer.contract'

const benched = new Set(['Not in lineup', 'Not starting'])

// Confirmed starters green, expected yellow, projected plain; a confirmed bench red.
const colorOf = (starter: PoolStarter): MantineColor =>
  benched.has(starter.role)
    ? 'red'
    : starter.status === 'confirmed'
      ? 'teal'
      : starter.status === 'expected'
        ? 'yellow'
        : 'gray'

/**
 * Whether a pool player starts (`Bats 3`, `Starting G`, `Not in lineup`), coloured by how sure
 * it is; its title says so in words.
 */
export function StarterBadge({ starter }: { readonly starter: PoolStarter | null }) {
  if (starter === null) return null
  return (
    <Badge
      color={colorOf(starter)}
      variant={starter.status === 'projected' ? 'outline' : 'light'}
      size="sm"
      maw="none"
      style={{ flexShrink: 0 }}
      title={`${starter.role} (${starter.status})`}
    >
      {starter.role}
    </Badge>
  )
}
