import { IconTrophy } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function ContestsPage() {
  return (
    <PageFrame
      path="/contests"
      description="Every contest on the slate with its entry fee, field size and prize pool, plus how the winning lineups were built."
      empty={{
        title: 'Contests will appear here once you pick a slate.',
        description:
          'Choose a sport, date, source and slate, then pick a contest to see its field, payouts and the lineups that cashed.',
        icon: <IconTrophy size={32} stroke={1.5} />,
      }}
    />
  )
}
