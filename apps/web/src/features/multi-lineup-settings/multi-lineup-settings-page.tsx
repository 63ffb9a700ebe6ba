import {
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import {
  findRosterFormat,
  type RosterFormat,
  type RosterSlot,
} from '@slatelab/domain/roster-formats'
import { sportIds, type SportId } from '@slatelab/domain/sports'
import {
  IconAdjustmentsHorizontal,
  IconBolt,
  IconChevronDown,
  IconDeviceFloppy,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react'
import { useCallback, useMemo, useState } from 'react'
import { useSelector } from 'react-redux'
import { askAgainOnChange, useSourcesQuery } from '../../shared/navbar/navbar-api'
import {
  firstSlateOf,
  noneChosen,
  selectContestGroupId,
  selectDate,
  selectSourceId,
  selectSources,
  selectSourcesLoading,
  selectSportId,
  slateChanged,
  slatesOfSport,
  sourceChanged,
  sportChanged,
  type SourceChoice,
} from '../../shared/navbar/navbar-slice'
import { selectUser } from '../../shared/session/session-slice'
import { SwapAlert } from '../../shared/lineup-alerts/swap-alert'
import { useInjuries, useInjuryOf } from '../../shared/lineup-alerts/use-injury-of'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { BuildResults } from './build-results'
import { EntriesPanel } from './entries/entries-panel'
import { LineupCountInput } from './lineup-count-input'
import type { SlatePool } from '@slatelab/contract/optimizer.contract'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import { failureMessage } from '../../shared/api/slatelab-api'
import {
  isBuildActive,
  useBuildQuery,
  useCancelBuildMutation,
  useDeleteTemplateMutation,
  useFillDkEntriesMutation,
  useMultiSettingsQuery,
  usePoolQuery,
  useSaveMultiSettingsMutation,
  useSaveTemplatesMutation,
  useStartBuildMutation,
  useTemplatesQuery,
  useUploadCsvMutation,
  type BuildStart,
  type PlayerChoice,
  type SettingsScope,
} from './multi-lineup-settings-api'
import { PlayerPoolTable } from './player-pool-table'
import { SettingsTabs } from './settings-tabs'
import { serverProblems, settingsProblems } from './settings-validation'

const description =
  'The rules for building many lineups at once: stacks, exposure caps, custom filters and unique-player limits, saved as templates you can reuse. Pick a slate, set your rules and players, and build.'

const optimizerSports: readonly { value: string; label: string }[] = [
  { value: String(sportIds.NFL), label: 'NFL' },
  { value: String(sportIds.NBA), label: 'NBA' },
  { value: String(sportIds.NHL), label: 'NHL' },
  { value: String(sportIds.MLB), label: 'MLB' },
  { value: String(sportIds.PGA), label: 'PGA' },
]

/**
 * The format's flex slots (FLEX, UTIL, G, F): plain slots that take more than one position,
 * once per code. Captain and MVP slots are not flex groups.
 */
const flexSlotsOf = (format: RosterFormat | undefined): readonly RosterSlot[] => {
  const slots = (format?.slots ?? []).filter(
    (slot) =>
      slot.positions.length > 1 && slot.pointsMultiplier === 1 && slot.salaryMultiplier === 1,
  )
  return slots.filter(
    (slot, index) => slots.findIndex((other) => other.code === slot.code) === index,
  )
}

/** Sport, site and slate of the build: the navbar's selection, which this page hides. */
function SlatePicker() {
  const dispatch = useAppDispatch()
  const sportId = useSelector(selectSportId)
  const date = useSelector(selectDate)
  const sources = useSelector(selectSources)
  const sourceId = useSelector(selectSourceId)
  const contestGroupId = useSelector(selectContestGroupId)
  const loading = useSelector(selectSourcesLoading)

  useSourcesQuery({ sportId, date }, askAgainOnChange)

  const slates = slatesOfSport(
    sources.find((source) => source.id === sourceId),
    sportId,
  )
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Sport"
        w={110}
        data={optimizerSports}
        value={String(sportId)}
        onChange={(value) => value !== null && dispatch(sportChanged(Number(value) as SportId))}
      />
      <Select
        label="Site"
        w={150}
        data={sources.map((source) => ({ value: String(source.id), label: source.displayName }))}
        value={sourceId === noneChosen ? null : String(sourceId)}
        placeholder={loading ? 'Loading sources...' : 'Select Source'}
        nothingFoundMessage="No sources found"
        onChange={(value) => {
          if (value === null) return
          const chosen = Number(value) as SourceChoice
          dispatch(sourceChanged(chosen, firstSlateOf(sources, chosen, sportId)))
        }}
      />
      <Select
        label="Slate"
        w={{ base: '100%', xs: 280 }}
        data={slates.map((slate) => ({
          value: String(slate.contestGroupId),
          label: slate.displayName,
        }))}
        value={contestGroupId === noneChosen ? null : String(contestGroupId)}
        placeholder={loading ? 'Loading slates....' : 'No slates available'}
        onChange={(value) => value !== null && dispatch(slateChanged(Number(value)))}
      />
    </Group>
  )
}

/** The scope's pool as the settings see it: its roster format, positions, flex slots and teams. */
function usePoolShape(pool: SlatePool | undefined) {
  return useMemo(() => {
    const format = pool === undefined ? undefined : findRosterFormat(pool.formatKey)
    // The pool's positions in the format's slot order (QB, RB, WR, …), then any others.
    const order = format?.slots.flatMap((slot) => slot.positions) ?? []
    const rank = (position: string) =>
      order.includes(position) ? order.indexOf(position) : order.length
    const positions = [...new Set(pool?.players.flatMap((player) => player.positions) ?? [])].sort(
      (a, b) => rank(a) - rank(b),
    )
    const teams = [...new Set(pool?.players.map((player) => player.team) ?? [])].sort()
    return { positions, flexSlots: flexSlotsOf(format), teams }
  }, [pool])
}

type TemplatesMenuProps = {
  readonly scope: SettingsScope
  readonly settings: OptimizerSettings
  readonly invalid: boolean
  readonly onPick: (template: OptimizerSettings) => void
}

/**
 * The scope's templates to start from, and Save as template. Saving sends the whole list and
 * its answer replaces it; deleting answers the list left (SPEC §4).
 */
function TemplatesMenu({ scope, settings, invalid, onPick }: TemplatesMenuProps) {
  const templates = useTemplatesQuery(scope)
  const [saveTemplates, saving] = useSaveTemplatesMutation()
  const [deleteTemplate, deleting] = useDeleteTemplateMutation()
  const [templateName, setTemplateName] = useState('')
  const list = templates.data ?? []
  const error = failureMessage(saving.error ?? deleting.error ?? templates.error)
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconTemplate size={14} />}
            rightSection={<IconChevronDown size={14} />}
          >
            Templates
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {list.length === 0 ? (
            <Menu.Label>{error ?? 'No templates yet'}</Menu.Label>
          ) : (
            list.map((template) => (
              <Menu.Item
                key={template.templateId}
                onClick={() => onPick(template)}
                rightSection={
                  <IconTrash
                    size={14}
                    aria-label={`Delete template ${template.templateName}`}
                    onClick={(event) => {
                      event.stopPropagation()
                      if (template.templateId !== undefined) {
                        void deleteTemplate({ scope, templateId: template.templateId })
                      }
                    }}
                  />
                }
              >
                {template.templateName}
              </Menu.Item>
            ))
          )}
        </Menu.Dropdown>
      </Menu>
      <TextInput
        aria-label="Template name"
        placeholder="Template name"
        value={templateName}
        onChange={(event) => setTemplateName(event.currentTarget.value)}
        w={160}
      />
      <Button
        variant="light"
        disabled={invalid || templateName.trim() === ''}
        onClick={() => {
          void saveTemplates({
            scope,
            templates: [...list, { ...settings, templateName: templateName.trim() }],
          })
          setTemplateName('')
        }}
      >
        Save as template
      </Button>
    </>
  )
}

type SettingsPanelProps = {
  readonly scope: SettingsScope
  readonly settings: OptimizerSettings
  readonly pool: SlatePool | undefined
  readonly onChange: (settings: OptimizerSettings) => void
}

/** The rules being edited, their problems, templates and Save settings. */
function SettingsPanel({ scope, settings, pool, onChange }: SettingsPanelProps) {
  const [saveSettings, saving] = useSaveMultiSettingsMutation()
  const shape = usePoolShape(pool)
  const saveError = failureMessage(saving.error)
  const problems = useMemo(
    () => ({ ...serverProblems(saveError), ...settingsProblems(settings, shape.positions) }),
    [settings, saveError, shape.positions],
  )
  const invalid = Object.keys(settingsProblems(settings, shape.positions)).length > 0
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h3">
          Settings
        </Title>
        <Group gap="xs">
          <TemplatesMenu scope={scope} settings={settings} invalid={invalid} onPick={onChange} />
          <Button
            leftSection={<IconDeviceFloppy size={14} />}
            loading={saving.isLoading}
            disabled={invalid}
            onClick={() => void saveSettings({ scope, view: 'default', settings })}
          >
            Save settings
          </Button>
        </Group>
      </Group>
      {problems.form === undefined ? null : (
        <Alert color="red" mb="sm" role="alert">
          {problems.form}
        </Alert>
      )}
      <SettingsTabs
        settings={settings}
        problems={problems}
        sportId={scope.sportId}
        positions={shape.positions}
        flexSlots={shape.flexSlots}
        teams={shape.teams}
        players={pool?.players ?? []}
        onChange={onChange}
      />
    </Paper>
  )
}

type PoolPanelProps = {
  readonly pool: ReturnType<typeof usePoolQuery>
  readonly choices: Readonly<Record<string, PlayerChoice>>
  readonly onChoice: (playerId: string, choice: PlayerChoice) => void
}

/** The slate's players with their locks, excludes and exposure limits. */
function PoolPanel({ pool, choices, onChoice }: PoolPanelProps) {
  const error = failureMessage(pool.error)
  const injuries = useInjuries(pool.data?.contestGroupId ?? noneChosen)
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} size="h3" mb="sm">
        Player pool
      </Title>
      {error !== null ? (
        <Alert color="red">{error}</Alert>
      ) : pool.data === undefined ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {pool.data.formatName} · {pool.data.players.length} players · cap $
            {pool.data.salaryCap.toLocaleString('en-US')} · projections:{' '}
            {pool.data.projectionSet?.name ?? 'system'}
          </Text>
          <PlayerPoolTable
            players={pool.data.players}
            choices={choices}
            onChoice={onChoice}
            injuries={injuries}
          />
        </>
      )}
    </Paper>
  )
}

type BuildPanelProps = {
  readonly request: Omit<BuildStart, 'count'>
  readonly canBuild: boolean
}

/** How many lineups, Build, and the shown build followed to its lineups. */
function BuildPanel({ request, canBuild }: BuildPanelProps) {
  const [count, setCount] = useState<number>(20)
  const [startBuild, starting] = useStartBuildMutation()
  const [cancelBuild, cancelling] = useCancelBuildMutation()
  const [uploadCsv, exporting] = useUploadCsvMutation()
  const [fillDkEntries, filling] = useFillDkEntriesMutation()
  const injuryOf = useInjuryOf(request.contestGroupId)
  const shown = useBuildQuery(starting.data?.buildId ?? '', { skip: starting.data === undefined })
  const build = shown.data?.build ?? null
  const running = build !== null && isBuildActive(build)
  const buildError =
    failureMessage(starting.error ?? cancelling.error ?? shown.error) ?? shown.data?.failure ?? null
  const exportError = failureMessage(exporting.error ?? filling.error)
  const alert = (text: string | null) =>
    text === null ? null : (
      <Alert color="red" mb="sm" role="alert">
        {text}
      </Alert>
    )
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Title order={2} size="h3">
          Build
        </Title>
        <Group align="flex-end" gap="sm">
          <LineupCountInput value={count} onChange={setCount} />
          <Button
            leftSection={<IconBolt size={16} />}
            loading={starting.isLoading}
            disabled={!canBuild || running}
            onClick={() => void startBuild({ ...request, count })}
          >
            Build lineups
          </Button>
        </Group>
      </Group>
      {alert(buildError)}
      {alert(exportError)}
      {build === null ? (
        <Text size="sm" c="dimmed">
          Lineups appear here, best projection first, once you build.
        </Text>
      ) : (
        <BuildResults
          build={build}
          onCancel={() => void cancelBuild(build.buildId)}
          onExport={async () => (await uploadCsv(build.buildId)).data}
          onFillEntries={async (csv) => (await fillDkEntries({ buildId: build.buildId, csv })).data}
          injuryOf={injuryOf}
        />
      )}
    </Paper>
  )
}

/** The scope's settings being edited, its player pool and its builds. */
function Optimizer({ scope }: { readonly scope: SettingsScope }) {
  const saved = useMultiSettingsQuery(scope)
  const pool = usePoolQuery(scope.contestGroupId)
  // The draft remembers the loaded settings it started from, so a fresh load replaces it.
  const [edit, setEdit] = useState<{
    base: OptimizerSettings | undefined
    value: OptimizerSettings
  } | null>(null)
  const [choices, setChoices] = useState<Readonly<Record<string, PlayerChoice>>>({})
  const onChoice = useCallback(
    (playerId: string, choice: PlayerChoice) =>
      setChoices((current) => ({ ...current, [playerId]: choice })),
    [],
  )
  const { positions } = usePoolShape(pool.data)
  const settings = edit !== null && edit.base === saved.data ? edit.value : saved.data
  const error = failureMessage(saved.error)
  if (saved.isFetching || settings === undefined) {
    return error === null ? <Loader size="sm" /> : <Alert color="red">{error}</Alert>
  }
  const invalid = Object.keys(settingsProblems(settings, positions)).length > 0
  return (
    <Stack gap="lg">
      <SwapAlert contestGroupId={scope.contestGroupId} />
      <SettingsPanel
        scope={scope}
        settings={settings}
        pool={pool.data}
        onChange={(value) => setEdit({ base: saved.data, value })}
      />
      <PoolPanel pool={pool} choices={choices} onChoice={onChoice} />
      <BuildPanel
        request={{ contestGroupId: scope.contestGroupId, settings, choices }}
        canBuild={!invalid && pool.data !== undefined}
      />
      <EntriesPanel contestGroupId={scope.contestGroupId} />
    </Stack>
  )
}

export function MultiLineupSettingsPage() {
  const user = useSelector(selectUser)
  const sportId = useSelector(selectSportId)
  const sourceId = useSelector(selectSourceId)
  const contestGroupId = useSelector(selectContestGroupId)
  const scope = useMemo(
    () =>
      sourceId === noneChosen || contestGroupId === noneChosen
        ? null
        : { sportId, siteId: sourceId, contestGroupId },
    [sportId, sourceId, contestGroupId],
  )
  return (
    <PageFrame
      path="/multi-lineup-settings"
      description={description}
      empty={{
        title: 'Your settings and templates will appear here once you sign in.',
        description:
          'Start from a suggested template or build your own with stacks, exposures and up to 3 custom filters.',
        icon: <IconAdjustmentsHorizontal size={32} stroke={1.5} />,
      }}
    >
      {user === null ? (
        <SignInPrompt
          action="build lineups"
          reason="The optimizer keeps your rules, templates and builds with your account, so it needs one."
        />
      ) : (
        <Stack gap="lg">
          <SlatePicker />
          {scope === null ? (
            <Text c="dimmed">Pick a site and slate to set your rules and build lineups.</Text>
          ) : (
            <Optimizer key={`${scope.siteId}:${scope.contestGroupId}`} scope={scope} />
          )}
        </Stack>
      )}
    </PageFrame>
  )
}
