import { CloseButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type {
  BatterDetail,
  BatterRow,
  BattingFiguresRow,
} from '@slatelab/contract/plateiq.contract'
import { pitchName } from './plateiq-columns'
import { percentileColor } from '../../shared/ui/percentile-color'
import { formatFigure, PercentileChip, percentileAmong } from './plateiq-figures'

type MatchupProps = {
  readonly detail: BatterDetail
  /** The slate's batters (the table's rows): his lines are coloured by percentile among them. */
  readonly slateRows: readonly BatterRow[]
  readonly onClose: () => void
}

/** The figures of his line against each hand, and which end is good for a hitter. */
const handFigures: readonly {
  readonly header: string
  readonly of: (line: BattingFiguresRow) => number | null
  readonly good: 'high' | 'low'
  readonly digits: number
  readonly average: boolean
}[] = [
  { header: 'AVG', of: (line) => line.avg, good: 'high', digits: 3, average: true },
  { header: 'ISO', of: (line) => line.iso, good: 'high', digits: 3, average: true },
  { header: 'wOBA', of: (line) => line.woba, good: 'high', digits: 3, average: true },
  { header: 'xwOBA', of: (line) => line.xwoba, good: 'high', digits: 3, average: true },
  { header: 'K%', of: (line) => line.kPct, good: 'low', digits: 1, average: false },
  { header: 'Barrel%', of: (line) => line.barrelPct, good: 'high', digits: 1, average: false },
  { header: 'HardHit%', of: (line) => line.hardHitPct, good: 'high', digits: 1, average: false },
]

/** A figure on a background coloured by its percentile among `sorted` (ascending). */
function PercentileFigure({
  value,
  sorted,
  good,
  digits,
  average,
}: {
  readonly value: number | null
  readonly sorted: readonly number[]
  readonly good: 'high' | 'low'
  readonly digits: number
  readonly average: boolean
}) {
  const text = formatFigure(value, digits, average)
  if (value === null || sorted.length === 0) return text
  return <PercentileChip text={text} value={value} sorted={sorted} good={good} />
}

/**
 * A batter against today's starter: his line against each hand (today's hand marked), and the
 * starter's pitches against his side beside how he has hit each pitch type.
 */
export function BatterMatchup({ detail, slateRows, onClose }: MatchupProps) {
  const { batter, byPitchType, opposingMix } = detail
  // The slate's batters with plate appearances in the window: the scale his lines are read on.
  const slateLines = slateRows.map((row) => row.stats).filter((line) => line.pa > 0)
  const slateSorted = handFigures.map((figure) =>
    slateLines
      .map(figure.of)
      .filter((value) => value !== null)
      .toSorted((a, b) => a - b),
  )
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
                {['Split', 'PA', ...handFigures.map((figure) => figure.header)].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hands.map(({ hand, label, line }) => (
                <Table.Tr key={hand} fw={pitcher?.throws === hand ? 700 : undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {label}
                    {pitcher?.throws === hand ? ' (today)' : ''}
                  </Table.Td>
                  <Table.Td>{line.pa}</Table.Td>
                  {handFigures.map((figure, index) => (
                    <Table.Td key={figure.header}>
                      <PercentileFigure
                        value={figure.of(line)}
                        sorted={slateSorted[index] ?? []}
                        good={figure.good}
                        digits={figure.digits}
                        average={figure.average}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          His figures against each hand coloured by percentile among the slate's batters (green good
          for a hitter).
        </Text>
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
