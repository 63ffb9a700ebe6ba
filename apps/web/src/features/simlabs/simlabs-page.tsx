import { IconFlask } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function SimLabsPage() {
  return (
    <PageFrame
      path="/simlabs"
      description="Monte Carlo simulations of the slate: thousands of outcomes per player, how often each one lands in the optimal lineup, and how your lineups fare against a simulated field."
      empty={{
        title: 'Simulation results will appear here once you run a simulation.',
        description:
          'Pick a sport, date, source and slate, then start a simulation to see boom rates, optimal-lineup rates and ceilings.',
        icon: <IconFlask size={32} stroke={1.5} />,
      }}
    />
  )
}
