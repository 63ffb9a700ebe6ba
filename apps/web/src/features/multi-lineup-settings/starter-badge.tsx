import { Badge, Tooltip, type MantineColor } from '@mantine/core'
import type { PoolStarter } from '@slatelab/contract/optimizer.contract'

const benched = new Set(['Not in lineup', 'Not starting', 'Bench'])

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
 * What the narrow table column shows: the batting slot (`#3`), `SP` or `G` for a starting
 * pitcher or goalie, `Start` for an NBA starter, `Bench` for one out of a posted lineup.
 * @example shortRole('Bats 3') // '#3'
 */
export const shortRole = (role: string): string => {
  const slot = /^Bats (\d)$/.exec(role)
  if (slot !== null) return `#${slot[1]}`
  if (role === 'Starting P') return 'SP'
  if (role === 'Starting G') return 'G'
  if (role === 'Starter') return 'Start'
  return benched.has(role) ? 'Bench' : role
}

/**
 * Whether a pool player starts, as a small badge coloured by how sure it is; the role and
 * status in words on hover and for screen readers.
 */
export function StarterBadge({ starter }: { readonly starter: PoolStarter | null }) {
  if (starter === null) return null
  const words = `${starter.role} (${starter.status})`
  return (
    <Tooltip label={words} withArrow>
      <Badge
        size="xs"
        color={colorOf(starter)}
        variant={starter.status === 'projected' ? 'outline' : 'light'}
        aria-label={words}
      >
        {shortRole(starter.role)}
      </Badge>
    </Tooltip>
  )
}
