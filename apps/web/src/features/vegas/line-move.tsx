import { Group, Text } from '@mantine/core'
import { formatChange, moveDirection } from './vegas-games'

/** A market's line at the open and now; null when the file had no such market. */
type Quote = { readonly open: number; readonly current: number; readonly change: number }

type LineMoveProps = {
  readonly quote: Quote | null
  readonly format: (value: number) => string
  /** Whether a rise moved the market toward this team (implied totals) or the over (totals). */
  readonly risingIsFor: boolean
}

const directionColors = { for: 'teal', against: 'red', none: 'dimmed' } as const

/**
 * A line from open to current with its change, green toward the team, red away from it; a
 * dash for a market without a quote.
 */
export function LineMove({ quote, format, risingIsFor }: LineMoveProps) {
  if (quote === null) {
    return (
      <Text span size="sm" c="dimmed" aria-label="no line">
        –
      </Text>
    )
  }
  const { open, current, change } = quote
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
