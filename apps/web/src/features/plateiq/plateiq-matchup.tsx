import { CloseButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { BatterDetail } from '@slatelab/contract/plateiq.contract'
import { percentileColor } from '../../shared/ui/percentile-color'
import { pitchName } from './plateiq-columns'
import { formatFigure, percentileAmong } from './plateiq-figures'

type MatchupProps = { readonly detail: BatterDetail; readonly onClose: () => void }

/**
 * A batter against today's starter: his line against each hand (today's hand marked), and the
 * starter's pitches against his side beside how he has hit each pitch type.
 */
export function BatterMatchup({ detail, onClose }: MatchupProps) {
  const { batter, byPitchType, opposingMix } = detail
  const pitcher = batter.opposingPitcher
  const seen = new Map(byPitchType.map((row) => [row.pitchType, row]))
  const xwobas = byPitchType
    .map((row) => row.xwoba)
    .filter((value) => value !== null)
    .toSorted((a, b) => a - b)
  const hands = [
    { hand: 'L', label: 'vs LHP', line: detail.vsLeft },
    { hand: 'R', label: 'vs RHP', line: detail.vsRight },
  ] as const
  return (
    <Paper withBorder radius="md" p="md" aria-label={`Matchup: ${batter.name}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="lg">
            {batter.name} ({batter.bats}) vs{' '}
            {pitcher === null ? 'an unnamed starter' : `${pitcher.name} (${pitcher.throws}HP)`}
          </Title>
          <CloseButton aria-label="Close matchup" onClick={onClose} />
        </Group>
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="By pitcher hand">
            <Table.Thead>
              <Table.Tr>
                {['Split', 'PA', 'AVG', 'ISO', 'wOBA', 'xwOBA', 'K%', 'Barrel%', 'HardHit%'].map(
                  (h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hands.map(({ hand, label, line }) => (
                <Table.Tr key={hand} fw={pitcher?.throws === hand ? 700 : undefined}>
                  <Table.Td>
                    {label}
                    {pitcher?.throws === hand ? ' (today)' : ''}
                  </Table.Td>
                  <Table.Td>{line.pa}</Table.Td>
                  <Table.Td>{formatFigure(line.avg, 3, true)}</Table.Td>
                  <Table.Td>{formatFigure(line.iso, 3, true)}</Table.Td>
                  <Table.Td>{formatFigure(line.woba, 3, true)}</Table.Td>
                  <Table.Td>{formatFigure(line.xwoba, 3, true)}</Table.Td>
                  <Table.Td>{formatFigure(line.kPct)}</Table.Td>
                  <Table.Td>{formatFigure(line.barrelPct)}</Table.Td>
                  <Table.Td>{formatFigure(line.hardHitPct)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          The starter's pitches against{' '}
          {batter.bats === 'S' ? 'switch-hitters’ side' : `${batter.bats}HB`}, and how {batter.name}{' '}
          has hit each type (xwOBA coloured by percentile among his pitch types).
        </Text>
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="Pitch mix matchup">
            <Table.Thead>
              <Table.Tr>
                {[
                  'Pitch',
                  'Usage%',
                  'mph',
                  'Whiff% (SP)',
                  'Seen',
                  'Whiff% (batter)',
                  'xwOBA (batter)',
                ].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {opposingMix.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>No pitches from today's starter in this window.</Table.Td>
                </Table.Tr>
              )}
              {opposingMix.map((pitch) => {
                const batting = seen.get(pitch.pitchType)
                const xwoba = batting?.xwoba ?? null
                return (
                  <Table.Tr key={pitch.pitchType}>
                    <Table.Td>{pitchName(pitch.pitchType)}</Table.Td>
                    <Table.Td>{formatFigure(pitch.usagePct)}</Table.Td>
                    <Table.Td>{formatFigure(pitch.avgVelocity)}</Table.Td>
                    <Table.Td>{formatFigure(pitch.whiffPct)}</Table.Td>
                    <Table.Td>{batting?.pitches ?? 0}</Table.Td>
                    <Table.Td>{formatFigure(batting?.whiffPct ?? null)}</Table.Td>
                    <Table.Td
                      style={
                        xwoba === null
                          ? undefined
                          : { background: percentileColor(percentileAmong(xwobas, xwoba)) }
                      }
                    >
                      {formatFigure(xwoba, 3, true)}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  )
}
