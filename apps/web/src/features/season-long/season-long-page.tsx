import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { adpSites, type SurvivorOdds } from '@slatelab/contract/season-long.contract'
import { products } from '@slatelab/domain/entities/access'
import {
  scoringGroupKeys,
  type Roster,
  type ScoringGroup,
  type ScoringType,
} from '@slatelab/domain/entities/cheatsheet'
import { cheatsheetRosterSlots } from '@slatelab/domain/season-long-defaults'
import { IconBallAmericanFootball } from '@tabler/icons-react'
import { useEffect, useMemo } from 'react'
import { useSelector } from 'react-redux'
import { ProductGate } from '../../shared/access/product-gate'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { DataTable } from '../../shared/table/data-table'
import { PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { adpColumns, cheatsheetColumns, projectionColumns } from './season-long-columns'
import {
  deleteCheatsheetSettings,
  fetchAdp,
  fetchCheatsheet,
  fetchProjections,
  fetchProjectionWeeks,
  fetchSavedCheatsheets,
  fetchWeeklyProjections,
  fetchSurvivor,
  fetchTieredRankings,
  saveCheatsheetSettings,
  selectProjectionWeeks,
  selectSeasonLong,
  settingsChanged,
  sheetChanged,
  sheetLoaded,
  usedTeamsChanged,
  type SeasonLongView,
} from './season-long-slice'

const description =
  'Draft cheat sheets valued for your league, ADP across sites, season and weekly projections, survivor pool odds with the best path, and tiered rankings.'

const empty = {
  title: 'Your season-long tools will appear here once your access is confirmed.',
  description:
    'Sign in with a season-long subscription to open cheat sheets, ADP, projections, survivor odds and tiers.',
  icon: <IconBallAmericanFootball size={32} stroke={1.5} />,
}

const positions = ['all', 'QB', 'RB', 'WR', 'TE', 'K', 'DST']
const experts = [
  { value: 'consensus', label: 'Consensus' },
  { value: 'fl', label: 'FL' },
  { value: 'hartley', label: 'Hartley' },
  { value: 'moreno', label: 'Moreno' },
  { value: 'fantasypros', label: 'FantasyPros (imported)' },
]
const scoringOptions = [
  { value: 'ppr', label: 'PPR' },
  { value: 'half', label: 'Half PPR' },
  { value: 'standard', label: 'Standard' },
  { value: 'custom', label: 'My sheet’s scoring' },
]
const siteLabels: Readonly<Record<string, string>> = {
  superdraft: 'SuperDraft',
  sleeper: 'Sleeper',
  yahoo: 'Yahoo',
  espn: 'ESPN',
  mfl: 'MFL',
  fantrax: 'Fantrax',
  ffc: 'FFC',
  rtsports: 'RTSports',
}
const slotLabels: Readonly<Record<keyof Roster, string>> = {
  qb: 'QB',
  rb: 'RB',
  wr: 'WR',
  te: 'TE',
  qb_rb_wr_te: 'Superflex',
  rb_wr_te: 'Flex',
  wr_te: 'WR/TE',
  rb_wr: 'RB/WR',
  k: 'K',
  def: 'DST',
  bench: 'Bench',
}

const byPosition = <T extends { readonly position: string }>(
  rows: readonly T[],
  position: string,
) => (position === 'all' ? rows : rows.filter((row) => row.position === position))

function PositionSelect() {
  const dispatch = useAppDispatch()
  const { settings } = useSelector(selectSeasonLong)
  return (
    <Select
      label="Position"
      data={positions.map((value) => ({ value, label: value === 'all' ? 'All' : value }))}
      value={settings.position}
      onChange={(value) => dispatch(settingsChanged({ position: value ?? 'all' }))}
      allowDeselect={false}
      w={110}
    />
  )
}

function AdpView() {
  const dispatch = useAppDispatch()
  const { settings, adp } = useSelector(selectSeasonLong)
  useEffect(() => {
    void dispatch(fetchAdp(settings))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the settings ADP reads
  }, [dispatch, settings.adpSite, settings.date, settings.projectionSource])
  return (
    <Stack gap="sm">
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label="ADP site"
          data={Object.values(adpSites).map((value) => ({
            value,
            label: siteLabels[value] ?? value,
          }))}
          value={settings.adpSite}
          onChange={(value) =>
            value && dispatch(settingsChanged({ adpSite: value as typeof settings.adpSite }))
          }
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Projections"
          data={experts}
          value={settings.projectionSource}
          onChange={(value) => value && dispatch(settingsChanged({ projectionSource: value }))}
          allowDeselect={false}
          w={200}
        />
        <PositionSelect />
      </Group>
      <DataTable
        label="ADP"
        data={byPosition(adp, settings.position)}
        columns={adpColumns}
        getRowId={(row) => String(row.playerId)}
        emptyText="No ADP from this site for the season."
        height={600}
      />
    </Stack>
  )
}

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

function ScoringEditor() {
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

function CheatsheetView() {
  const dispatch = useAppDispatch()
  const { sheet, cheatsheet, savedCheatsheets, settings } = useSelector(selectSeasonLong)
  useEffect(() => {
    void dispatch(fetchSavedCheatsheets())
  }, [dispatch])
  // The name and the saved id change no value: typing a name or saving asks for nothing.
  const { cheatsheetName: _name, cheatsheetId: _id, ...valued } = sheet
  const valuedKey = JSON.stringify(valued)
  useEffect(() => {
    void dispatch(fetchCheatsheet(sheet))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the settings a sheet's values read
  }, [dispatch, valuedKey])
  const auction = sheet.cheatsheetType === 'auction'
  const savedOptions = savedCheatsheets.map((saved) => {
    const name = (JSON.parse(saved.settings) as { cheatsheetName?: string }).cheatsheetName
    return { value: String(saved.cheatsheetId), label: name || `Sheet ${saved.cheatsheetId}` }
  })
  return (
    <Stack gap="sm">
      <Group align="end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Draft type"
          data={[
            { value: 'snake', label: 'Snake' },
            { value: 'auction', label: 'Auction' },
          ]}
          value={sheet.cheatsheetType}
          onChange={(value) => dispatch(sheetChanged({ cheatsheetType: value as 'snake' }))}
        />
        <NumberInput
          label="Teams"
          min={2}
          max={32}
          w={90}
          value={sheet.teamCount}
          onChange={(value) => dispatch(sheetChanged({ teamCount: Number(value) || 12 }))}
        />
        {auction && (
          <NumberInput
            label="Budget ($)"
            min={1}
            max={10_000}
            w={110}
            value={sheet.auctionBudget}
            onChange={(value) => dispatch(sheetChanged({ auctionBudget: Number(value) || 200 }))}
          />
        )}
        <Select
          label="Scoring"
          data={scoringOptions.map((option) =>
            option.value === 'custom' ? { ...option, label: 'Custom' } : option,
          )}
          value={sheet.scoringType}
          onChange={(value) =>
            value && dispatch(sheetChanged({ scoringType: value as ScoringType }))
          }
          allowDeselect={false}
          w={130}
        />
        <PositionSelect />
      </Group>
      <Group align="end" gap="xs" wrap="wrap">
        {cheatsheetRosterSlots.map((slot) => (
          <NumberInput
            key={slot}
            label={slotLabels[slot]}
            min={0}
            max={10}
            w={78}
            size="xs"
            value={sheet.roster[slot]}
            onChange={(value) =>
              dispatch(sheetChanged({ roster: { ...sheet.roster, [slot]: Number(value) || 0 } }))
            }
          />
        ))}
      </Group>
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput
          label="Sheet name"
          value={sheet.cheatsheetName}
          maxLength={80}
          onChange={(event) =>
            dispatch(sheetChanged({ cheatsheetName: event.currentTarget.value }))
          }
          w={200}
        />
        <Button onClick={() => void dispatch(saveCheatsheetSettings(sheet))}>Save sheet</Button>
        <Select
          label="Saved sheets"
          placeholder={savedOptions.length === 0 ? 'None saved' : 'Load a sheet'}
          data={savedOptions}
          value={sheet.cheatsheetId === undefined ? null : String(sheet.cheatsheetId)}
          // On every pick, the selected sheet too: picking it again undoes the edits since.
          onOptionSubmit={(value) => {
            const saved = savedCheatsheets.find((s) => String(s.cheatsheetId) === value)
            if (saved) dispatch(sheetLoaded(saved))
          }}
          allowDeselect={false}
          w={200}
        />
        {sheet.cheatsheetId !== undefined && (
          <Button
            color="red"
            variant="light"
            onClick={() =>
              sheet.cheatsheetId !== undefined &&
              void dispatch(deleteCheatsheetSettings(sheet.cheatsheetId))
            }
          >
            Delete sheet
          </Button>
        )}
      </Group>
      {sheet.scoringType === 'custom' && (
        <Paper withBorder p="sm">
          <ScoringEditor />
        </Paper>
      )}
      <DataTable
        label="Cheat sheet"
        data={byPosition(cheatsheet, settings.position)}
        columns={cheatsheetColumns(auction)}
        getRowId={(row) => String(row.playerId)}
        emptyText="No projections for the season."
        height={600}
      />
    </Stack>
  )
}

function ProjectionsView() {
  const dispatch = useAppDispatch()
  const { settings, projections, sheet } = useSelector(selectSeasonLong)
  const weeks = useSelector(selectProjectionWeeks)
  useEffect(() => {
    void dispatch(fetchProjectionWeeks())
  }, [dispatch])
  useEffect(() => {
    void dispatch(
      settings.projectionSpan === 'weekly'
        ? fetchWeeklyProjections({ settings, sheet })
        : fetchProjections({ settings, sheet }),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the settings projections read
  }, [
    dispatch,
    settings.projectionSource,
    settings.scoringType,
    settings.projectionWeek,
    settings.projectionSpan,
    sheet.scoring,
  ])
  const weekly = settings.projectionSpan === 'weekly'
  return (
    <Stack gap="sm">
      <Group align="end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Projection span"
          data={[
            { value: 'season', label: 'Season' },
            { value: 'weekly', label: 'Weekly' },
          ]}
          value={settings.projectionSpan}
          onChange={(value) => dispatch(settingsChanged({ projectionSpan: value as 'season' }))}
        />
        <Select
          label="Expert"
          data={experts}
          value={settings.projectionSource}
          onChange={(value) => value && dispatch(settingsChanged({ projectionSource: value }))}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Scoring"
          data={scoringOptions}
          value={settings.scoringType}
          onChange={(value) =>
            value && dispatch(settingsChanged({ scoringType: value as ScoringType }))
          }
          allowDeselect={false}
          w={170}
        />
        {settings.projectionSpan === 'weekly' && (
          <Select
            label="Week"
            data={weeks.map((week) => ({ value: String(week), label: `Week ${week}` }))}
            value={String(settings.projectionWeek)}
            onChange={(value) =>
              value && dispatch(settingsChanged({ projectionWeek: Number(value) }))
            }
            allowDeselect={false}
            w={110}
          />
        )}
        <PositionSelect />
      </Group>
      <DataTable
        label="Projections"
        data={byPosition(projections, settings.position)}
        columns={projectionColumns(weekly)}
        getRowId={(row) => String(row.playerId)}
        emptyText="No projections from this expert."
        height={600}
      />
    </Stack>
  )
}

const percent = (p: number) => `${Math.round(p * 100)}%`

function SurvivorGrid({ odds }: { readonly odds: SurvivorOdds }) {
  const pathOf = new Map(odds.path.picks.map((pick) => [pick.week, pick.team]))
  const cell = new Map(
    odds.weeks.flatMap((week) => week.games.map((game) => [`${week.week}|${game.team}`, game])),
  )
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder fz="xs" aria-label="Win probability by week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            {odds.weeks.map((week) => (
              <Table.Th key={week.week} ta="right" style={{ whiteSpace: 'nowrap' }}>
                Wk {week.week}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {odds.teams.map((team) => (
            <Table.Tr key={team} opacity={odds.used.includes(team) ? 0.45 : 1}>
              <Table.Td fw={600}>{team}</Table.Td>
              {odds.weeks.map((week) => {
                const game = cell.get(`${week.week}|${team}`)
                const picked = pathOf.get(week.week) === team
                return (
                  <Table.Td
                    key={week.week}
                    ta="right"
                    bg={picked ? 'var(--mantine-color-teal-light)' : undefined}
                    title={
                      game ? `${game.isHome ? 'vs' : '@'} ${game.opponent} (${game.source})` : 'bye'
                    }
                  >
                    {game ? percent(game.winProbability) : 'bye'}
                  </Table.Td>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  )
}

function SurvivorView() {
  const dispatch = useAppDispatch()
  const { weeks, survivor, usedTeams } = useSelector(selectSeasonLong)
  const year = weeks[0]?.year
  useEffect(() => {
    void dispatch(fetchProjectionWeeks())
  }, [dispatch])
  useEffect(() => {
    if (year !== undefined) void dispatch(fetchSurvivor({ year, used: usedTeams }))
  }, [dispatch, year, usedTeams])
  if (survivor === null) return null
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Teams already used"
        data={[...survivor.teams]}
        value={[...usedTeams]}
        onChange={(value) => dispatch(usedTeamsChanged(value))}
        searchable
        clearable
        maw={520}
      />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} fz="md">
              Best path from week {survivor.currentWeek}
            </Title>
            <Badge size="lg" variant="light" color="teal">
              Survive every week: {(survivor.path.survivalProbability * 100).toFixed(1)}%
            </Badge>
          </Group>
          <SimpleGrid
            cols={{ base: 3, sm: 6, lg: 9 }}
            spacing="xs"
            role="list"
            aria-label="Best path"
          >
            {survivor.path.picks.map((pick) => (
              <Paper key={pick.week} withBorder p={6} ta="center" role="listitem">
                <Text size="xs" c="dimmed">
                  Week {pick.week}
                </Text>
                <Text fw={700}>{pick.team}</Text>
                <Text size="xs">{percent(pick.winProbability)}</Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Weeks with closing moneylines use them without the vig; later weeks use team ratings
            fitted to those lines. The path is the exact best one, not the greedy one.
          </Text>
        </Stack>
      </Paper>
      <SurvivorGrid odds={survivor} />
    </Stack>
  )
}

function TiersView() {
  const dispatch = useAppDispatch()
  const { settings, tiers } = useSelector(selectSeasonLong)
  useEffect(() => {
    void dispatch(fetchTieredRankings(settings))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the settings tiers read
  }, [dispatch, settings.position, settings.scoringType])
  const grouped = useMemo(() => {
    const map = new Map<number, typeof tiers>()
    for (const row of tiers) map.set(row.tier, [...(map.get(row.tier) ?? []), row])
    return [...map.entries()]
  }, [tiers])
  return (
    <Stack gap="sm">
      <Group align="end" gap="sm">
        <PositionSelect />
        <Select
          label="Scoring"
          data={scoringOptions.filter((option) => option.value !== 'custom')}
          value={settings.scoringType === 'custom' ? 'ppr' : settings.scoringType}
          onChange={(value) =>
            value && dispatch(settingsChanged({ scoringType: value as ScoringType }))
          }
          allowDeselect={false}
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

function SeasonLongTool() {
  const dispatch = useAppDispatch()
  const { settings, loading, error } = useSelector(selectSeasonLong)
  return (
    <Tabs
      value={settings.viewPage}
      onChange={(value) =>
        value && dispatch(settingsChanged({ viewPage: value as SeasonLongView }))
      }
      keepMounted={false}
    >
      {/* One row that scrolls on a phone rather than a fifth tab alone on a second line. */}
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        <Tabs.Tab value="adp">ADP</Tabs.Tab>
        <Tabs.Tab value="cheatsheet">Cheat sheet</Tabs.Tab>
        <Tabs.Tab value="projections">Projections</Tabs.Tab>
        <Tabs.Tab value="survivor">Survivor</Tabs.Tab>
        <Tabs.Tab value="tiers">Tiers</Tabs.Tab>
        {loading && <Loader size="xs" ml="sm" aria-label="Loading season-long data" />}
      </Tabs.List>
      {error !== null && <Alert color="red" title={error} mb="sm" />}
      <Tabs.Panel value="adp">
        <AdpView />
      </Tabs.Panel>
      <Tabs.Panel value="cheatsheet">
        <CheatsheetView />
      </Tabs.Panel>
      <Tabs.Panel value="projections">
        <ProjectionsView />
      </Tabs.Panel>
      <Tabs.Panel value="survivor">
        <SurvivorView />
      </Tabs.Panel>
      <Tabs.Panel value="tiers">
        <TiersView />
      </Tabs.Panel>
    </Tabs>
  )
}

/** Signed out, the prompt to sign in; signed in, the tools or (without the product) the pitch. */
export function SeasonLongPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame path="/season-long" description={description} empty={empty}>
      {user === null ? (
        <SignInPrompt
          action="use the season-long tools"
          reason="The season-long tools are part of a subscription: sign in to check yours or get one."
        />
      ) : (
        <ProductGate product={products.NFLSeasonLong}>
          <SeasonLongTool />
        </ProductGate>
      )}
    </PageFrame>
  )
}
