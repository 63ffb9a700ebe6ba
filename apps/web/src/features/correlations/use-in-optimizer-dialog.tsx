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
import type { ContestGroup } from '@slatelab/domain/entities/contest-group'
import { isoDateSchema, type IsoDate } from '@slatelab/domain/units'
import { useMediaQuery } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSelector } from 'react-redux'
import { userFacingMessage } from '../../shared/api/http-error'
import { getSources } from '../../shared/navbar/navbar-api'
import { selectDate } from '../../shared/navbar/navbar-slice'
import { applyCorrelationUse, previewCorrelationUse } from './correlations-api'

type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly use: CorrelationUse }

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
  const [slates, setSlates] = useState<readonly ContestGroup[] | null>(null)
  const [slatesError, setSlatesError] = useState<string | null>(null)
  const [slateId, setSlateId] = useState<number | null>(null)
  const [preview, setPreview] = useState<Step>({ kind: 'idle' })
  const [applied, setApplied] = useState<Step>({ kind: 'idle' })

  // The slate asked last: an earlier slate's late answer is dropped.
  const asked = useRef<number | null>(null)
  const choose = useCallback(
    (contestGroupId: number) => {
      asked.current = contestGroupId
      setSlateId(contestGroupId)
      setPreview({ kind: 'loading' })
      setApplied({ kind: 'idle' })
      previewCorrelationUse({ view, contestGroupId })
        .then((use) => asked.current === contestGroupId && setPreview({ kind: 'ready', use }))
        .catch(
          (error: unknown) =>
            asked.current === contestGroupId &&
            setPreview({ kind: 'failed', message: userFacingMessage(error) }),
        )
    },
    [view],
  )

  useEffect(() => {
    let live = true
    getSources(view.sportId, date)
      .then((sources) => {
        if (!live) return
        const site = sources.find((source) => source.id === view.sourceId)
        const found = (site?.contestGroups ?? []).filter((slate) => slate.contestGroupId !== 0)
        setSlates(found)
        if (found[0] !== undefined) choose(found[0].contestGroupId)
        else {
          asked.current = null
          setSlateId(null)
          setPreview({ kind: 'idle' })
        }
      })
      .catch((error: unknown) => live && setSlatesError(userFacingMessage(error)))
    return () => {
      live = false
    }
  }, [view.sportId, view.sourceId, date, choose])

  const apply = () => {
    if (slateId === null) return
    setApplied({ kind: 'loading' })
    applyCorrelationUse({ view, contestGroupId: slateId })
      .then((use) => setApplied({ kind: 'ready', use }))
      .catch((error: unknown) => setApplied({ kind: 'failed', message: userFacingMessage(error) }))
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
              if (parsed.success) setDate(parsed.data)
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
              allowDeselect={false}
            />
          )}
        </Group>
        {slates === null && slatesError === null && (
          <Loader size="sm" aria-label="Loading slates" />
        )}
        {slates !== null && slates.length === 0 && (
          <Text size="sm">No slate of this site on {date}: pick another date.</Text>
        )}
        {preview.kind === 'loading' && <Loader size="sm" aria-label="Loading the values" />}
        {preview.kind === 'failed' && <Alert color="red">{preview.message}</Alert>}
        {preview.kind === 'ready' && <UsePreview use={preview.use} />}
        {applied.kind === 'failed' && <Alert color="red">{applied.message}</Alert>}
        {applied.kind === 'ready' && (
          <Alert color="green" title="Applied">
            {applied.use.rules.length} rules are in your optimizer settings of{' '}
            {applied.use.slateName}, and your SimLabs simulations of it use these{' '}
            {applied.use.targets.length} correlations.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {applied.kind === 'ready' ? 'Close' : 'Cancel'}
          </Button>
          <Button
            onClick={apply}
            loading={applied.kind === 'loading'}
            disabled={preview.kind !== 'ready' || applied.kind === 'ready'}
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
