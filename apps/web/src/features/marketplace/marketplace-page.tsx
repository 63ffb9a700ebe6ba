import { IconBuildingStore } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function MarketplacePage() {
  return (
    <PageFrame
      path="/marketplace"
      description="The tools and data you can add to your account, from projections to season-long cheat sheets, and the ones you already have."
      empty={{
        title: 'Products will appear here once the catalogue has loaded.',
        description:
          'Sign in to see which components you already own and add new ones to your account.',
        icon: <IconBuildingStore size={32} stroke={1.5} />,
      }}
    />
  )
}
