import { Alert, Anchor, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core'
import { IconFlask } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { products } from '@slatelab/domain/entities/access'
import { ProductGate } from '../../shared/access/product-gate'
import {
  noneChosen,
  selectNavbarSelection,
  selectSourceSlates,
} from '../../shared/navbar/navbar-slice'
import { writeSelection } from '../../shared/navbar/navbar-url'
import { selectUser } from '../../shared/session/session-slice'
import { PageEmptyPanel, PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { MySimulations, mySimulationsId, mySimulationsTitle } from './my-simulations'
import { SimlabsForm } from './simlabs-form'
import { SimlabsResults } from './simlabs-results'
import { failureMessage } from '../../shared/api/slatelab-api'
import {
  simulationCancelled,
  useCancelSimulationMutation,
  useSimulationQuery,
  useStartSimulationMutation,
} from './simlabs-api'
import { useSimlabsOptions } from './use-simlabs-options'

const description =
  'Monte Carlo simulations of the slate: thousands of correlated outcomes per player, your lineups against the contest’s field and payouts — win, cash and ROI per lineup, and how often each player lands in the winning lineup.'

/**
 * The slate the page works on is the navbar's, when SimLabs simulates it; another navbar slate
 * is named (`otherSlate`) so the page can offer the day's SimLabs slate instead. Choosing a
 * slate here changes the navbar's (through the URL it owns).
 */
function useSimlabsSlate() {
  const slates = useSelector(selectSourceSlates)
  const selection = useSelector(selectNavbarSelection)
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const simSlates = useMemo(() => slates.filter((slate) => slate.isSimLabs), [slates])
  const navbarSlate = slates.find((slate) => slate.contestGroupId === selection.contestGroupId)
  const slateId = navbarSlate?.isSimLabs === true ? navbarSlate.contestGroupId : 0
  const slateUrl = (contestGroupId: number) => ({
    pathname,
    search: writeSelection(new URLSearchParams(search), pathname, {
      ...selection,
      contestGroupId,
      contestId: noneChosen,
    }),
  })
  const choose = (contestGroupId: number) => void navigate(slateUrl(contestGroupId))
  const otherSlate = navbarSlate?.isSimLabs === false ? navbarSlate : undefined
  return { simSlates, slateId, otherSlate, slateUrl, choose }
}

const empty = {
  title: 'Simulation results will appear here once you run a simulation.',
  description:
    'Pick a slate, a contest and your lineups, then run a simulation to see each lineup’s win, cash and ROI and how often each player lands in the winning lineup.',
  icon: <IconFlask size={32} stroke={1.5} />,
}

/**
 * Signed out, the prompt to sign in; signed in, the tool (its calls need a session) or, without
 * a SimLabs subscription, its pitch.
 */
export function SimLabsPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame path="/simlabs" description={description} empty={empty}>
      {user === null ? (
        <SignInPrompt
          action="run simulations"
          reason="SimLabs simulates the lineups you built or uploaded against a contest’s field, and keeps every run for you, so it needs an account."
        />
      ) : (
        <ProductGate product={products.SimLabs}>
          <SimLabsTool />
        </ProductGate>
      )}
    </PageFrame>
  )
}

/** A refused start because too many of the user's simulations run: where to manage them. */
function TooManySimulations({ message }: { readonly message: string }) {
  return (
    <Alert color="yellow" title="Too many simulations running">
      {message}: see{' '}
      <Anchor
        href={`#${mySimulationsId}`}
        onClick={(event) => {
          event.preventDefault()
          document.getElementById(mySimulationsId)?.scrollIntoView({ behavior: 'smooth' })
        }}
      >
        {mySimulationsTitle}
      </Anchor>{' '}
      below.
    </Alert>
  )
}

const isTooMany = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 429

function SimLabsTool() {
  const [params, setParams] = useSearchParams()
  const jobId = params.get('job')
  const { simSlates, slateId, otherSlate, slateUrl, choose } = useSimlabsSlate()
  const offered = simSlates[0]
  const options = useSimlabsOptions(slateId)
  const [startSimulation, starting] = useStartSimulationMutation()
  const [cancelSimulation, cancelling] = useCancelSimulationMutation()
  const followed = useSimulationQuery(jobId ?? '', { skip: jobId === null }).currentData
  const job = followed?.job ?? null
  const result = followed?.result ?? null
  const error =
    followed?.failure ?? failureMessage(starting.error ?? cancelling.error) ?? options.error

  const showResult = result !== null
  const loading = jobId !== null && followed?.failure == null && !showResult
  const running = job !== null && loading

  return (
    <Stack gap="md">
      <SimlabsForm
        slates={simSlates}
        slateId={slateId}
        options={options}
        busy={starting.isLoading || loading}
        onSlateChange={choose}
        shown={job}
        onRun={async (request) => {
          const started = await startSimulation(request)
          if (started.data === undefined) return
          setParams((current) => {
            const next = new URLSearchParams(current)
            next.set('job', started.data.jobId)
            return next
          })
        }}
      />
      {otherSlate !== undefined && (
        <Alert
          color="blue"
          variant="light"
          title={`${otherSlate.displayName} is not a SimLabs slate`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              SimLabs simulates each day’s main slate and its single-game slates, not the shorter
              classic slates.
            </Text>
            {offered !== undefined && (
              <Button component={Link} to={slateUrl(offered.contestGroupId)} size="sm">
                Simulate {offered.displayName} instead
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {simSlates.length === 0 && (
        <Text c="dimmed" size="sm">
          No SimLabs slates for this sport, date and source: pick a date with a main slate in the
          navbar.
        </Text>
      )}
      {isTooMany(starting.error) ? (
        <TooManySimulations message={failureMessage(starting.error) ?? ''} />
      ) : job?.status === 'interrupted' ? (
        <Alert color="yellow" title="Simulation interrupted">
          {job.error}. The server runs it again from the start when it is back up; reload this page
          to follow it.
        </Alert>
      ) : error === simulationCancelled && job !== null ? (
        <Alert color="gray" title="Simulation cancelled">
          {error} It stopped after {job.done.toLocaleString('en-US')} of{' '}
          {job.iterations.toLocaleString('en-US')} contests; run it again to see results.
        </Alert>
      ) : (
        error !== null && (
          <Alert color="red" title="Simulation failed">
            {error}
          </Alert>
        )
      )}
      {running && (
        <Paper withBorder radius="lg" p="md">
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Text size="sm">
              Simulating {job.iterations.toLocaleString('en-US')} contests · {job.lineupCount}{' '}
              lineups
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => void cancelSimulation(job.jobId)}
            >
              Cancel
            </Button>
          </Group>
          <Progress
            value={(job.done / job.iterations) * 100}
            animated
            aria-label="Simulation progress"
          />
        </Paper>
      )}
      {jobId !== null && loading && !running && <Loader size="sm" />}
      {showResult && <SimlabsResults job={result} />}
      {jobId === null && <PageEmptyPanel {...empty} />}
      <MySimulations openedJobId={jobId} changed={`${jobId ?? ''}:${job?.status ?? ''}`} />
    </Stack>
  )
}
