import { Badge, type MantineColor } from '@mantine/core'
import { injuryStatusSort } from '@slatelab/domain/injury-status'

// By the SPEC §5 sort key: Probable 1 … Out 6, anything else 7.
const colorBySort: Readonly<Record<number, MantineColor>> = {
  1: 'teal',
  2: 'yellow',
  3: 'orange',
  4: 'orange',
  5: 'gray',
  6: 'red',
  7: 'grape',
}

/** An injury status as a coloured badge, from green (Probable) to red (Out). */
export function InjuryStatusBadge({ status }: { readonly status: string }) {
  const sort = injuryStatusSort(status)
  return (
    <Badge
      color={colorBySort[sort] ?? 'gray'}
      variant={sort >= 4 ? 'filled' : 'light'}
      size="sm"
      // In a table cell the badge would otherwise be cut to the column's first width.
      maw="none"
      style={{ flexShrink: 0 }}
    >
      {status}
    </Badge>
  )
}
