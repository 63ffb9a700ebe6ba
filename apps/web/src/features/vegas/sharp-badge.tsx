import { Badge, Tooltip } from '@mantine/core'

/**
 * Marks a team the line moved toward although most bets were on the other side; `team` names
 * it where the badge stands for the game (a phone's card).
 */
export function SharpBadge({ team }: { readonly team?: string }) {
  return (
    <Tooltip label="The line moved toward this team against most of the bets: sharp money">
      <Badge size="xs" color="grape" variant="light" tabIndex={0} style={{ flexShrink: 0 }}>
        {team === undefined ? 'Sharp' : `Sharp ${team}`}
      </Badge>
    </Tooltip>
  )
}
