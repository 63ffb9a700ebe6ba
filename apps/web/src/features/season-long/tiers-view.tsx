import { Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { TieredRanking } from '@slatelab/contract/season-long.contract'
import type { ScoringType } from '@slatelab/domain/entities/cheatsheet'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PositionSelect } from './position-select'
import { useTieredRankingsQuery } from './season-long-api'
import { scoringOptions } from './season-long-options'
import { selectSeasonLong, settingsChanged } from './season-long-slice'
import { ViewStatus } from './view-status'

const noTiers: readonly TieredRanking[] = []

/** Tiered rankings of a position under a named scoring (PPR when the sheet's is custom). */
export function TiersView() {
  const dispatch = useAppDispatch()
  const { settings } = useSelector(selectSeasonLong)
  const { position, scoringType } = settings
  const rankings = useTieredRankingsQuery({
    position,
    scoringType: scoringType === 'custom' ? 'ppr' : scoringType,
  })
  const tiers = rankings.data ?? noTiers
  const grouped = useMemo(() => {
    const map = new Map<number, typeof tiers>()
    for (const row of tiers) map.set(row.tier, [...(map.get(row.tier) ?? []), row])
    return [...map.entries()]
  }, [tiers])
  return (
    <Stack gap="sm">
      <ViewStatus loading={[rankings]} />
      <Group align="end" gap="sm">
        <PositionSelect />
        <Select
          label="Scoring"
          data={scoringOptions.filter((option) => option.value !== 'custom')}
          value={settings.scoringType === 'custom' ? 'ppr' : settings.scoringType}
          onChange={(value) =>
            value && dispatch(settingsChanged({ scoringType: value as ScoringType }))
          }
          w={150}
        />
      </Group>
      {tiers.length === 0 && <Text c="dimmed">No tiered rankings for this season yet.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {grouped.map(([tier, rows]) => (
          <Paper key={tier} withBorder p="sm" component="section" aria-label={`Tier ${tier}`}>
            <Title order={3} fz="sm" mb={6}>
              Tier {tier}
            </Title>
            <Table fz="xs" withRowBorders={false}>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.playerId}>
                    <Table.Td w={32}>{row.rank}</Table.Td>
                    <Table.Td>
                      {row.playerName}{' '}
                      <Text span c="dimmed" size="xs">
                        {row.position} · {row.teamNameShort}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" title="Average rank (best–worst)">
                      {row.averageRank.toFixed(1)} ({row.bestRank}–{row.worstRank})
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
