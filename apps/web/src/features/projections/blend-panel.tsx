import { Alert, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core'
import type { BlendWeights, ProjectionSet } from '@slatelab/contract/projections.contract'
import { useEffect, useState } from 'react'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useSaveBlendMutation, type ProjectionScope } from './projections-api'
import { useBlendPreview } from './use-projection-page'

const weightFields = [
  ['weight', 'Points'],
  ['ownWeight', 'Ownership'],
  ['ceilingWeight', 'Ceiling'],
  ['floorWeight', 'Floor'],
] as const

type Weights = Omit<BlendWeights, 'key'>
const zero: Weights = { weight: 0, ownWeight: 0, ceilingWeight: 0, floorWeight: 0 }

/**
 * The blend editor: four weights per set (and the system projection), the blended top 20
 * previewed as the weights change, and Save to keep the blend as a set.
 */
export function BlendPanel({
  scope,
  sets,
  previewed,
  onPreview,
}: {
  readonly scope: ProjectionScope
  readonly sets: readonly ProjectionSet[]
  /** The weights last previewed. */
  readonly previewed: readonly BlendWeights[]
  readonly onPreview: (sets: readonly BlendWeights[]) => void
}) {
  const preview = useBlendPreview(scope, previewed)
  const [saveBlend, saving] = useSaveBlendMutation()
  const top = preview.data?.top ?? []
  const error = failureMessage(saving.error ?? preview.error)
  const [weights, setWeights] = useState<Readonly<Record<string, Weights>>>({})
  const [name, setName] = useState('My blend')
  const parts = [
    { key: 'system', name: 'System' },
    ...sets.map((set) => ({ key: set.key, name: set.projectionSetName })),
  ]
  const chosen: BlendWeights[] = parts
    .map((part) => ({ key: part.key, ...(weights[part.key] ?? zero) }))
    .filter((part) => part.weight + part.ownWeight + part.ceilingWeight + part.floorWeight > 0)
  const request = JSON.stringify(chosen)

  useEffect(() => {
    // The preview follows the weights a moment after the last change.
    const timer = setTimeout(() => onPreview(JSON.parse(request) as BlendWeights[]), 300)
    return () => clearTimeout(timer)
  }, [onPreview, request])

  const setWeight = (key: string, field: keyof Weights, value: number) =>
    setWeights({ ...weights, [key]: { ...(weights[key] ?? zero), [field]: value } })

  const save = () => void saveBlend({ scope, filename: name, sets: chosen, preview: false })

  const canBlend = chosen.some((part) => part.weight > 0)
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Blend weights" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Set</Table.Th>
              {weightFields.map(([, label]) => (
                <Table.Th key={label}>{label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parts.map((part) => (
              <Table.Tr key={part.key}>
                <Table.Td>{part.name}</Table.Td>
                {weightFields.map(([field, label]) => (
                  <Table.Td key={field}>
                    <NumberInput
                      aria-label={`${label} weight of ${part.name}`}
                      size="xs"
                      w={80}
                      min={0}
                      max={100}
                      step={0.25}
                      decimalScale={2}
                      value={weights[part.key]?.[field] ?? 0}
                      onChange={(value) => setWeight(part.key, field, Number(value) || 0)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error !== null && <Alert color="red" title={error} />}
      {canBlend && top.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Blended top 20
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table aria-label="Blended top 20" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Player</Table.Th>
                  <Table.Th>Team</Table.Th>
                  <Table.Th>Points</Table.Th>
                  <Table.Th>Own%</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {top.map((player) => (
                  <Table.Tr key={player.playerId}>
                    <Table.Td>{player.playerName}</Table.Td>
                    <Table.Td>{player.team}</Table.Td>
                    <Table.Td>{player.projectedPoints.toFixed(2)}</Table.Td>
                    <Table.Td>{player.projOwn?.toFixed(1) ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Group align="end">
        <TextInput
          label="Blend name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={120}
        />
        <Button onClick={save} disabled={!canBlend || name.trim() === ''}>
          Save blend
        </Button>
      </Group>
    </Stack>
  )
}
