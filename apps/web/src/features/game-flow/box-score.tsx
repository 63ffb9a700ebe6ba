import { Paper, ScrollArea, Table, Title } from '@mantine/core'
import type { GameFlow } from '@slatelab/contract/gameflow.contract'
import { findSite, type SiteId } from '@slatelab/domain/sites'
import { fantasyPointsOf } from '../../shared/game-flow/game-flow-figures'
import { PlayerLink } from '../../shared/player-card/player-link'

/** The box score's columns: stat key and header. */
const columns = [
  ['minutes', 'MIN'],
  ['points', 'PTS'],
  ['rebounds', 'REB'],
  ['assists', 'AST'],
  ['steals', 'STL'],
  ['blocks', 'BLK'],
  ['turnovers', 'TO'],
  ['threePointersMade', '3PM'],
] as const

type BoxScoreProps = {
  readonly flow: GameFlow
  readonly team: GameFlow['homeTeam']
  readonly siteId: SiteId
}

/** One team's box score, most minutes first; a name opens the player's card. */
export function BoxScore({ flow, team, siteId }: BoxScoreProps) {
  const players = flow.players.filter((player) => player.teamId === team.teamId)
  const label = `${team.teamShort} box score`
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs">
        {team.teamName} · {team.score}
      </Title>
      <ScrollArea type="auto">
        <Table aria-label={label} striped highlightOnHover miw={640} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              <Table.Th>Pos</Table.Th>
              {columns.map(([key, header]) => (
                <Table.Th key={key} ta="right">
                  {header}
                </Table.Th>
              ))}
              <Table.Th ta="right">{findSite(siteId)?.code} FP</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {players.map((player) => (
              <Table.Tr key={player.playerId}>
                <Table.Td>
                  <PlayerLink playerId={player.playerId}>{player.fullName}</PlayerLink>
                </Table.Td>
                <Table.Td>{player.position}</Table.Td>
                {columns.map(([key]) => (
                  <Table.Td key={key} ta="right">
                    {player.stats[key] ?? 0}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {fantasyPointsOf(player, siteId).toFixed(2)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  )
}
