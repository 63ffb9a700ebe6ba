import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { failureMessage } from '../../shared/api/slatelab-api'
import {
  useSaveScenarioMutation,
  type ProjectionScope,
  type ScenarioPlayerInput,
} from './projections-api'
import { useProjectionPage } from './use-projection-page'

/**
 * The scenario editor: override some players of the active projections (a star out: his points
 * 0, a teammate's up) and save it as a set; every other player keeps his numbers.
 */
export function ScenarioPanel({ scope }: { readonly scope: ProjectionScope }) {
  const { projections, scenarioPlayers } = useProjectionPage(scope)
  const [saveScenario, saving] = useSaveScenarioMutation()
  const error = failureMessage(saving.error)
  const [players, setPlayers] = useState<readonly ScenarioPlayerInput[]>([])
  const [picked, setPicked] = useState<string | null>(null)
  const [points, setPoints] = useState<number>(0)
  const [name, setName] = useState('Scenario')
  const nameOf = new Map(projections.map((player) => [player.playerId, player.playerName]))

  const add = () => {
    if (picked === null) return
    const playerId = Number(picked)
    setPlayers([
      ...players.filter((player) => player.playerId !== playerId),
      { playerId, projectedPoints: points },
    ])
    setPicked(null)
  }
  const save = async () => {
    const result = await saveScenario({ scope, filename: name, players })
    if (result.error === undefined) setPlayers([])
  }
  return (
    <Stack gap="sm">
      <Group align="end" wrap="wrap">
        <Select
          label="Player"
          placeholder="Search a player"
          searchable
          data={projections.map((player) => ({
            value: String(player.playerId),
            label: `${player.playerName} (${player.team}) ${player.projectedPoints.toFixed(1)}`,
          }))}
          value={picked}
          onChange={setPicked}
          w={{ base: '100%', sm: 280 }}
        />
        <NumberInput
          label="New points"
          value={points}
          onChange={(value) => setPoints(Number(value) || 0)}
          min={-1000}
          max={10000}
          decimalScale={2}
          w={120}
        />
        <Button variant="default" onClick={add} disabled={picked === null}>
          Add player
        </Button>
      </Group>
      {players.length > 0 && (
        <Table aria-label="Scenario players" withTableBorder>
          <Table.Tbody>
            {players.map((player) => (
              <Table.Tr key={player.playerId}>
                <Table.Td>{nameOf.get(player.playerId) ?? player.playerId}</Table.Td>
                <Table.Td>{player.projectedPoints}</Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${nameOf.get(player.playerId) ?? player.playerId}`}
                    onClick={() =>
                      setPlayers(players.filter((row) => row.playerId !== player.playerId))
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="end">
        <TextInput
          label="Scenario name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={120}
        />
        <Button onClick={() => void save()} disabled={players.length === 0 || name.trim() === ''}>
          Save scenario
        </Button>
      </Group>
      {error !== null && <Alert color="red" title={error} />}
      {scenarioPlayers.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Saved scenarios
          </Text>
          {scenarioPlayers.map((player) => (
            <Text size="sm" key={`${player.key}-${player.playerId}`}>
              {player.projectionSetName}: {player.playerName} {player.baseProjectedPoints ?? '–'} →{' '}
              {player.projectedPoints}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
