import {
  Badge,
  Group,
  MultiSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import type { SurvivorOdds } from '@slatelab/contract/season-long.contract'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { useNflWeeksQuery, useSurvivorOddsQuery } from './season-long-api'
import { selectSeasonLong, usedTeamsChanged } from './season-long-slice'
import { ViewStatus } from './view-status'

const percent = (p: number) => `${Math.round(p * 100)}%`

/** Each team's win probability by week, the path's picks marked. */
function SurvivorGrid({ odds }: { readonly odds: SurvivorOdds }) {
  const pathOf = new Map(odds.path.picks.map((pick) => [pick.week, pick.team]))
  const cell = new Map(
    odds.weeks.flatMap((week) => week.games.map((game) => [`${week.week}|${game.team}`, game])),
  )
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder fz="xs" aria-label="Win probability by week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            {odds.weeks.map((week) => (
              <Table.Th key={week.week} ta="right" style={{ whiteSpace: 'nowrap' }}>
                Wk {week.week}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {odds.teams.map((team) => (
            <Table.Tr key={team} opacity={odds.used.includes(team) ? 0.45 : 1}>
              <Table.Td fw={600}>{team}</Table.Td>
              {odds.weeks.map((week) => {
                const game = cell.get(`${week.week}|${team}`)
                const picked = pathOf.get(week.week) === team
                return (
                  <Table.Td
                    key={week.week}
                    ta="right"
                    bg={picked ? 'var(--mantine-color-teal-light)' : undefined}
                    title={
                      game ? `${game.isHome ? 'vs' : '@'} ${game.opponent} (${game.source})` : 'bye'
                    }
                  >
                    {game ? percent(game.winProbability) : 'bye'}
                  </Table.Td>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  )
}

/** The exact best path from the current week and its chance to survive every week. */
function BestPath({ odds }: { readonly odds: SurvivorOdds }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="md">
            Best path from week {odds.currentWeek}
          </Title>
          <Badge size="lg" variant="light" color="teal">
            Survive every week: {(odds.path.survivalProbability * 100).toFixed(1)}%
          </Badge>
        </Group>
        <SimpleGrid
          cols={{ base: 3, sm: 6, lg: 9 }}
          spacing="xs"
          role="list"
          aria-label="Best path"
        >
          {odds.path.picks.map((pick) => (
            <Paper key={pick.week} withBorder p={6} ta="center" role="listitem">
              <Text size="xs" c="dimmed">
                Week {pick.week}
              </Text>
              <Text fw={700}>{pick.team}</Text>
              <Text size="xs">{percent(pick.winProbability)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Weeks with closing moneylines use them without the vig; later weeks use team ratings
          fitted to those lines. The path is the exact best one, not the greedy one.
        </Text>
      </Stack>
    </Paper>
  )
}

/** The survivor pool of the current season: the best path without the teams already used. */
export function SurvivorView() {
  const dispatch = useAppDispatch()
  const { usedTeams } = useSelector(selectSeasonLong)
  const weeks = useNflWeeksQuery()
  const year = weeks.data?.[0]?.year
  const odds = useSurvivorOddsQuery(
    { year: year ?? 0, used: usedTeams },
    { skip: year === undefined },
  )
  const survivor = odds.data
  const status = <ViewStatus loading={[odds]} quiet={[weeks]} />
  if (survivor === undefined) return status
  return (
    <Stack gap="sm">
      {status}
      <MultiSelect
        label="Teams already used"
        data={[...survivor.teams]}
        value={[...usedTeams]}
        onChange={(value) => dispatch(usedTeamsChanged(value))}
        searchable
        clearable
        maw={520}
      />
      <BestPath odds={survivor} />
      <SurvivorGrid odds={survivor} />
    </Stack>
  )
}
