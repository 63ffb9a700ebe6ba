import { IconNews } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function NewsPage() {
  return (
    <PageFrame
      path="/news"
      description="Player news and injury reports across sports, with players who are out or doubtful listed first so late swaps are easy to spot."
      empty={{
        title: 'Stories and injury updates will appear here once they are reported.',
        description: 'Pick a sport to follow its latest news, injuries and lineup changes.',
        icon: <IconNews size={32} stroke={1.5} />,
      }}
    />
  )
}
