import { IconTimeline } from '@tabler/icons-react'
import { PageFrame } from '../../shared/ui/page-frame'

export function GameFlowPage() {
  return (
    <PageFrame
      path="/game-flow"
      description="How a game unfolded: the score, the lead changes and each player's fantasy points as the game went on."
      empty={{
        title: 'The game flow will appear here once you pick a game.',
        description:
          'Open a game from the slate to follow its scoring and fantasy production play by play.',
        icon: <IconTimeline size={32} stroke={1.5} />,
      }}
    />
  )
}
