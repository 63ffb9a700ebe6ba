/**
 * The general group's per-position numbers (unique players, diversification, max exposure)
 * as one compact table, and the flex groups: which positions each flex slot may take.
 */
import { MultiSelect, NumberInput, SimpleGrid, Table, Text } from '@mantine/core'
import type { RosterSlot } from '@slatelab/domain/roster-formats'
import type { PerPositionKey } from './multi-lineup-settings-api'
import type { FlexGroup, OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { numberOf } from './rule-list'
import type { SettingsProblems } from './settings-validation'

type General = OptimizerSettings['general']

// Short headers keep the table within a phone's width; `name` is each cell's full name.
const columns: readonly { key: PerPositionKey; label: string; name: string; max?: number }[] = [
  { key: 'uniquePerPosition', label: 'Unique', name: 'unique players' },
  {
    key: 'diversificationPerPosition',
    label: 'Divers. %',
    name: 'diversification (%)',
    max: 100,
  },
  { key: 'maxExposurePerPosition', label: 'Max exp. %', name: 'max exposure (%)', max: 100 },
]

/**
 * One position's number set or cleared: an empty cell drops the key, so the position falls
 * back to the general setting.
 * @example withPositionValue({ QB: 50 }, 'QB', '') // {}
 */
export const withPositionValue = (
  values: Readonly<Record<string, number>>,
  position: string,
  value: string | number,
): Record<string, number> => {
  const { [position]: _old, ...rest } = values
  return value === '' ? rest : { ...rest, [position]: numberOf(value) }
}

/** Per position of the format: each number, empty for "as the general setting". */
export function PositionSettingsTable({
  general,
  positions,
  problems,
  onChange,
}: {
  readonly general: General
  readonly positions: readonly string[]
  readonly problems: SettingsProblems
  readonly onChange: (general: General) => void
}) {
  if (positions.length === 0) return null
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={4} horizontalSpacing={6} withTableBorder w="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th title="Position" fz="xs">
              Pos
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} title={column.name} fz="xs">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((position) => (
            <Table.Tr key={position}>
              <Table.Td fw={600}>{position}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.key}>
                  <NumberInput
                    size="xs"
                    w={60}
                    aria-label={`${position} ${column.name}`}
                    placeholder="—"
                    min={0}
                    max={column.max}
                    hideControls
                    value={general[column.key][position] ?? ''}
                    error={problems[`general.${column.key}.${position}`]}
                    onChange={(value) =>
                      onChange({
                        ...general,
                        [column.key]: withPositionValue(general[column.key], position, value),
                      })
                    }
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * The positions a flex slot takes under the flex groups: the selected ones of its group,
 * every position of the slot when it has no group.
 * @example flexSelection([], { code: 'FLEX', positions: ['RB', 'WR', 'TE'], … }) // ['RB', 'WR', 'TE']
 */
export const flexSelection = (groups: readonly FlexGroup[], slot: RosterSlot): string[] => {
  const group = groups.find((candidate) => candidate.groupName === slot.code)
  return group === undefined
    ? [...slot.positions]
    : group.positions.filter((entry) => entry.isSelected).map((entry) => entry.positionName)
}

/** Flex groups: one picker per flex slot of the format. */
export function FlexGroupsEditor({
  groups,
  flexSlots,
  problems,
  onChange,
}: {
  readonly groups: readonly FlexGroup[]
  readonly flexSlots: readonly RosterSlot[]
  readonly problems: SettingsProblems
  readonly onChange: (groups: FlexGroup[]) => void
}) {
  if (flexSlots.length === 0) return null
  return (
    <>
      <Text fw={600} mt="lg" mb="xs">
        Flex slots
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {flexSlots.map((slot) => (
          <MultiSelect
            key={slot.code}
            label={`${slot.code} takes`}
            data={[...slot.positions]}
            value={flexSelection(groups, slot)}
            error={problems[`general.flexGroups.${slot.code}`]}
            onChange={(value) =>
              onChange([
                ...groups.filter((group) => group.groupName !== slot.code),
                {
                  groupName: slot.code,
                  positions: slot.positions.map((positionName) => ({
                    positionName,
                    isSelected: value.includes(positionName),
                  })),
                },
              ])
            }
          />
        ))}
      </SimpleGrid>
    </>
  )
}
