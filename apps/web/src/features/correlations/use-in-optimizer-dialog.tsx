import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { CorrelationUse, CorrelationView } from '@slatelab/contract/correlations.contract'
import { isoDateSchema, type IsoDate } from '@slatelab/domain/units'
import { useMediaQuery } from '@mantine/hooks'
import { skipToken } from '@reduxjs/toolkit/query'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useSourcesQuery } from '../../shared/navbar/navbar-api'
import { selectDate } from '../../shared/navbar/navbar-slice'
import { useApplyCorrelationUseMutation, useCorrelationUsePreviewQuery } from './correlations-api'

const signed = (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2))

/**
 * "Use in optimizer": pick a slate of the view's site on a date (the navbar's first), see the SimLabs
 * targets and the optimizer rules the view's values make there, then apply them.
 */
export function UseInOptimizerButton({ view }: { readonly view: CorrelationView }) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        Use in optimizer
      </Button>
      {opened && <UseInOptimizerDialog view={view} onClose={() => setOpened(false)} />}
    </>
  )
}

function UseInOptimizerDialog({
  view,
  onClose,
}: {
  readonly view: CorrelationView
  readonly onClose: () => void
}) {
  const isPhone = useMediaQuery('(max-width: 36em)')
  const [date, setDate] = useState<IsoDate>(useSelector(selectDate))
  // The slate picked in the dropdown; none picked (or gone from the date) is the first.
  const [picked, setPicked] = useState<number | null>(null)
  const sources = useSourcesQuery({ sportId: view.sportId, date })
  const slatesError = failureMessage(sources.error)
  const slates =
    sources.currentData === undefined
      ? null
      : (
          sources.currentData.find((source) => source.id === view.sourceId)?.contestGroups ?? []
        ).filter((slate) => slate.contestGroupId !== 0)
  const slateId =
    slates?.find((slate) => slate.contestGroupId === picked)?.contestGroupId ??
    slates?.[0]?.contestGroupId ??
    null
  const preview = useCorrelationUsePreviewQuery(
    slateId === null ? skipToken : { view, contestGroupId: slateId },
  )
  const previewError = failureMessage(preview.error)
  const [applyUse, applied] = useApplyCorrelationUseMutation()
  const appliedError = failureMessage(applied.error)

  const choose = (contestGroupId: number) => {
    setPicked(contestGroupId)
    applied.reset()
  }

  const apply = () => {
    if (slateId !== null) void applyUse({ view, contestGroupId: slateId })
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={isPhone}
      title={`Use ${view.viewName} in the optimizer`}
    >
      <Stack gap="sm">
        {slatesError !== null && <Alert color="red">{slatesError}</Alert>}
        <Group align="flex-end" grow>
          <TextInput
            type="date"
            label="Slate date"
            value={date}
            onChange={(event) => {
              const parsed = isoDateSchema.safeParse(event.currentTarget.value)
              if (parsed.success) {
                setDate(parsed.data)
                applied.reset()
              }
            }}
          />
          {slates !== null && slates.length > 0 && (
            <Select
              label="Slate"
              data={slates.map((slate) => ({
                value: String(slate.contestGroupId),
                label: slate.displayName,
              }))}
              value={slateId === null ? null : String(slateId)}
              onChange={(value) => value !== null && choose(Number(value))}
            />
          )}
        </Group>
        {slates === null && slatesError === null && (
          <Loader size="sm" aria-label="Loading slates" />
        )}
        {slates !== null && slates.length === 0 && (
          <Text size="sm">No slate of this site on {date}: pick another date.</Text>
        )}
        {preview.isFetching && <Loader size="sm" aria-label="Loading the values" />}
        {previewError !== null && <Alert color="red">{previewError}</Alert>}
        {preview.currentData !== undefined && <UsePreview use={preview.currentData} />}
        {appliedError !== null && <Alert color="red">{appliedError}</Alert>}
        {applied.data !== undefined && (
          <Alert color="green" title="Applied">
            {applied.data.rules.length} rules are in your optimizer settings of{' '}
            {applied.data.slateName}, and your SimLabs simulations of it use these{' '}
            {applied.data.targets.length} correlations.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {applied.data !== undefined ? 'Close' : 'Cancel'}
          </Button>
          <Button
            onClick={apply}
            loading={applied.isLoading}
            disabled={preview.currentData === undefined || applied.data !== undefined}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function UsePreview({ use }: { readonly use: CorrelationUse }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        SimLabs correlations ({use.targets.length})
      </Title>
      {use.targets.length === 0 ? (
        <Text size="sm">The view has no values under its filters.</Text>
      ) : (
        <ScrollArea.Autosize mah={200}>
          <Table striped withTableBorder fz="xs" aria-label="SimLabs correlations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pair</Table.Th>
                <Table.Th>Relation</Table.Th>
                <Table.Th ta="right">r</Table.Th>
                <Table.Th ta="right">Games</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {use.targets.map((target) => (
                <Table.Tr key={`${target.relation}:${target.roles.join(':')}`}>
                  <Table.Td>{target.roles.join('–')}</Table.Td>
                  <Table.Td>{target.relation}</Table.Td>
                  <Table.Td ta="right">{signed(target.correlation)}</Table.Td>
                  <Table.Td ta="right">{target.samples}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Title order={3} size="h5">
        Optimizer rules ({use.rules.length})
      </Title>
      <Text size="xs" c="dimmed">
        From values of at least ±{use.threshold}: each player goes together with his strongest
        partner; a negative value keeps the two apart. They replace the rules an earlier apply wrote
        in your settings of {use.slateName}; your other rules stay.
        {use.rulesLeftOut > 0 &&
          ` ${use.rulesLeftOut} weaker rules are left out (100 rules at most).`}
      </Text>
      {use.rules.length > 0 && (
        <ScrollArea.Autosize mah={260}>
          <Table striped withTableBorder fz="xs" aria-label="Optimizer rules">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Player</Table.Th>
                <Table.Th>Rule</Table.Th>
                <Table.Th>With</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th ta="right">r</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {use.rules.map((rule) => (
                <Table.Tr key={`${rule.playerId}:${rule.otherPlayerId}`}>
                  <Table.Td>{rule.playerName}</Table.Td>
                  <Table.Td>
                    <Text span size="xs" fw={700} c={rule.kind === 'together' ? 'red.7' : 'blue.6'}>
                      {rule.kind}
                    </Text>
                  </Table.Td>
                  <Table.Td>{rule.otherPlayerName}</Table.Td>
                  <Table.Td>{rule.pair}</Table.Td>
                  <Table.Td ta="right">{signed(rule.correlation)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  )
}
