import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ContestData } from '@slatelab/contract/contests.contract'
import { formatCount, formatMoney, formatPoints } from './contests-format'

type Figure = { readonly label: string; readonly value: string; readonly hint?: string }

const figuresOf = (data: ContestData): readonly Figure[] => [
  {
    label: 'Entries',
    value: formatCount(data.totalLineupsEntered),
    hint: `of ${formatCount(data.contestSize)} spots`,
  },
  {
    label: 'Entry cost',
    value: formatMoney(data.entryCost),
    hint: `max ${data.multiEntryMax} per user`,
  },
  {
    label: 'Prizes',
    value: formatMoney(data.totalPrizes),
    hint: `${formatMoney(data.totalPaid)} paid`,
  },
  {
    label: 'Cash line',
    value: formatPoints(data.cashLine),
    hint: data.status === 'live' ? 'lowest score paid so far' : 'lowest score paid',
  },
  {
    label: 'Duplicated entries',
    value: formatCount(data.duplicateLineups),
    hint: `${formatCount(data.distinctLineups - data.uniqueLineups)} lineups played twice or more`,
  },
  {
    label: 'Unique lineups',
    value: formatCount(data.uniqueLineups),
    hint: `${formatCount(data.distinctLineups)} different lineups`,
  },
  {
    label: 'Field salary used',
    value: data.avgSalaryUsed === null ? '—' : formatMoney(data.avgSalaryUsed),
    hint: 'mean salary of a lineup',
  },
]

/**
 * Where the contest stands: live while its games are played (points, ranks and prizes so
 * far), final once every game is; nothing before lock (the pre-lock view says it).
 */
export function ContestStatusBadge({ data }: { readonly data: ContestData }) {
  if (data.status === 'live') {
    return (
      <Badge variant="filled" color="red" aria-label="Contest status">
        Live — {data.gamesFinal} of {data.gamesTotal} {data.gamesTotal === 1 ? 'game' : 'games'}{' '}
        final
      </Badge>
    )
  }
  if (data.status === 'completed') {
    return (
      <Badge variant="light" color="gray" aria-label="Contest status">
        Final
      </Badge>
    )
  }
  return null
}

/** The contest's figures at a glance. */
export function ContestSummary({ data }: { readonly data: ContestData }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {data.contestName}
          </Title>
          <Group gap={6}>
            <ContestStatusBadge data={data} />
            {data.isPrimary && <Badge variant="light">Primary contest</Badge>}
            {data.isLargestBySize && (
              <Badge variant="light" color="grape">
                Largest field
              </Badge>
            )}
            {data.isShowdown && (
              <Badge variant="light" color="orange">
                Showdown
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" aria-label="Contest summary">
          {figuresOf(data).map((figure) => (
            <Stack key={figure.label} gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {figure.label}
              </Text>
              <Text size="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {figure.value}
              </Text>
              {figure.hint && (
                <Text size="xs" c="dimmed">
                  {figure.hint}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
