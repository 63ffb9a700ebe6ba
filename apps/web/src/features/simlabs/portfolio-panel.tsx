import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { maxBuildLineups } from '@slatelab/contract/optimizer.contract'
import type { PortfolioBody } from '@slatelab/contract/portfolio.contract'
import type { JobResult } from '@slatelab/contract/simlabs.contract'
import { useState } from 'react'
import { ExportCsvButton } from '../../shared/table/export-csv-button'
import { useChoosePortfolioMutation } from './portfolio-api'
import { lineupResultsCsv } from './simlabs-tables'

type Rules = Omit<PortfolioBody, 'contestGroupId' | 'candidates'>

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`

/**
 * "Build portfolio from these": the best N of the simulated lineups by ROI or top-1 % rate
 * under player and team-stack exposure caps and uniqueness, chosen on the server
 * (docs/optimizer.md), with the chosen lineups' CSV.
 */
export function PortfolioPanel({ job }: { readonly job: JobResult }) {
  const { lineups } = job.result
  const [rules, setRules] = useState<Rules>(() => ({
    count: Math.min(20, lineups.length),
    objective: 'roi',
    maxExposurePct: 50,
    maxStackExposurePct: 30,
    minUniquePlayers: 2,
  }))
  const [choose, { data: portfolio, error, isLoading, reset }] = useChoosePortfolioMutation()
  const set = (patch: Partial<Rules>) => {
    setRules({ ...rules, ...patch })
    reset()
  }
  const number = (label: string, key: keyof Rules, min: number, max: number) => (
    <NumberInput
      label={label}
      min={min}
      max={max}
      clampBehavior="strict"
      allowDecimal={false}
      value={rules[key] as number}
      onChange={(value) => set({ [key]: typeof value === 'number' ? value : min })}
    />
  )
  const chosen = new Set(portfolio?.chosen ?? [])
  const chosenLineups = lineups.filter((lineup) => chosen.has(lineup.number))
  const submit = () =>
    void choose({
      contestGroupId: job.contestGroupId,
      ...rules,
      candidates: lineups.map((lineup) => ({
        players: lineup.players.map((player) => player.id),
        roiPct: lineup.roiPct,
        top1Pct: lineup.top1Pct,
      })),
    })

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Build portfolio from these
        </Title>
        <Text size="sm" c="dimmed">
          Chooses the lineups that together score best on the objective, with no player and no team
          stack over its cap and any two lineups differing in enough players. Top lineups by ROI
          alone often share the same players.
        </Text>
        <SegmentedControl
          aria-label="Objective"
          value={rules.objective}
          onChange={(value) => set({ objective: value === 'top1' ? 'top1' : 'roi' })}
          data={[
            { value: 'roi', label: 'Simulated ROI' },
            { value: 'top1', label: 'Top 1 % rate' },
          ]}
        />
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {number('Lineups', 'count', 1, Math.min(maxBuildLineups, lineups.length))}
          {number('Max exposure %', 'maxExposurePct', 1, 100)}
          {number('Max team stack %', 'maxStackExposurePct', 1, 100)}
          {number('Unique players', 'minUniquePlayers', 1, 10)}
        </SimpleGrid>
        <Group>
          <Button onClick={submit} loading={isLoading}>
            Build portfolio
          </Button>
          {portfolio !== undefined && chosenLineups.length > 0 && (
            <ExportCsvButton
              size="sm"
              fileName={`simlabs-${job.jobId}-portfolio.csv`}
              csv={() => lineupResultsCsv(job.result.slots, chosenLineups)}
            />
          )}
        </Group>
        {error !== undefined && (
          <Alert color="red" title="No portfolio">
            {'message' in error ? String(error.message) : 'The portfolio could not be chosen.'}
          </Alert>
        )}
        {portfolio !== undefined && (
          <Stack gap={4} aria-label="Portfolio">
            <Text size="sm">
              {portfolio.chosen.length} lineups: mean ROI {signed(portfolio.meanRoiPct)}, top-1 %
              finishes expected {(portfolio.top1Pct / 100).toFixed(2)} per contest
              {portfolio.proven
                ? ' (the best the rules allow).'
                : ' (best found in the time limit).'}
            </Text>
            <Text size="sm" c="dimmed">
              The top {rules.count} by {rules.objective === 'roi' ? 'ROI' : 'top-1 % rate'} under
              the same caps: {portfolio.baseline.count} lineups
              {rules.objective === 'roi'
                ? `, mean ROI ${signed(portfolio.baseline.objective / Math.max(1, portfolio.baseline.count))}`
                : ''}
              .
            </Text>
            <Text size="sm">Lineups {portfolio.chosen.join(', ')}</Text>
            {portfolio.stacks.length > 0 && (
              <Text size="sm" c="dimmed">
                Team stacks:{' '}
                {portfolio.stacks.map((stack) => `${stack.team} ${stack.lineups}`).join(', ')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
