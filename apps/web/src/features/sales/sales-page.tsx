import { IconDiscount } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function SalesPage() {
  return (
    <PageFrame
      path="/sales"
      description="What a Slatelab subscription unlocks: the DFS tools, projections and the season-long football area, with the plans that include them."
      empty={{
        title: 'Plans will appear here once they are published.',
        description:
          'Every tool is open to browse in the meantime; sign in to keep your settings, templates and projections.',
        icon: <IconDiscount size={32} stroke={1.5} />,
      }}
    />
  )
}
