import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'

import { PreLockNotice } from '../../shared/pre-lock/pre-lock-notice'
import { useIsPreLock } from '../../shared/pre-lock/use-pre-lock'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { ActiveProjectionsNote } from '../../shared/projections/active-projections-note'
import { ContestVisibilitySelect } from './contest-visibility-select'
import { OwnershipCharts } from './ownership-charts'
import { OwnershipErrorPanel } from './ownership-error-panel'
import { buildOwnershipRows } from './ownership-rows'
import { visibleContestsChanged } from './ownership-slice'
import { OwnershipTable } from './ownership-table'
import type { OwnershipData } from './use-ownership-data'

/**
 * The dashboard of a chosen slate: the contests to compare, the player table and the
 * charts. Loaded on its own, so the page's empty state needs neither table nor charts.
 */
export function OwnershipDashboard({ ownership }: { readonly ownership: OwnershipData }) {
  const dispatch = useAppDispatch()
  const { visible, lead, loading } = ownership
  const rows = useMemo(
    () => buildOwnershipRows(ownership.players, visible, ownership.splits),
    [ownership.players, visible, ownership.splits],
  )
  const preLock = useIsPreLock(ownership.contests)
  return (
    <Stack gap="md">
      {preLock && (
        <PreLockNotice
          contests={ownership.contests}
          shows="each player’s projected ownership from the slate’s projections (Proj %), and the contests below are the lobby’s"
        />
      )}
      {ownership.errors.map((error) => (
        <Alert key={error} color="red" variant="light" title={error}>
          The table shows what did load; pick the slate again to retry.
        </Alert>
      ))}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <ContestVisibilitySelect
            contests={ownership.contests}
            visibleContestIds={ownership.visibleContestIds}
            onChange={(contestIds) => dispatch(visibleContestsChanged(contestIds))}
          />
          <ActiveProjectionsNote contestGroupId={ownership.contestGroupId} />
          {loading && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Loading ownership…
              </Text>
            </Group>
          )}
          {!loading &&
            !preLock &&
            visible.length > 0 &&
            visible.every((c) => c.players.length === 0) && (
              <Text size="sm" c="dimmed">
                No entries are stored for these contests yet. An admin fills them by uploading the
                contest’s standings on the Contests page.
              </Text>
            )}
          <OwnershipTable rows={rows} contests={visible} loading={loading} preLock={preLock} />
        </Stack>
      </Paper>
      <OwnershipCharts rows={rows} contests={visible} lead={lead} preLock={preLock} />
      {!preLock && <OwnershipErrorPanel rows={rows} contests={visible} />}
    </Stack>
  )
}
