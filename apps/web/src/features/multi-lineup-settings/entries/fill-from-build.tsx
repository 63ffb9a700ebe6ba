import { Alert, Button, MultiSelect, Stack, Text, Title } from '@mantine/core'
import type { Entries } from '@slatelab/contract/late-swap.contract'
import { IconDownload } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { failureMessage } from '../../../shared/api/slatelab-api'
import { downloadCsv } from '../../../shared/table/csv-export'
import { BuildSelect } from './build-select'
import { useFillEntriesMutation, type EntriesFile } from './entries-api'
import { entryRows } from './entries-tables'

type FillFromBuildProps = {
  readonly file: EntriesFile
  readonly entries: Entries
  /** The name the filled file is saved under. */
  readonly fileName: string
}

/**
 * Fills the file's empty entries from a done build and saves the answer. A held lineup stays
 * unless its entry is picked to be replaced; none is picked at first.
 */
export function FillFromBuild({ file, entries, fileName }: FillFromBuildProps) {
  const [buildId, setBuildId] = useState<string | null>(null)
  const [replaceEntryIds, setReplaceEntryIds] = useState<readonly string[]>([])
  const [fillEntries, filling] = useFillEntriesMutation()
  const held = useMemo(() => entryRows(entries).filter((entry) => entry.held), [entries])
  const empty = entryRows(entries).length - held.length
  const fill = async () => {
    if (buildId === null) return
    const answer = await fillEntries({ ...file, buildId, replaceEntryIds })
    if (answer.data !== undefined) downloadCsv(fileName, answer.data)
  }
  const error = failureMessage(filling.error)
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Fill from build
      </Title>
      <Text size="sm" c="dimmed">
        {empty === 0
          ? 'Every entry holds a lineup: the build replaces only the entries you pick below.'
          : `${empty} empty ${empty === 1 ? 'entry takes' : 'entries take'} the build’s lineups, different lineups in each contest. ${held.length} held ${held.length === 1 ? 'lineup stays' : 'lineups stay'} as entered unless you pick the entry below.`}
      </Text>
      <BuildSelect
        contestGroupId={file.contestGroupId}
        label="Build"
        value={buildId}
        onChange={setBuildId}
      />
      <MultiSelect
        label="Replace the lineups of these entries"
        description="Empty: every held lineup is kept."
        placeholder={held.length === 0 ? 'No entry holds a lineup' : 'Keep all held lineups'}
        disabled={held.length === 0}
        searchable
        clearable
        data={held.map((entry) => ({
          value: entry.entryId,
          label: `${entry.entryId} · ${entry.contestName}`,
        }))}
        value={[...replaceEntryIds]}
        onChange={setReplaceEntryIds}
      />
      {error === null ? null : (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button
        leftSection={<IconDownload size={14} />}
        disabled={buildId === null}
        loading={filling.isLoading}
        onClick={() => void fill()}
      >
        Fill and download {fileName}
      </Button>
    </Stack>
  )
}
