import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { JobStatus, JobSummary } from '@slatelab/contract/simlabs.contract'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { failureMessage } from '../../shared/api/slatelab-api'
import { formatInstant } from '../../shared/ui/format-instant'
import { SectionPanel } from '../../shared/ui/section-panel'
import {
  useCancelSimulationMutation,
  useDeleteSimulationMutation,
  useSimulationsQuery,
} from './simlabs-api'
import { fieldText, projectionsText } from './simlabs-recorded'

/** The section's element id: the page's "too many simulations" message links here. */
export const mySimulationsId = 'my-simulations'
/** The section's title, which the 429 message names. */
export const mySimulationsTitle = 'My simulations'

const pageSize = 10
// While a listed simulation runs, the list is read again this often to show its progress.
const activePollMs = 3_000

const statusColors: Readonly<Record<JobStatus, string>> = {
  queued: 'blue',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'gray',
  interrupted: 'yellow',
}

const isActive = (job: JobSummary) => job.status === 'queued' || job.status === 'running'

const statusLabel = (job: JobSummary) =>
  isActive(job) ? `${job.status} ${Math.floor((job.done / job.iterations) * 100)}%` : job.status

/** The page's URL with `job` set to this simulation, the rest of the query kept. */
function useOpenUrl() {
  const [params] = useSearchParams()
  return (jobId: string) => {
    const next = new URLSearchParams(params)
    next.set('job', jobId)
    return { search: `?${next.toString()}` }
  }
}

function SimulationRow({
  job,
  opened,
  openUrl,
  onChanged,
}: {
  readonly job: JobSummary
  readonly opened: boolean
  readonly openUrl: ReturnType<typeof useOpenUrl>
  /** After a cancel or delete went through. */
  readonly onChanged: (deleted: boolean) => void
}) {
  const [confirming, setConfirming] = useState(false)
  const [cancel, cancelling] = useCancelSimulationMutation()
  const [remove, removing] = useDeleteSimulationMutation()
  const failure = failureMessage(cancelling.error ?? removing.error)
  const name = `${job.contestName} (${formatInstant(job.createdAt)})`
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Badge color={statusColors[job.status]} variant="light" miw="fit-content">
              {statusLabel(job)}
            </Badge>
            <Text fw={600} size="sm" truncate>
              {job.contestName}
            </Text>
          </Group>
          <Group gap="xs">
            {opened ? (
              <Text size="xs" c="dimmed">
                Shown above
              </Text>
            ) : (
              <Button
                component={Link}
                to={openUrl(job.jobId)}
                size="compact-sm"
                variant="light"
                aria-label={`Open ${name}`}
              >
                Open
              </Button>
            )}
            {isActive(job) && (
              <Button
                size="compact-sm"
                variant="default"
                loading={cancelling.isLoading}
                aria-label={`Cancel ${name}`}
                onClick={async () => {
                  if ((await cancel(job.jobId)).error === undefined) onChanged(false)
                }}
              >
                Cancel
              </Button>
            )}
            {!confirming && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Delete ${name}`}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {job.slateName} · {formatInstant(job.slateStartsAt)} · {job.lineupCount} lineups ·{' '}
          {job.iterations.toLocaleString('en-US')} iterations · started{' '}
          {formatInstant(job.createdAt)}
          {job.finishedAt === null ? '' : `, ended ${formatInstant(job.finishedAt)}`}
        </Text>
        <Text size="xs">
          <Text span c="dimmed" size="xs">
            Projections:
          </Text>{' '}
          {projectionsText(job)}{' '}
          <Text span c="dimmed" size="xs">
            · Field:
          </Text>{' '}
          {fieldText(job)}
        </Text>
        {job.error !== null && (
          <Text size="xs" c={job.status === 'failed' ? 'red' : 'dimmed'}>
            {job.error}
          </Text>
        )}
        {confirming && (
          <Group gap="xs" role="group" aria-label={`Confirm deleting ${name}`}>
            <Text size="sm">
              {isActive(job)
                ? 'Cancel and delete this simulation?'
                : 'Delete this simulation and its result?'}
            </Text>
            <Button
              size="compact-sm"
              color="red"
              loading={removing.isLoading}
              onClick={async () => {
                if ((await remove(job.jobId)).error === undefined) onChanged(true)
              }}
            >
              Delete
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </Group>
        )}
        {failure !== null && (
          <Text size="xs" c="red">
            {failure}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/**
 * The caller's simulations, newest first, a page at a time: status, what each ran on, and
 * open, cancel and delete. `changed` is anything that changes when a simulation starts or ends
 * on the page; the list is read again then.
 */
export function MySimulations({
  openedJobId,
  changed,
}: {
  readonly openedJobId: string | null
  readonly changed: string
}) {
  const [offset, setOffset] = useState(0)
  const [polling, setPolling] = useState(false)
  const list = useSimulationsQuery(
    { limit: pageSize, offset },
    { pollingInterval: polling ? activePollMs : 0 },
  )
  const jobs = list.data ?? []
  const anyActive = jobs.some(isActive)
  // Poll from the render that first sees a simulation running until one sees none.
  if (polling !== anyActive) setPolling(anyActive)
  const { refetch } = list
  useEffect(() => {
    void refetch()
  }, [changed, refetch])
  const openUrl = useOpenUrl()
  const [, setParams] = useSearchParams()
  const error = failureMessage(list.error)
  const onChanged = (jobId: string) => (deleted: boolean) => {
    void refetch()
    // A deleted result is not shown on.
    if (deleted && jobId === openedJobId) {
      setParams((current) => {
        const next = new URLSearchParams(current)
        next.delete('job')
        return next
      })
    }
  }

  return (
    <div id={mySimulationsId}>
      <SectionPanel title={mySimulationsTitle}>
        {error !== null && <Alert color="red">{error}</Alert>}
        {list.isSuccess && jobs.length === 0 && (
          <Text size="sm" c="dimmed">
            {offset === 0
              ? 'No simulations yet: the ones you run are kept here.'
              : 'No older simulations.'}
          </Text>
        )}
        {jobs.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {jobs.map((job) => (
              <SimulationRow
                key={job.jobId}
                job={job}
                opened={job.jobId === openedJobId}
                openUrl={openUrl}
                onChanged={onChanged(job.jobId)}
              />
            ))}
          </Stack>
        )}
        {(offset > 0 || jobs.length === pageSize) && (
          <Group justify="space-between">
            <Button
              size="compact-sm"
              variant="default"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - pageSize))}
            >
              Newer
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={jobs.length < pageSize}
              onClick={() => setOffset(offset + pageSize)}
            >
              Older
            </Button>
          </Group>
        )}
      </SectionPanel>
    </div>
  )
}
