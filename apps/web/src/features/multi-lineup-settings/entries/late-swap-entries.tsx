import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { Entries } from '@slatelab/contract/late-swap.contract'
import { IconDownload, IconRefresh } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { failureMessage } from '../../../shared/api/slatelab-api'
import { downloadCsv } from '../../../shared/table/csv-export'
import { DataTable, type DataColumn } from '../../../shared/table/data-table'
import { formatInstant } from '../../../shared/ui/format-instant'
import { fromLocalInput, toLocalInput } from '../correlation-editors'
import { BuildSelect } from './build-select'
import { useLateSwapEntriesMutation, type EntriesFile, type EntriesSwap } from './entries-api'
import { swapChanges, type SwapChange } from './swap-changes'

type SwapMode = NonNullable<EntriesSwap['mode']>

const modes: readonly { value: SwapMode; label: string }[] = [
  { value: 'quick', label: 'Quick' },
  { value: 'full', label: 'Full' },
]

const modeText: Readonly<Record<SwapMode, string>> = {
  quick: 'Replaces only OUT and doubtful players, before or after kickoff.',
  full: 'Re-optimises every slot whose game has not started (after the first kickoff).',
}

const changeColumns: DataColumn<SwapChange>[] = [
  { id: 'entryId', header: 'Entry ID', accessorFn: (row) => row.entryId },
  {
    id: 'locked',
    header: 'Locked slots',
    accessorFn: (row) => row.lockedSlots,
    meta: { numeric: true },
  },
  {
    id: 'changes',
    header: 'Changes',
    accessorFn: (row) =>
      row.changes.map((change) => `${change.slot}: ${change.before} → ${change.after}`).join('; '),
  },
  { id: 'problem', header: 'Problem', accessorFn: (row) => row.problem ?? '' },
]

type LateSwapEntriesProps = {
  readonly file: EntriesFile
  readonly entries: Entries
  /** The name the swapped file is saved under. */
  readonly fileName: string
}

/**
 * Late-swaps the file's lineups at a moment (now unless given): players whose game started
 * stay, Quick replaces OUT and doubtful players, Full re-optimises every open slot.
 */
export function LateSwapEntries({ file, entries, fileName }: LateSwapEntriesProps) {
  const [mode, setMode] = useState<SwapMode>('quick')
  const [at, setAt] = useState('')
  const [buildId, setBuildId] = useState<string | null>(null)
  const [lateSwap, swapping] = useLateSwapEntriesMutation()
  const answer = swapping.data
  const changes = useMemo(
    () => (answer === undefined ? [] : swapChanges(entries, answer)),
    [entries, answer],
  )
  const swap = () =>
    // The page's clock, as the OUT alerts judge by it, when no time is given.
    void lateSwap({
      ...file,
      mode,
      now: at === '' ? new Date().toISOString() : at,
      ...(buildId === null ? {} : { buildId }),
    })
  const error = failureMessage(swapping.error)
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Late swap
      </Title>
      <SegmentedControl
        aria-label="Swap mode"
        data={[...modes]}
        value={mode}
        onChange={(value) => setMode(value === 'full' ? 'full' : 'quick')}
        fullWidth
      />
      <Text size="xs" c="dimmed" mt={-6}>
        {modeText[mode]}
      </Text>
      <TextInput
        type="datetime-local"
        label="Swap at (your time)"
        description="Empty: now. Players whose game started by then stay in their slots."
        value={toLocalInput(at)}
        onChange={(event) => setAt(fromLocalInput(event.currentTarget.value))}
      />
      <BuildSelect
        contestGroupId={file.contestGroupId}
        label="Settings of build"
        description="Empty: default settings."
        value={buildId}
        onChange={setBuildId}
        clearable
      />
      {error === null ? null : (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group gap="xs">
        <Button leftSection={<IconRefresh size={14} />} loading={swapping.isLoading} onClick={swap}>
          Late swap
        </Button>
        {answer === undefined ? null : (
          <Button
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadCsv(fileName, answer.csv)}
          >
            Download {fileName}
          </Button>
        )}
      </Group>
      {answer === undefined ? null : (
        <>
          <Text size="sm" aria-live="polite">
            {answer.mode === 'full' ? 'Full' : 'Quick'} swap at {formatInstant(answer.now)}:{' '}
            {answer.changed} of {answer.lineups.length} lineups changed
          </Text>
          <DataTable
            data={changes}
            columns={changeColumns}
            label="Swapped entries"
            getRowId={(row) => row.entryId}
            emptyText="No lineup needed a change."
            height={280}
          />
        </>
      )}
    </Stack>
  )
}
