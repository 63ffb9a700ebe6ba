import {
  Button,
  FileButton,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core'
import type { Contest } from '@slatelab/domain/entities/contest'
import type { ContestGroup } from '@slatelab/domain/entities/contest-group'
import { IconPlayerPlay, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { ActiveProjectionsNote } from '../../shared/projections/active-projections-note'
import type { JobSummary } from '@slatelab/contract/simlabs.contract'
import type { SimulationRequest } from './simlabs-api'
import type { SimlabsOptions } from './use-simlabs-options'

const defaultIterations = 10_000
const maxIterations = 100_000

/**
 * The slate's largest GPP (guaranteed, neither a double-up nor a 50/50), where a set of
 * lineups is meant to go: a small double-up takes fewer entries per user than a build holds.
 * A slate without one starts on its largest contest.
 */
const defaultContest = (contests: readonly Contest[]): Contest | undefined => {
  const largest = (candidates: readonly Contest[]) =>
    candidates.reduce<Contest | undefined>(
      (best, next) => (best === undefined || next.contestSize > best.contestSize ? next : best),
      undefined,
    )
  return (
    largest(contests.filter((c) => c.isGuaranteed && !c.isDoubleUp && !c.isFiftyFifty)) ??
    largest(contests)
  )
}

type SimlabsFormProps = {
  readonly slates: readonly ContestGroup[]
  readonly slateId: number
  readonly options: SimlabsOptions
  /** A simulation is starting or running. */
  readonly busy: boolean
  readonly onSlateChange: (slateId: number) => void
  readonly onRun: (request: SimulationRequest) => Promise<void>
  /** The simulation the page shows: the form takes its contest, iterations and exactness. */
  readonly shown: Pick<JobSummary, 'jobId' | 'contestId' | 'iterations' | 'projectionsExact'> | null
}

/** Slate, contest, lineups and iterations of a new simulation, and its Run button. */
export function SimlabsForm({
  slates,
  slateId,
  options: { contests, builds, loading: optionsLoading },
  busy: loading,
  onSlateChange,
  onRun,
  shown,
}: SimlabsFormProps) {
  const [contestId, setContestId] = useState<string | null>(null)
  const [lineupSource, setLineupSource] = useState<'build' | 'csv'>('build')
  const [buildId, setBuildId] = useState<string | null>(null)
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null)
  const [iterations, setIterations] = useState<number>(defaultIterations)
  const [vegasAdjusted, setVegasAdjusted] = useState(false)
  const [projectionsExact, setProjectionsExact] = useState(false)
  // A result opened from its link (or just run) sets the form to what it ran with, so the
  // form and the result beside it agree and Run simulation runs it again.
  const [shownJobId, setShownJobId] = useState<string | null>(null)
  if (shown !== null && shown.jobId !== shownJobId) {
    setShownJobId(shown.jobId)
    setContestId(shown.contestId === null ? null : String(shown.contestId))
    setIterations(shown.iterations)
    setProjectionsExact(shown.projectionsExact)
  }

  const contest = contests.find((candidate) => String(candidate.contestId) === contestId)
  const chosenContest = contest ?? defaultContest(contests)
  const chosenBuild = builds.find((build) => build.buildId === buildId) ?? builds[0]
  const lineupsReady = lineupSource === 'build' ? chosenBuild !== undefined : csv !== null

  const run = async () => {
    if (chosenContest === undefined) return
    const request: SimulationRequest = {
      contestGroupId: slateId,
      contestId: chosenContest.contestId,
      iterations,
      vegasAdjusted,
      projectionsExact,
      ...(lineupSource === 'build' ? { buildId: chosenBuild?.buildId } : { lineupsCsv: csv?.text }),
    }
    await onRun(request)
  }

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="SimLabs slate"
            data={slates.map((slate) => ({
              value: String(slate.contestGroupId),
              label: slate.displayName,
            }))}
            value={slateId === 0 ? null : String(slateId)}
            onChange={(value) => value !== null && onSlateChange(Number(value))}
            placeholder={slates.length === 0 ? 'No SimLabs slates' : 'Choose a slate'}
          />
          <Select
            label="Contest"
            data={contests.map((candidate) => ({
              value: String(candidate.contestId),
              label: `${candidate.title} · ${candidate.contestSize.toLocaleString('en-US')} entries`,
            }))}
            value={chosenContest === undefined ? null : String(chosenContest.contestId)}
            onChange={setContestId}
            placeholder={optionsLoading ? 'Loading contests...' : 'No contests available'}
            searchable
          />
          <NumberInput
            label="Iterations"
            value={iterations}
            onChange={(value) =>
              setIterations(typeof value === 'number' ? value : defaultIterations)
            }
            min={100}
            max={maxIterations}
            step={1000}
            thousandSeparator=","
            clampBehavior="strict"
          />
        </SimpleGrid>
        <ActiveProjectionsNote contestGroupId={slateId} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Lineups
            </Text>
            <SegmentedControl
              value={lineupSource}
              onChange={(value) => setLineupSource(value === 'csv' ? 'csv' : 'build')}
              data={[
                { value: 'build', label: 'Optimizer build' },
                { value: 'csv', label: 'Upload CSV' },
              ]}
            />
          </Stack>
          {lineupSource === 'build' ? (
            <Select
              aria-label="Optimizer build"
              data={builds.map((build) => ({
                value: build.buildId,
                label: `${build.count} lineups · ${new Date(build.createdAt).toLocaleString('en-US')}`,
              }))}
              value={chosenBuild?.buildId ?? null}
              onChange={setBuildId}
              placeholder="No builds of this slate yet"
              w={{ base: '100%', xs: 320 }}
            />
          ) : (
            <FileButton
              accept=".csv,text/csv"
              onChange={(file) => {
                if (file !== null)
                  void file.text().then((text) => setCsv({ name: file.name, text }))
              }}
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
                  {csv?.name ?? 'Choose lineup CSV'}
                </Button>
              )}
            </FileButton>
          )}
          <Switch
            label="Vegas-adjusted projections"
            description="Scale each player by his team's implied total"
            checked={vegasAdjusted}
            onChange={(event) => setVegasAdjusted(event.currentTarget.checked)}
          />
          <Switch
            label="Projections are exact"
            description="Off: each mean moves by the projections' past errors"
            checked={projectionsExact}
            onChange={(event) => setProjectionsExact(event.currentTarget.checked)}
          />
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => void run()}
            loading={loading}
            disabled={chosenContest === undefined || !lineupsReady}
            ml="auto"
          >
            Run simulation
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
