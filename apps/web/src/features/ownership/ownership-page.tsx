import { IconChartPie } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function OwnershipPage() {
  return (
    <PageFrame
      path="/ownership"
      description="Who the field played and who beat them: ownership per player across contests of every entry fee, compared with the lineups that finished on top."
      empty={{
        title: 'Ownership will appear here once you pick a contest.',
        description:
          'Pick a slate and contest to see field ownership, top-1 % ownership and leverage for every player.',
        icon: <IconChartPie size={32} stroke={1.5} />,
      }}
    />
  )
}
