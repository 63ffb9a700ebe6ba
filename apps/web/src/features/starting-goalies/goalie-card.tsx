import {
  Avatar,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react'
import type { GoalieMatchup, GoalieSide } from '@slatelab/contract/hockey.contract'
import type { IsoDate } from '@slatelab/domain/units'
import { slateStartLabel } from '../../shared/navbar/navbar-dates'
import { PlayerLink } from '../../shared/player-card/player-link'
import { formatMoneyline, formatSalary, statusColors } from './goalie-matchups'
import { TeamLines } from './team-lines'

const percent = (value: number | null): string => (value === null ? '–' : `${value}`)
const signed = (value: number | null): string =>
  value === null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(1)}`

function Figure({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Stack gap={0} miw={52}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff="monospace" fw={600}>
        {value}
      </Text>
    </Stack>
  )
}

function GoalieLine({ side }: { readonly side: GoalieSide }) {
  const change = side.moneylineChange ?? 0
  return (
    <Stack gap={6} aria-label={`${side.teamShort} goalie`}>
      <Group gap="sm" wrap="nowrap">
        <Avatar
          src={side.goalieHeadshotUrl}
          name={side.goalieName}
          color="initials"
          radius="xl"
          size={40}
          alt=""
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={700} c="dimmed">
              {side.teamShort}
            </Text>
            <Text size="sm" truncate>
              <PlayerLink playerId={side.goalieId}>{side.goalieName}</PlayerLink>
            </Text>
          </Group>
          <Badge size="xs" variant="light" color={statusColors[side.goalieStatus]}>
            {side.goalieStatus}
          </Badge>
        </Stack>
      </Group>
      <SimpleGrid cols={4} spacing="xs" verticalSpacing={6}>
        <Figure label="DK" value={formatSalary(side.dkSalary)} />
        <Figure label="FD" value={formatSalary(side.fdSalary)} />
        <Figure
          label="ML"
          value={`${formatMoneyline(side.moneyline)}${change === 0 ? '' : ` (${change > 0 ? '+' : ''}${change})`}`}
        />
        <Figure
          label="Win"
          value={side.winProbability === null ? '–' : `${Math.round(side.winProbability * 100)}%`}
        />
        <Figure label="DK pts %ile" value={percent(side.dkFptsPct)} />
        <Figure label="FD pts %ile" value={percent(side.fdFptsPct)} />
        <Figure label="DK opp %ile" value={percent(side.dkOppFptsPct)} />
        <Figure label="FD opp %ile" value={percent(side.fdOppFptsPct)} />
      </SimpleGrid>
      {side.goalieGar !== null && (
        <SimpleGrid
          cols={4}
          spacing="xs"
          aria-label={`${side.teamShort} goalie ${side.goalieGar.season} GAR`}
        >
          <Figure label="Season" value={side.goalieGar.season} />
          <Figure label="GP" value={`${side.goalieGar.games}`} />
          <Figure label="GSAx" value={signed(side.goalieGar.goalsSavedAboveExpected)} />
          <Figure label="GAR" value={signed(side.goalieGar.goalsAboveReplacement)} />
        </SimpleGrid>
      )}
    </Stack>
  )
}

/**
 * A game's card: visitor above home, each goalie with status, salaries, moneyline,
 * percentiles and his imported GAR season when stored; the teams' lines open below.
 */
export function GoalieCard({
  matchup,
  date,
}: {
  readonly matchup: GoalieMatchup
  readonly date: IsoDate
}) {
  const { visitor, home, eventDateTime, stadium } = matchup.Properties
  const title = `${visitor.teamShort} @ ${home.teamShort}`
  const [linesOpen, lines] = useDisclosure(false)
  const hasLines = visitor.lines.length > 0 || home.lines.length > 0
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{title}</Text>
          <Text size="xs" c="dimmed">
            {slateStartLabel(eventDateTime, date)} · {stadium}
          </Text>
        </Group>
        <GoalieLine side={visitor} />
        <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} />
        <GoalieLine side={home} />
        {hasLines && (
          <>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={lines.toggle}
              aria-expanded={linesOpen}
              rightSection={linesOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {linesOpen ? 'Hide lines' : 'Show lines'}
            </Button>
            <Collapse expanded={linesOpen}>
              <Stack gap="xs">
                <TeamLines side={visitor} />
                <TeamLines side={home} />
              </Stack>
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  )
}
