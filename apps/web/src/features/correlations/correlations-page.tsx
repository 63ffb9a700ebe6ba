import { IconChartDots3 } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function CorrelationsPage() {
  return (
    <PageFrame
      path="/correlations"
      description="How fantasy points move together, from historical game logs: teammates, opponents and positions, so you can build stacks that hit at the same time."
      empty={{
        title: 'Correlations will appear here once you choose a view.',
        description:
          'Pick a sport and a saved view, or set your own filters, to see the correlation heatmap.',
        icon: <IconChartDots3 size={32} stroke={1.5} />,
      }}
    />
  )
}
