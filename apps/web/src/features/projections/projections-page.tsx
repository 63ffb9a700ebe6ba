import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core'
import type {
  accuracyWindows,
  BlendWeights,
  Projection,
} from '@slatelab/contract/projections.contract'
import { projectionsDefaults } from '@slatelab/domain/constants'
import { IconChartDots } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useSelector } from 'react-redux'
import {
  noneChosen,
  selectDate,
  selectSourceId,
  selectSportId,
} from '../../shared/navbar/navbar-slice'
import { selectUser } from '../../shared/session/session-slice'
import { PageFrame } from '../../shared/ui/page-frame'
import { SectionPanel } from '../../shared/ui/section-panel'
import { SignInPrompt } from '../../shared/ui/sign-in-prompt'
import { AccuracyBoard } from './accuracy-board'
import { BlendPanel } from './blend-panel'
import { comparePlayers, PlayerTable } from './player-table'
import { failureMessage } from '../../shared/api/slatelab-api'
import {
  useDeleteProjectionsMutation,
  useProjectionAccuracyQuery,
  useSetActiveProjectionsMutation,
  type ProjectionScope,
} from './projections-api'
import { useBlendPreview, useProjectionPage } from './use-projection-page'

const noPlayers: readonly Projection[] = []
import { ScenarioPanel } from './scenario-panel'
import { UploadPanel } from './upload-panel'

function SetsList({ scope }: { readonly scope: ProjectionScope }) {
  const { sets, activeKey } = useProjectionPage(scope)
  const [setActive, activating] = useSetActiveProjectionsMutation()
  const [deleteSet, deleting] = useDeleteProjectionsMutation()
  const error = failureMessage(activating.error ?? deleting.error)
  const use = (key: string) => void setActive({ scope, key })
  return (
    <Stack gap="xs">
      {error !== null && <Alert color="red" title={error} />}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Projection sets" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Set</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th ta="right">Records</Table.Th>
              <Table.Th ta="right">r with system</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Group gap="xs">
                  System projection
                  {activeKey === null && <Badge size="sm">Active</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>built in</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td />
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  disabled={activeKey === null}
                  onClick={() => use('system')}
                >
                  Use
                </Button>
              </Table.Td>
            </Table.Tr>
            {sets.map((set) => (
              <Table.Tr key={set.key}>
                <Table.Td>
                  <Group gap="xs">
                    {set.projectionSetName}
                    {set.activeFlag && <Badge size="sm">Active</Badge>}
                    {set.isSystem && (
                      <Badge size="sm" color="gray" variant="light">
                        System set
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{set.kind}</Table.Td>
                <Table.Td ta="right">{set.recordCount}</Table.Td>
                <Table.Td ta="right">{set.stats?.correlation?.toFixed(3) ?? '–'}</Table.Td>
                <Table.Td>{new Date(set.createdDate).toLocaleString()}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={set.activeFlag}
                      onClick={() => use(set.key)}
                      aria-label={`Use ${set.projectionSetName}`}
                    >
                      Use
                    </Button>
                    {!set.isSystem && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        aria-label={`Delete ${set.projectionSetName}`}
                        onClick={() => void deleteSet({ scope, key: set.key })}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

function ProjectionsTool() {
  const sportId = useSelector(selectSportId)
  const date = useSelector(selectDate)
  const sourceId = useSelector(selectSourceId)
  const scope = useMemo<ProjectionScope>(
    () => ({
      sportId,
      date,
      sourceId: sourceId === noneChosen ? projectionsDefaults.sourceId : sourceId,
    }),
    [sportId, date, sourceId],
  )
  const state = useProjectionPage(scope)
  const [days, setDays] = useState<(typeof accuracyWindows)[number]>(30)
  const accuracy = useProjectionAccuracyQuery({ scope, days })
  // The weights last previewed, whose blended top 20 the player table compares as well.
  const [blendSets, setBlendSets] = useState<readonly BlendWeights[]>([])
  const blendPreview = useBlendPreview(scope, blendSets)
  const blendTop = blendPreview.data?.top ?? noPlayers
  const players = useMemo(
    () => comparePlayers(state.system, state.projections, blendTop),
    [state.system, state.projections, blendTop],
  )
  const playerOptions = useMemo(
    () =>
      state.system.map((player) => ({
        value: String(player.playerId),
        label: `${player.playerName} (${player.team})`,
      })),
    [state.system],
  )
  const active = state.sets.find((set) => set.key === state.activeKey)
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text size="sm" aria-live="polite">
          Active projections: <b>{active?.projectionSetName ?? 'System projection'}</b>
        </Text>
        {state.loading && <Loader size="xs" aria-label="Loading projections" />}
      </Group>
      {state.error !== null && <Alert color="red" title={state.error} />}
      <SectionPanel title="Sets">
        <SetsList scope={scope} />
      </SectionPanel>
      <SectionPanel title="Upload">
        <UploadPanel scope={scope} players={playerOptions} />
      </SectionPanel>
      <SectionPanel title="Blend">
        <BlendPanel
          scope={scope}
          sets={state.sets}
          previewed={blendSets}
          onPreview={setBlendSets}
        />
      </SectionPanel>
      <SectionPanel title="Scenario">
        <ScenarioPanel scope={scope} />
      </SectionPanel>
      <SectionPanel title="Players">
        <PlayerTable players={players} fileName={`projections-${scope.date}.csv`} />
      </SectionPanel>
      <SectionPanel title="Accuracy board">
        <AccuracyBoard
          rows={accuracy.currentData?.rows ?? []}
          days={days}
          loading={accuracy.isFetching}
          error={failureMessage(accuracy.error)}
          onDaysChange={setDays}
        />
      </SectionPanel>
    </Stack>
  )
}

/** Custom projections: upload, sets, blends, scenarios, the player table and the accuracy board. */
export function ProjectionsPage() {
  const user = useSelector(selectUser)
  return (
    <PageFrame
      path="/projections"
      description="Bring your own projections: upload a file, blend sets by weight, play out scenarios, and choose which numbers the optimizer and SimLabs use. The accuracy board scores every set against what players scored."
      empty={{
        title: 'Projections will appear here once you sign in.',
        description: 'Sign in to upload and manage projection sets.',
        icon: <IconChartDots size={32} stroke={1.5} />,
      }}
    >
      {user === null ? (
        <SignInPrompt
          action="manage your projections"
          reason="Projection sets are yours: the optimizer and SimLabs read the one you make active."
        />
      ) : (
        <ProjectionsTool />
      )}
    </PageFrame>
  )
}
