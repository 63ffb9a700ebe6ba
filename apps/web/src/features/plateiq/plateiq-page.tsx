import { IconBallBaseball } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function PlateIqPage() {
  return (
    <PageFrame
      path="/plateiq"
      description="Pitch-by-pitch MLB analytics: each pitcher's mix, velocity and whiff rates, and how the batters he faces today handle that arsenal."
      empty={{
        title: 'Pitcher and batter breakdowns will appear here once you pick a slate.',
        description:
          'Choose a date, source and slate to load the probable pitchers and the hitters they face.',
        icon: <IconBallBaseball size={32} stroke={1.5} />,
      }}
    />
  )
}
