import { IconCurrencyDollar } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function VegasPage() {
  return (
    <PageFrame
      path="/vegas"
      description="Betting lines for every game on the slate: spread, moneyline, over/under, implied team totals and weather, so you can see which games the market expects to shoot out."
      empty={{
        title: 'Lines will appear here once you pick a slate.',
        description:
          'Choose a sport, source and slate to see spreads, moneylines, totals and weather for each game.',
        icon: <IconCurrencyDollar size={32} stroke={1.5} />,
      }}
    />
  )
}
