import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core'
import { scoringGroupKeys, type ScoringGroup } from '@slatelab/domain/entities/cheatsheet'
import { useSelector } from 'react-redux'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { selectSeasonLong, sheetChanged } from './season-long-slice'

const band = (prefix: string, key: string, from: string) => {
  const [low, high] = key.slice(from.length).split('_')
  return high === undefined ? `${prefix} ${low ?? ''}+` : `${prefix} ${low ?? ''}–${high}`
}

const statLabels: Readonly<Record<string, string>> = {
  attempts: 'Attempts',
  completions: 'Completions',
  ints: 'INTs',
  tds: 'TDs',
  yardBonus: 'Yard bonus',
  yards: 'Yards',
  receptions: 'Receptions',
  blocks: 'Blocks',
  fumblesForced: 'Fum. forced',
  fumblesRecovered: 'Fum. recovered',
  sacks: 'Sacks',
  safeties: 'Safeties',
  tfls: 'TFLs',
  pat: 'PAT',
  patMiss: 'PAT miss',
  fumblesLost: 'Fum. lost',
  kickReturnTds: 'KR TDs',
  puntReturnTds: 'PR TDs',
  twoPt: '2-pt conv.',
}

/** A scoring key as a reader says it: `pa7_13` is "PA 7–13", `made50` "FG 50+". */
const statLabel = (key: string): string => {
  if (key.startsWith('pa') && /\d/.test(key)) return key === 'pa0' ? 'PA 0' : band('PA', key, 'pa')
  if (key.startsWith('made')) return band('FG', key, 'made')
  if (key.startsWith('miss')) return band('Miss', key, 'miss')
  return statLabels[key] ?? key
}

const groupLabels: Readonly<Record<ScoringGroup, string>> = {
  passing: 'Passing',
  rushing: 'Rushing',
  receiving: 'Receiving',
  defense: 'Defense (PA: a game allowing that many points)',
  kicking: 'Kicking (FG and misses by distance)',
  misc: 'Misc',
}

/** The sheet's points per stat, group by group; any edit makes the scoring custom. */
export function ScoringEditor() {
  const dispatch = useAppDispatch()
  const { sheet } = useSelector(selectSeasonLong)
  const groups = Object.keys(scoringGroupKeys) as ScoringGroup[]
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <Stack key={group} gap={4}>
          <Text fw={600} size="sm">
            {groupLabels[group]}
          </Text>
          <SimpleGrid cols={{ base: 3, sm: 6, lg: 10 }} spacing="xs" verticalSpacing="xs">
            {scoringGroupKeys[group].map((key) => (
              <NumberInput
                key={key}
                label={statLabel(key)}
                aria-label={`${group} ${statLabel(key)}`}
                size="xs"
                step={0.5}
                decimalScale={2}
                value={(sheet.scoring[group] as Readonly<Record<string, number>>)[key] ?? 0}
                onChange={(value) =>
                  dispatch(
                    sheetChanged({
                      scoringType: 'custom',
                      scoring: {
                        ...sheet.scoring,
                        [group]: { ...sheet.scoring[group], [key]: Number(value) || 0 },
                      },
                    }),
                  )
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}
