import { Badge, Tooltip } from '@mantine/core'
import { lineupStatusOf, type LineupStatus } from '@slatelab/domain/lineup-status'

const colors: Record<LineupStatus, string> = {
  out: 'red',
  doubtful: 'orange',
  questionable: 'yellow',
}
const labels: Record<LineupStatus, string> = { out: 'OUT', doubtful: 'D', questionable: 'Q' }

/**
 * A player's injury status as a small badge (OUT red, doubtful orange, questionable yellow),
 * the news headline on hover; nothing for a player expected to play.
 */
export function InjuryBadge({
  status,
  headline,
}: {
  readonly status: string | null | undefined
  readonly headline?: string | null | undefined
}) {
  const level = lineupStatusOf(status)
  if (level === null) return null
  const badge = (
    <Badge size="xs" color={colors[level]} variant="filled" aria-label={`Injury: ${status ?? ''}`}>
      {labels[level]}
    </Badge>
  )
  return headline ? (
    <Tooltip label={headline} multiline maw={280} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  )
}
