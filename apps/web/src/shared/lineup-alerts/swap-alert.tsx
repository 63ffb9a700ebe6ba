import { Alert, Button, Group, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { noneChosen } from '../navbar/navbar-slice'
import { selectUser } from '../session/session-slice'
import { useLineupAlertsQuery, useQuickSwapMutation } from './lineup-alerts-api'

/**
 * The red "N lineups hold OUT players — swap" action for a slate: a Quick swap of
 * every build with such lineups (OUT and doubtful players replaced by the best available at
 * their slot). Shows nothing while no lineup of the signed-in user needs it.
 */
export function SwapAlert({ contestGroupId }: { readonly contestGroupId: number }) {
  const user = useSelector(selectUser)
  const skip = user === null || contestGroupId === noneChosen
  const alerts = useLineupAlertsQuery(contestGroupId, { skip })
  const [quickSwap, swapping] = useQuickSwapMutation()
  const [failure, setFailure] = useState<string | null>(null)
  const count = skip ? 0 : (alerts.currentData?.swapLineups ?? 0)
  if (count === 0 && failure === null) return null
  const swap = async () => {
    setFailure(null)
    for (const { buildId } of alerts.currentData?.builds ?? []) {
      const answer = await quickSwap(buildId)
      if ('error' in answer) {
        setFailure(String((answer.error as { message?: string }).message ?? 'The swap failed'))
        return
      }
    }
  }
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      aria-label="Lineups hold OUT players"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {count > 0
            ? `${count} lineup${count === 1 ? '' : 's'} hold${count === 1 ? 's' : ''} OUT players — swap`
            : failure}
        </Text>
        {count > 0 ? (
          <Button size="xs" color="red" variant="white" loading={swapping.isLoading} onClick={swap}>
            Quick swap
          </Button>
        ) : null}
      </Group>
      {count > 0 && failure !== null ? <Text size="sm">{failure}</Text> : null}
    </Alert>
  )
}
