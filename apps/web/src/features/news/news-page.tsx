import { Alert, Group, Loader, SegmentedControl, Select, Stack, Tabs, Text } from '@mantine/core'
import { IconNews } from '@tabler/icons-react'
import type { InjuryReportRow } from '@slatelab/domain/entities/news-story'
import type { Team } from '@slatelab/domain/entities/team'
import { requireSport, type SportId } from '@slatelab/domain/sports'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { failureMessage } from '../../shared/api/slatelab-api'
import { PageEmptyPanel, PageFrame } from '../../shared/ui/page-frame'
import { InjuryReportTable } from './injury-report-table'
import { NewsFeed } from './news-feed'
import { useInjuryReportQuery, useNewsStoriesQuery, useTeamsQuery } from './news-api'
import type { FeedStory } from './news-last-seen'
import { useSelector } from 'react-redux'
import { SwapAlert } from '../../shared/lineup-alerts/swap-alert'
import { selectContestGroupId } from '../../shared/navbar/navbar-slice'

/** The sports with a beat: the four team sports of the demo world. */
export const newsSports: readonly SportId[] = [1, 2, 3, 4]

const description =
  'Player news and the injury report for a sport: status changes, game-time decisions before lock, depth-chart moves and confirmed starters, with what is new since your last visit marked.'

/** The sport and team in the URL (`?sportId=2&teamId=14`), so a filtered feed can be shared. */
const useNewsFilters = () => {
  const [search, setSearch] = useSearchParams()
  const sportParam = Number(search.get('sportId'))
  const sportId = newsSports.find((id) => id === sportParam) ?? newsSports[0] ?? 1
  const teamParam = Number(search.get('teamId'))
  const teamId = Number.isInteger(teamParam) && teamParam > 0 ? teamParam : null
  const update = (next: { readonly sportId: SportId; readonly teamId: number | null }) =>
    setSearch((current) => {
      const params = new URLSearchParams(current)
      params.set('sportId', String(next.sportId))
      if (next.teamId === null) params.delete('teamId')
      else params.set('teamId', String(next.teamId))
      return params
    })
  return { sportId, teamId, update }
}

const noStories: readonly FeedStory[] = []
const noInjuries: readonly InjuryReportRow[] = []
const noTeams: readonly Team[] = []

export function NewsPage() {
  const { sportId, teamId, update } = useNewsFilters()
  // The navbar's slate: the user's lineups there are the ones the news may hit.
  const contestGroupId = useSelector(selectContestGroupId)
  // `currentData`: another sport's rows never show while this sport's load.
  const stories = useNewsStoriesQuery(sportId)
  const injuries = useInjuryReportQuery(sportId)
  const teams = useTeamsQuery(sportId)
  const storyItems = stories.currentData ?? noStories
  const injuryItems = injuries.currentData ?? noInjuries
  const teamsError = failureMessage(teams.error)
  const storiesError = failureMessage(stories.error)
  const injuriesError = failureMessage(injuries.error)

  const shownStories = useMemo(
    () => storyItems.filter((story) => teamId === null || story.teamId === teamId),
    [storyItems, teamId],
  )
  const shownInjuries = useMemo(
    () => injuryItems.filter((row) => teamId === null || row.teamId === teamId),
    [injuryItems, teamId],
  )
  const newCount = shownStories.filter((story) => story.isNew).length
  const teamOptions = (teams.currentData ?? noTeams).map((team) => ({
    value: String(team.teamId),
    label: `${team.shortName} · ${team.name}`,
  }))
  const reportDate = injuryItems[0]?.reportDate

  return (
    <PageFrame
      path="/news"
      description={description}
      empty={{
        title: 'Stories and injury updates will appear here once they are reported.',
        description: 'Pick a sport to follow its latest news, injuries and lineup changes.',
        icon: <IconNews size={32} stroke={1.5} />,
      }}
    >
      <Stack gap="md">
        <SwapAlert contestGroupId={contestGroupId} />
        <Group gap="sm" align="end" wrap="wrap">
          <SegmentedControl
            aria-label="Sport"
            value={String(sportId)}
            onChange={(value) => update({ sportId: Number(value) as SportId, teamId: null })}
            data={newsSports.map((id) => ({ value: String(id), label: requireSport(id).code }))}
          />
          <Select
            aria-label="Team"
            placeholder="All teams"
            data={teamOptions}
            value={teamId === null ? null : String(teamId)}
            onChange={(value) => update({ sportId, teamId: value === null ? null : Number(value) })}
            clearable
            searchable
            nothingFoundMessage="No team matches"
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        {teamsError === null ? null : (
          <Alert color="red" variant="light">
            {teamsError}
          </Alert>
        )}
        <Tabs defaultValue="news" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="news">News{newCount > 0 ? ` · ${newCount} new` : ''}</Tabs.Tab>
            <Tabs.Tab value="injuries">Injury report ({shownInjuries.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="news" pt="md">
            <Stack gap="sm">
              {storiesError === null ? null : (
                <Alert color="red" variant="light">
                  {storiesError}
                </Alert>
              )}
              {shownStories.length === 0 ? (
                <>
                  {stories.isFetching ? <Loader size="sm" aria-label="Loading news" /> : null}
                  <PageEmptyPanel
                    title="Stories will appear here once they are reported."
                    description="Nothing in the last 7 days for this choice yet: try another team or sport."
                    icon={<IconNews size={32} stroke={1.5} />}
                  />
                </>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {newCount > 0
                      ? `${newCount} new since you last looked · ${shownStories.length} stories in the last 7 days`
                      : `${shownStories.length} stories in the last 7 days`}
                  </Text>
                  <NewsFeed key={`${sportId}:${teamId}`} stories={shownStories} />
                </>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="injuries" pt="md">
            {injuriesError !== null ? (
              <Alert color="red" variant="light">
                {injuriesError}
              </Alert>
            ) : (
              <Stack gap="xs">
                {reportDate === undefined ? null : (
                  <Text size="sm" c="dimmed">
                    Report of {reportDate}, by status from Probable to Out.
                  </Text>
                )}
                <InjuryReportTable rows={shownInjuries} loading={injuries.isFetching} />
              </Stack>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageFrame>
  )
}
