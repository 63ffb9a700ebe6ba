import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { NewsStory } from '@slatelab/domain/entities/news-story'
import { useState } from 'react'
import { instantLabel, slateToday } from '../../shared/navbar/navbar-dates'
import { PlayerLink } from '../../shared/player-card/player-link'
import { InjuryStatusBadge } from '../../shared/ui/injury-status-badge'
import type { FeedStory } from './news-last-seen'

// Stories shown at first and added by each "Show more".
const pageSize = 30

const kindLabels: Readonly<Record<NewsStory['kind'], string>> = {
  injury: 'Injury',
  decision: 'Game-time decision',
  depthChart: 'Depth chart',
  lineup: 'Lineup',
  trade: 'Trade',
}

function StoryCard({ story }: { readonly story: FeedStory }) {
  const { isNew } = story
  return (
    <Paper
      component="article"
      id={`story-${story.newsId}`}
      withBorder
      radius="md"
      p="sm"
      aria-label={story.title}
      style={isNew ? { borderLeft: '4px solid var(--mantine-color-blue-filled)' } : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="start">
          <Group gap={6} wrap="wrap">
            {isNew ? (
              <Badge color="blue" size="sm" variant="filled">
                New
              </Badge>
            ) : null}
            <Text size="sm">
              <PlayerLink playerId={story.playerId}>{story.playerName}</PlayerLink>
              <Text span c="dimmed" size="sm">
                {' · '}
                {story.position}
                {story.team === null ? '' : ` · ${story.team}`}
              </Text>
            </Text>
            {story.playerStatus === null ? null : <InjuryStatusBadge status={story.playerStatus} />}
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {instantLabel(story.createdDate, slateToday())}
          </Text>
        </Group>
        <Text fw={600}>{story.title}</Text>
        <Text size="sm" c="dimmed">
          {story.summary}
        </Text>
        <Text size="xs" c="dimmed">
          {kindLabels[story.kind]}
        </Text>
      </Stack>
    </Paper>
  )
}

/** The feed, newest first, a page at a time, new stories marked. */
export function NewsFeed({ stories }: { readonly stories: readonly FeedStory[] }) {
  const [shown, setShown] = useState(pageSize)
  return (
    <Stack gap="sm" aria-label="Player news">
      {stories.slice(0, shown).map((story) => (
        <StoryCard key={story.newsId} story={story} />
      ))}
      {stories.length > shown ? (
        <Button variant="light" onClick={() => setShown(shown + pageSize)}>
          Show more ({stories.length - shown} older)
        </Button>
      ) : null}
    </Stack>
  )
}
