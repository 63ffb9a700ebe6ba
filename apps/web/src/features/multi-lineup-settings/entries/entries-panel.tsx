import {
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  SimpleGrid,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import type { Entries } from '@slatelab/contract/late-swap.contract'
import { IconFileUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { failureMessage } from '../../../shared/api/slatelab-api'
import { usePoolQuery } from '../multi-lineup-settings-api'
import { ContestGroups } from './contest-groups'
import { useReadEntriesMutation, type EntriesFile } from './entries-api'
import { entriesFileName, entriesSiteOf, entriesSites } from './entries-site'
import { EntriesTable, EntryExposuresTable } from './entries-tables'
import { FillFromBuild } from './fill-from-build'
import { LateSwapEntries } from './late-swap-entries'

/** The last file the server read, with its answer; a refused file leaves it in place. */
type LoadedFile = {
  readonly name: string
  readonly file: EntriesFile
  readonly entries: Entries
  /** Counts uploads, so the actions start afresh for each file. */
  readonly version: number
}

/**
 * The site's entries file of the slate: uploaded, read by the server grouped by contest with
 * the lineups held and their exposures, then filled from a build or late-swapped.
 */
export function EntriesPanel({ contestGroupId }: { readonly contestGroupId: number }) {
  const pool = usePoolQuery(contestGroupId)
  const site = entriesSiteOf(pool.data?.formatKey)
  const [readEntries, reading] = useReadEntriesMutation()
  const [loaded, setLoaded] = useState<LoadedFile | null>(null)
  const upload = async (chosen: File | null) => {
    if (chosen === null) return
    const file = { contestGroupId, csv: await chosen.text() }
    const answer = await readEntries(file)
    if (answer.data !== undefined) {
      const entries = answer.data
      setLoaded((last) => ({ name: chosen.name, file, entries, version: (last?.version ?? 0) + 1 }))
    }
  }
  const error = failureMessage(reading.error)
  const siteFile = site === entriesSites.fanDuel ? 'FanDuel entries file' : 'DKEntries.csv'
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label="Entries file"
    >
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Title order={2} size="h3">
          Entries file
        </Title>
        <FileButton accept=".csv,text/csv" onChange={(chosen) => void upload(chosen)}>
          {(props) => (
            <Button
              variant="light"
              leftSection={<IconFileUpload size={14} />}
              loading={reading.isLoading}
              {...props}
            >
              Upload {siteFile}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {loaded === null
          ? `Download ${siteFile} from the site’s lineup page, upload it here to see your entries by contest, fill the empty ones from a build and late-swap them.`
          : `${loaded.name} · ${loaded.entries.contests.length} contests · the lineups already entered stay unless you pick them to be replaced.`}
      </Text>
      {error === null ? null : (
        <Alert color="red" mb="sm" role="alert" title="The file was not read">
          {error}
        </Alert>
      )}
      {loaded === null ? null : <LoadedEntries key={loaded.version} loaded={loaded} site={site} />}
    </Paper>
  )
}

/** The read file: its contests, entries and exposures, and what can be done with it. */
function LoadedEntries({
  loaded,
  site,
}: {
  readonly loaded: LoadedFile
  readonly site: ReturnType<typeof entriesSiteOf>
}) {
  return (
    <>
      <ContestGroups entries={loaded.entries} />
      <Tabs defaultValue="entries" mt="md">
        <Tabs.List>
          <Tabs.Tab value="entries">Entries</Tabs.Tab>
          <Tabs.Tab value="exposures">Exposures</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="entries" pt="sm">
          <EntriesTable entries={loaded.entries} />
        </Tabs.Panel>
        <Tabs.Panel value="exposures" pt="sm">
          <EntryExposuresTable entries={loaded.entries} />
        </Tabs.Panel>
      </Tabs>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
        <FillFromBuild
          file={loaded.file}
          entries={loaded.entries}
          fileName={entriesFileName(site, 'filled')}
        />
        <LateSwapEntries
          file={loaded.file}
          entries={loaded.entries}
          fileName={entriesFileName(site, 'swapped')}
        />
      </SimpleGrid>
    </>
  )
}
