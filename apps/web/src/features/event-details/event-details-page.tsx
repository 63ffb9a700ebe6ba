import { IconListDetails } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function EventDetailsPage() {
  return (
    <PageFrame
      path="/event-details"
      description="Everything about one game: the matchup, the lines, recent meetings between the two teams and the players who matter for DFS."
      empty={{
        title: 'Event details will appear here once you pick an event.',
        description:
          'Choose a date, source and slate, then pick an event to see its matchup, lines and recent meetings.',
        icon: <IconListDetails size={32} stroke={1.5} />,
      }}
    />
  )
}
