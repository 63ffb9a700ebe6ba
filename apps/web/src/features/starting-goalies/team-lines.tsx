import { Table, Text } from '@mantine/core'
import type { GoalieSide, LineSkater } from '@slatelab/contract/hockey.contract'

// Last names keep a line on one row of a card.
const lastName = (name: string): string => name.split(' ').slice(1).join(' ') || name

const row = (label: string, skaters: readonly LineSkater[]) => (
  <Table.Tr key={label}>
    <Table.Td w={40} fw={600} c="dimmed">
      {label}
    </Table.Td>
    <Table.Td>{skaters.map((skater) => lastName(skater.playerName)).join(' – ')}</Table.Td>
  </Table.Tr>
)

/**
 * A team's lines for the game, one row per unit (L1–L4 as LW – C – RW, D1–D3), then its two
 * power-play units.
 */
export function TeamLines({ side }: { readonly side: GoalieSide }) {
  const units = [...new Set(side.lines.map((skater) => skater.unit))]
  return (
    <div>
      <Text size="xs" fw={700} mb={2}>
        {side.teamShort} lines
      </Text>
      <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {units.map((unit) =>
            row(
              unit,
              side.lines.filter((skater) => skater.unit === unit),
            ),
          )}
          {(['PP1', 'PP2'] as const).map((unit) =>
            row(
              unit,
              side.lines.filter((skater) => skater.powerPlay === unit),
            ),
          )}
        </Table.Tbody>
      </Table>
    </div>
  )
}
