import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { Chart } from '../../shared/charts/chart'
import { ExportCsvButton } from '../../shared/table/export-csv-button'
import type { JobResult, LineupResult } from '@slatelab/contract/simlabs.contract'
import { PortfolioPanel } from './portfolio-panel'
import { fieldText, projectionsText } from './simlabs-recorded'
import {
  optimalVsOwnershipOption,
  roiDistributionOption,
  scoreDistributionOption,
} from './simlabs-charts'
import {
  LineupResultsTable,
  PlayerResultsTable,
  lineupResultsCsv,
  playerResultsCsv,
} from './simlabs-tables'

const money = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`

function Stat({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Paper>
  )
}

const bestLineup = (lineups: readonly LineupResult[]) =>
  lineups.reduce<LineupResult | undefined>(
    (best, next) => (best === undefined || next.roiPct > best.roiPct ? next : best),
    undefined,
  )

/** A done simulation: headline numbers, lineup and player tables, charts and CSV exports. */
export function SimlabsResults({ job }: { readonly job: JobResult }) {
  const { result } = job
  // The table opens sorted by ROI: its first row is the lineup charted until another is picked.
  const [selected, setSelected] = useState(() => bestLineup(result.lineups)?.number ?? 1)
  const lineup = result.lineups.find((candidate) => candidate.number === selected)
  const roiOption = useMemo(() => roiDistributionOption(result), [result])
  const scoreOption = useMemo(
    () => (lineup === undefined ? undefined : scoreDistributionOption(result, lineup)),
    [result, lineup],
  )
  const scatterOption = useMemo(() => optimalVsOwnershipOption(result.players), [result])
  const bestRoi = bestLineup(result.lineups)?.roiPct ?? 0

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Stat label="Contest" value={job.contestName} />
        <Stat label="Entries" value={result.entryCount.toLocaleString('en-US')} />
        <Stat label="Prize pool" value={money(result.prizePool)} />
        <Stat label="Mean cash line" value={result.meanCashLine?.toFixed(1) ?? '—'} />
        <Stat label="Iterations" value={result.iterations.toLocaleString('en-US')} />
        <Stat label="Best ROI" value={`${bestRoi.toFixed(1)}%`} />
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            Lineups
          </Title>
          <ExportCsvButton
            size="xs"
            fileName={`simlabs-${job.jobId}-lineups.csv`}
            csv={() => lineupResultsCsv(result.slots, result.lineups)}
          />
        </Group>
        <LineupResultsTable
          lineups={result.lineups}
          selected={selected}
          onSelect={(row) => setSelected(row.number)}
        />
        <Text size="xs" c="dimmed" mt={6}>
          Projections: {projectionsText(job)}. Field: {fieldText(job)}.{' '}
          {job.projectionsExact
            ? 'Projections taken as exact.'
            : 'Means moved by the projections’ past errors, with their uncertainty.'}{' '}
          Click a lineup to chart its scores.
        </Text>
      </Paper>
      <PortfolioPanel job={job} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Box miw={0}>
          <Paper withBorder radius="lg" p="md">
            <Title order={2} fz="lg" mb="xs">
              ROI distribution
            </Title>
            <Chart option={roiOption} label="Lineups by simulated ROI" height={280} />
          </Paper>
        </Box>
        <Box miw={0}>
          <Paper withBorder radius="lg" p="md">
            <Title order={2} fz="lg" mb="xs">
              Lineup {selected} scores vs the cash line
            </Title>
            {scoreOption !== undefined && (
              <Chart
                option={scoreOption}
                label={`Score distribution of lineup ${selected} against the cash line`}
                height={280}
              />
            )}
          </Paper>
        </Box>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Box miw={0}>
          <Paper withBorder radius="lg" p="md">
            <Title order={2} fz="lg" mb="xs">
              Sim optimal % vs ownership
            </Title>
            <Chart
              option={scatterOption}
              label="Players' sim optimal % against projected ownership"
              height={360}
            />
          </Paper>
        </Box>
        <Box miw={0}>
          <Paper withBorder radius="lg" p="md">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg">
                Players
              </Title>
              <ExportCsvButton
                size="xs"
                fileName={`simlabs-${job.jobId}-players.csv`}
                csv={() => playerResultsCsv(result.players)}
              />
            </Group>
            <PlayerResultsTable players={result.players} />
          </Paper>
        </Box>
      </SimpleGrid>
    </Stack>
  )
}
