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
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSelector } from 'react-redux'
import {
  fetchSources,
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
import { useAppDispatch } from '../../shared/store/store-hooks'
import { PageFrame } from '../../shared/ui/page-frame'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { BuildResults } from './build-results'
import { LineupCountInput } from './lineup-count-input'
import type { PlayerChoice, SettingsScope } from './multi-lineup-settings-api'
import type { OptimizerSettings } from '@slatelab/domain/entities/multi-settings'
import {
  cancelBuild,
  deleteTemplate,
  exportBuild,
  followBuild,
  fetchMultiSettings,
  fetchPool,
  fetchTemplates,
  fillEntries,
  saveMultiSettings,
  saveTemplates,
  scopeChanged,
  selectBuildRunning,
  selectMultiLineupSettings,
  startBuild,
} from './multi-lineup-settings-slice'
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

/** How often a running build's progress is read, in ms. */

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

  useEffect(() => {
    void dispatch(fetchSources({ sportId, date }))
  }, [dispatch, sportId, date])

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
        allowDeselect={false}
        onChange={(value) => value !== null && dispatch(sportChanged(Number(value) as SportId))}
      />
      <Select
        label="Site"
        w={150}
        data={sources.map((source) => ({ value: String(source.id), label: source.displayName }))}
        value={sourceId === noneChosen ? null : String(sourceId)}
        placeholder={loading ? 'Loading sources...' : 'Select Source'}
        nothingFoundMessage="No sources found"
        onChange={(value) =>
          value !== null && dispatch(sourceChanged(Number(value) as SourceChoice))
        }
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

/** Loads the scope's settings, templates and pool whenever the scope changes. */
function useScopeData(scope: SettingsScope | null) {
  const dispatch = useAppDispatch()
  const key = scope === null ? '' : `${scope.sportId}:${scope.siteId}:${scope.contestGroupId}`
  useEffect(() => {
    dispatch(scopeChanged())
    if (scope === null) return
    void dispatch(fetchMultiSettings(scope))
    void dispatch(fetchTemplates(scope))
    void dispatch(fetchPool(scope.contestGroupId))
    // The key stands for the scope's three numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key])
}

/** Follows the shown build's progress events while it runs. */
function useBuildProgress(buildId: string | undefined, running: boolean) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (buildId === undefined || !running) return
    const following = dispatch(followBuild(buildId))
    return () => following.abort()
  }, [dispatch, buildId, running])
}

function Optimizer({ scope }: { readonly scope: SettingsScope }) {
  const dispatch = useAppDispatch()
  const state = useSelector(selectMultiLineupSettings)
  const running = useSelector(selectBuildRunning)
  // The draft remembers the loaded settings it started from, so a fresh load replaces it.
  const [edit, setEdit] = useState<{
    base: OptimizerSettings | null
    value: OptimizerSettings
  } | null>(null)
  const [choices, setChoices] = useState<Readonly<Record<string, PlayerChoice>>>({})
  const [count, setCount] = useState<number>(20)
  const [templateName, setTemplateName] = useState('')
  useScopeData(scope)
  useBuildProgress(state.build?.buildId, running)

  const settings = edit !== null && edit.base === state.settings ? edit.value : state.settings
  const setDraft = (value: OptimizerSettings) => setEdit({ base: state.settings, value })
  const problems = useMemo(
    () => ({
      ...serverProblems(state.saveError),
      ...(settings === null ? {} : settingsProblems(settings)),
    }),
    [settings, state.saveError],
  )
  const onChoice = useCallback(
    (playerId: string, choice: PlayerChoice) =>
      setChoices((current) => ({ ...current, [playerId]: choice })),
    [],
  )
  const format = useMemo(
    () => (state.pool === null ? undefined : findRosterFormat(state.pool.formatKey)),
    [state.pool],
  )
  // The pool's positions in the format's slot order (QB, RB, WR, …), then any others.
  const positions = useMemo(() => {
    const order = format?.slots.flatMap((slot) => slot.positions) ?? []
    const rank = (position: string) =>
      order.includes(position) ? order.indexOf(position) : order.length
    return [...new Set(state.pool?.players.flatMap((player) => player.positions) ?? [])].sort(
      (a, b) => rank(a) - rank(b),
    )
  }, [state.pool, format])
  const flexSlots = useMemo(() => flexSlotsOf(format), [format])
  const teams = useMemo(
    () => [...new Set(state.pool?.players.map((player) => player.team) ?? [])].sort(),
    [state.pool],
  )

  if (state.loading || settings === null) {
    return state.error === null ? <Loader size="sm" /> : <Alert color="red">{state.error}</Alert>
  }
  const invalid = Object.keys(settingsProblems(settings)).length > 0
  const build = state.build

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h3">
            Settings
          </Title>
          <Group gap="xs">
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
                {state.templates.length === 0 ? (
                  <Menu.Label>{state.templatesError ?? 'No templates yet'}</Menu.Label>
                ) : (
                  state.templates.map((template) => (
                    <Menu.Item
                      key={template.templateId}
                      onClick={() => setDraft(template)}
                      rightSection={
                        <IconTrash
                          size={14}
                          aria-label={`Delete template ${template.templateName}`}
                          onClick={(event) => {
                            event.stopPropagation()
                            if (template.templateId !== undefined) {
                              void dispatch(
                                deleteTemplate({ scope, templateId: template.templateId }),
                              )
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
                void dispatch(
                  saveTemplates({
                    scope,
                    templates: [
                      ...state.templates,
                      { ...settings, templateName: templateName.trim() },
                    ],
                  }),
                )
                setTemplateName('')
              }}
            >
              Save as template
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={14} />}
              loading={state.saving}
              disabled={invalid}
              onClick={() => void dispatch(saveMultiSettings({ scope, view: 'default', settings }))}
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
          positions={positions}
          flexSlots={flexSlots}
          teams={teams}
          players={state.pool?.players ?? []}
          onChange={setDraft}
        />
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h3" mb="sm">
          Player pool
        </Title>
        {state.poolError !== null ? (
          <Alert color="red">{state.poolError}</Alert>
        ) : state.pool === null ? (
          <Loader size="sm" />
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {state.pool.formatName} · {state.pool.players.length} players · cap $
              {state.pool.salaryCap.toLocaleString('en-US')} · projections:{' '}
              {state.pool.projectionSet?.name ?? 'system'}
            </Text>
            <PlayerPoolTable players={state.pool.players} choices={choices} onChoice={onChoice} />
          </>
        )}
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
          <Title order={2} size="h3">
            Build
          </Title>
          <Group align="flex-end" gap="sm">
            <LineupCountInput value={count} onChange={setCount} />
            <Button
              leftSection={<IconBolt size={16} />}
              loading={state.building}
              disabled={invalid || running || state.pool === null}
              onClick={() =>
                void dispatch(
                  startBuild({ contestGroupId: scope.contestGroupId, count, settings, choices }),
                )
              }
            >
              Build lineups
            </Button>
          </Group>
        </Group>
        {state.buildError === null ? null : (
          <Alert color="red" mb="sm" role="alert">
            {state.buildError}
          </Alert>
        )}
        {state.exportError === null ? null : (
          <Alert color="red" mb="sm" role="alert">
            {state.exportError}
          </Alert>
        )}
        {build === null ? (
          <Text size="sm" c="dimmed">
            Lineups appear here, best projection first, once you build.
          </Text>
        ) : (
          <BuildResults
            build={build}
            onCancel={() => void dispatch(cancelBuild(build.buildId))}
            onExport={() =>
              dispatch(exportBuild(build.buildId))
                .unwrap()
                .catch(() => undefined)
            }
            onFillEntries={(csv) =>
              dispatch(fillEntries({ buildId: build.buildId, csv }))
                .unwrap()
                .catch(() => undefined)
            }
          />
        )}
      </Paper>
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
