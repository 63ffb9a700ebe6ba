import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { requireSport, type SportId } from '@slatelab/domain/sports'
import type { IsoDate } from '@slatelab/domain/units'
import { IconCalendarOff } from '@tabler/icons-react'
import { Link, useLocation } from 'react-router'
import { withNewDay } from '../navbar/navbar-url'
import { gameDayLabel, isSeasonOver } from './game-day-label'
import { useGameDaysQuery } from './game-days-api'

type NoGamesPanelProps = {
  readonly sportId: SportId
  readonly date: IsoDate
}

/**
 * What a page about one sport shows on a day without its games: that there are none, and a
 * link to the nearest game day (the next one; the last one once the season is over).
 */
export function NoGamesPanel({ sportId, date }: NoGamesPanelProps) {
  const { pathname, search } = useLocation()
  const { currentData: days, isFetching } = useGameDaysQuery({ sportId, date })
  const sport = requireSport(sportId).code
  const previous = days?.previousGameDay ?? null
  const next = days?.nextGameDay ?? null
  const seasonOver = isSeasonOver(previous, next, date)
  const nearest = seasonOver ? previous : (next ?? previous)
  const title = seasonOver
    ? `The ${sport} season is over`
    : `No ${sport} games on ${gameDayLabel(date)}`
  const detail =
    nearest === null
      ? `No ${sport} games are stored yet.`
      : seasonOver
        ? `No ${sport} games on ${gameDayLabel(date)}: the last were on ${gameDayLabel(nearest)}.`
        : nearest === next
          ? `The next ${sport} games are on ${gameDayLabel(nearest)}.`
          : `The last ${sport} games were on ${gameDayLabel(nearest)}.`
  return (
    <Paper withBorder radius="lg" px="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconCalendarOff size={28} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
          {title}
        </Title>
        {days === undefined && isFetching ? (
          <Loader size="sm" aria-label={`Finding the nearest ${sport} game day`} />
        ) : (
          <Text c="dimmed" size="sm">
            {detail}
          </Text>
        )}
        {nearest !== null && (
          <Group justify="center">
            <Button
              component={Link}
              to={`${pathname}${withNewDay(search, { date: nearest })}`}
              variant="light"
            >
              Go to {gameDayLabel(nearest)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
