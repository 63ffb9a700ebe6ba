import { IconChartBar } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function TeamRatingsPage() {
  return (
    <PageFrame
      path="/team-ratings"
      description="NHL team ratings for the slate: line combinations, power-play units and shot and goal rates for and against, to find the stacks worth building."
      empty={{
        title: 'Team ratings will appear here once you pick a slate.',
        description:
          "Choose a source and slate to rank every team's attack against the defence it faces tonight.",
        icon: <IconChartBar size={32} stroke={1.5} />,
      }}
    />
  )
}
