import { Group, Text } from '@mantine/core'
import { formatChange, moveDirection } from './vegas-games'

type LineMoveProps = {
  readonly open: number
  readonly current: number
  readonly change: number
  readonly format: (value: number) => string
  /** Whether a rise moved the market toward this team (implied totals) or the over (totals). */
  readonly risingIsFor: boolean
}

const directionColors = { for: 'teal', against: 'red', none: 'dimmed' } as const

/** A line from open to current with its change, green toward the team, red away from it. */
export function LineMove({ open, current, change, format, risingIsFor }: LineMoveProps) {
  const direction = moveDirection(change, risingIsFor)
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {change !== 0 && (
        <Text span size="xs" c="dimmed">
          {format(open)} →
        </Text>
      )}
      <Text span size="sm" fw={600}>
        {format(current)}
      </Text>
      <Text
        span
        size="xs"
        fw={600}
        c={directionColors[direction]}
        miw={34}
        ta="right"
        aria-label={change === 0 ? 'no move' : `moved ${formatChange(change)}`}
      >
        {change === 0 ? '·' : formatChange(change)}
      </Text>
    </Group>
  )
}
