import { IconShieldHalf } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function StartingGoaliesPage() {
  return (
    <PageFrame
      path="/starting-goalies"
      description="Tonight's NHL goalie starts with their status, the team totals they face and their projected saves and fantasy points."
      empty={{
        title: 'Goalie starts will appear here once you pick a slate.',
        description:
          'Choose a date, source and slate to see who is confirmed, expected or still unconfirmed in net.',
        icon: <IconShieldHalf size={32} stroke={1.5} />,
      }}
    />
  )
}
