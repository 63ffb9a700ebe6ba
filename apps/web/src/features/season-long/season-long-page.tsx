import { IconBallAmericanFootball } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function SeasonLongPage() {
  return (
    <PageFrame
      path="/season-long"
      description="Draft cheat sheets, ADP rankings, season and weekly projections, survivor pool odds and tiered rankings for season-long football."
      empty={{
        title: 'Your season-long tools will appear here once your access is confirmed.',
        description:
          'Sign in with a season-long subscription to open cheat sheets, ADP, projections, survivor odds and tiers.',
        icon: <IconBallAmericanFootball size={32} stroke={1.5} />,
      }}
    />
  )
}
