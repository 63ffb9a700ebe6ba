import { Box, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core'
import type { BettingLineEvent } from '@slatelab/contract/vegas.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { slateStartLabel } from '../../shared/navbar/navbar-dates'
import { LineMove } from './line-move'
import { SharpBadge } from './sharp-badge'
import { formatOdds, formatSpread, gameLabel, isSharpMove } from './vegas-games'
import { WeatherIcon } from './weather-icon'

type GameCardsProps = {
  readonly rows: readonly BettingLineEvent[]
  readonly date: IsoDate
  readonly selectedEventId: number | null
  readonly onGameClick: (eventId: number) => void
  readonly emptyText: string
}

// Team, spread, moneyline, implied total, win %: the same columns on every line of a card.
const cardColumns = { display: 'grid', gridTemplateColumns: '1.3fr 1fr 1fr 1.1fr 0.8fr', gap: 6 }

function CardHeader() {
  return (
    <Box style={cardColumns} c="dimmed" fz={11}>
      <span />
      <span>Spread</span>
      <span>ML</span>
      <span>Implied</span>
      <span style={{ textAlign: 'right' }}>Win</span>
    </Box>
  )
}

function TeamLine({ row }: { readonly row: BettingLineEvent }) {
  return (
    <Box style={{ ...cardColumns, alignItems: 'baseline' }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={700}>
          {row.teamShort}
        </Text>
        {row.score !== null && (
          <Text size="sm" c="dimmed">
            {row.score}
          </Text>
        )}
      </Group>
      <Text size="sm" ff="monospace">
        {row.gameSpread === null ? '–' : formatSpread(row.gameSpread.current)}
      </Text>
      <Text size="sm" ff="monospace">
        {row.moneyline === null ? '–' : formatOdds(row.moneyline.current)}
      </Text>
      <Text size="sm" fw={600} ff="monospace" aria-label={`${row.teamShort} implied total`}>
        {row.vegasRuns?.current.toFixed(2) ?? '–'}
      </Text>
      <Text size="xs" c="dimmed" ta="right">
        {row.moneyline === null ? '–' : `${(row.moneyline.winProbability * 100).toFixed(0)}%`}
      </Text>
    </Box>
  )
}

/** The phone layout: a card per game, visitor above home, the total and weather below. */
export function GameCards({ rows, date, selectedEventId, onGameClick, emptyText }: GameCardsProps) {
  const games = new Map<number, BettingLineEvent[]>()
  for (const row of rows) games.set(row.eventId, [...(games.get(row.eventId) ?? []), row])
  if (games.size === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    )
  }
  return (
    <SimpleGrid cols={1} spacing="sm">
      {[...games.values()].map((game) => {
        const first = game[0] as BettingLineEvent
        const home = game.find((row) => row.isHome) ?? first
        const visitor = game.find((row) => !row.isHome) ?? first
        const selected = first.eventId === selectedEventId
        return (
          <UnstyledButton
            key={first.eventId}
            onClick={() => onGameClick(first.eventId)}
            aria-label={`${gameLabel(first)}: show the line movement`}
            aria-pressed={selected}
          >
            <Paper
              withBorder
              radius="md"
              p="sm"
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={700}>
                      {gameLabel(first)}
                    </Text>
                    {game.filter(isSharpMove).map((row) => (
                      <SharpBadge key={row.teamId} team={row.teamShort} />
                    ))}
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {slateStartLabel(first.eventDateTime, date)}
                    </Text>
                    <WeatherIcon row={home} />
                  </Group>
                </Group>
                <CardHeader />
                <TeamLine row={visitor} />
                <TeamLine row={home} />
                <Group justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {home.overUnder?.pct == null
                      ? 'Total'
                      : `Total · ${home.overUnder.pct}% of bets on the over`}
                  </Text>
                  <LineMove quote={home.overUnder} format={String} risingIsFor />
                </Group>
              </Stack>
            </Paper>
          </UnstyledButton>
        )
      })}
    </SimpleGrid>
  )
}
