import { Paper, SimpleGrid, Text } from '@mantine/core'
import type { Entries } from '@slatelab/contract/late-swap.contract'

type Contest = Entries['contests'][number]

const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'))

/** One contest of the file: what the site says of it and how many entries hold a lineup. */
function ContestCard({ contest }: { readonly contest: Contest }) {
  const held = contest.entries.filter((entry) => entry.held).length
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={contest.contestName}>
      <Text fw={600} size="sm" lineClamp={2} title={contest.contestName}>
        {contest.contestName}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        Contest {contest.contestId} · fee {contest.entryFee} · size {count(contest.contestSize)} ·
        max {count(contest.maxEntries)} entries
      </Text>
      <Text size="sm">
        {contest.entries.length} {contest.entries.length === 1 ? 'entry' : 'entries'} · {held} hold
        a lineup
      </Text>
    </Paper>
  )
}

/** The file's entries grouped by contest, one card each. */
export function ContestGroups({ entries }: { readonly entries: Entries }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {entries.contests.map((contest) => (
        <ContestCard key={contest.contestId} contest={contest} />
      ))}
    </SimpleGrid>
  )
}
