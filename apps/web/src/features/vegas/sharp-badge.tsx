import { Badge, Tooltip } from '@mantine/core'

/** Marks a team the line moved toward although most bets were on the other side. */
export function SharpBadge() {
  return (
    <Tooltip label="The line moved toward this team against most of the bets: sharp money">
      <Badge size="xs" color="grape" variant="light" tabIndex={0}>
        Sharp
      </Badge>
    </Tooltip>
  )
}
