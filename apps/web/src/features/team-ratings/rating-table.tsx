import { Paper, Table, Text } from '@mantine/core'
import type { TeamRating, TeamRatingsEvent } from '@slatelab/contract/hockey.contract'
import { percentileColor } from '../../shared/ui/percentile-color'
import type { RatingView } from './team-ratings-slice'

const columns = [
  { metric: 'shotAttempts', label: 'Shot att.' },
  { metric: 'goals', label: 'Goals' },
  { metric: 'dkPoints', label: 'DK pts' },
  { metric: 'fdPoints', label: 'FD pts' },
  { metric: 'yahooPoints', label: 'Yahoo pts' },
] as const

const garColumns = [
  { figure: 'goaliesPer60', pct: 'goaliesPct', label: 'G GAR/60' },
  { figure: 'skatersPer60', pct: 'skatersPct', label: 'Sk GAR/60' },
] as const

/** The team's imported GAR of the season (not switched by the view: GAR is a season figure). */
function GarCells({ team }: { readonly team: TeamRating }) {
  return garColumns.map(({ figure, pct, label }) => {
    const value = team.gar?.[figure] ?? null
    const percentile = team.gar?.[pct] ?? null
    if (value === null || percentile === null) {
      return (
        <Table.Td key={figure} c="dimmed" aria-label={`${team.teamShort} ${label}: none`}>
          –
        </Table.Td>
      )
    }
    return (
      <Table.Td
        key={figure}
        ff="monospace"
        style={{ background: percentileColor(percentile) }}
        aria-label={`${team.teamShort} ${label}: ${value}, percentile ${percentile}`}
      >
        {value.toFixed(2)}
      </Table.Td>
    )
  })
}

function TeamRow({
  team,
  view,
  withGar,
}: {
  readonly team: TeamRating
  readonly view: RatingView
  readonly withGar: boolean
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{team.teamShort}</Table.Th>
      {columns.map(({ metric, label }) => {
        const figure = team[metric]
        if (figure === null) {
          return (
            <Table.Td key={metric} c="dimmed" aria-label={`${team.teamShort} ${label}: none`}>
              –
            </Table.Td>
          )
        }
        const percentile = figure[`${view}Pct`]
        const value = figure[view]
        return (
          <Table.Td
            key={metric}
            ff="monospace"
            style={{ background: percentileColor(percentile) }}
            aria-label={`${team.teamShort} ${label}: ${value}, percentile ${percentile}`}
          >
            {view === 'trend' && value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2)}
          </Table.Td>
        )
      })}
      {withGar && <GarCells team={team} />}
    </Table.Tr>
  )
}

/**
 * A game's table: the visitor and home rows, the chosen figure per metric, coloured by
 * percentile; the season's GAR per 60 columns when either team has an imported GAR table.
 */
export function RatingTable({
  event,
  view,
  startLabel,
}: {
  readonly event: TeamRatingsEvent
  readonly view: RatingView
  readonly startLabel: string
}) {
  const { team, opponent, matchup } = event.EventDetails.Properties
  const title = `${opponent.teamShort} @ ${team.teamShort}`
  const garSeason = team.gar?.season ?? opponent.gar?.season
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700}>
        {title}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          {startLabel} · expected goals {matchup.expectedGoals.toFixed(2)} · shot attempts{' '}
          {matchup.expectedShotAttempts.toFixed(1)}
        </Text>
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={title} withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              {columns.map(({ metric, label }) => (
                <Table.Th key={metric}>{label}</Table.Th>
              ))}
              {garSeason !== undefined &&
                garColumns.map(({ figure, label }) => (
                  <Table.Th key={figure} title={`Evolving-Hockey GAR per 60 minutes, ${garSeason}`}>
                    {label}
                  </Table.Th>
                ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TeamRow team={opponent} view={view} withGar={garSeason !== undefined} />
            <TeamRow team={team} view={view} withGar={garSeason !== undefined} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}
