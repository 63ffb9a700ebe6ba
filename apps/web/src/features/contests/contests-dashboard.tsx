import { Alert, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core'
import { lazy, Suspense, useEffect } from 'react'
import { useSelector } from 'react-redux'
import {
  noneChosen,
  selectContestGroupId,
  selectContestId,
  selectNavbar,
  selectSportId,
} from '../../shared/navbar/navbar-slice'

import { PreLockNotice } from '../../shared/pre-lock/pre-lock-notice'
import { fetchProjectedPlayers, selectPreLock } from '../../shared/pre-lock/pre-lock-slice'
import { useIsPreLock } from '../../shared/pre-lock/use-pre-lock'
import { selectUser } from '../../shared/session/session-slice'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { ContestLobby, ProjectedOwnershipTable } from './contest-lobby'
import { ContestPlayersTable } from './contest-players-table'
import { ContestSummary } from './contest-summary'
import { ContestUsersPanel } from './contest-users-panel'
import { selectContests } from './contests-slice'
import { DuplicateLineupsTable } from './duplicate-lineups-table'

// Only admins upload: visitors never load the form (a number input and a file picker).
const StandingsUpload = lazy(async () => ({
  default: (await import('./standings-upload')).StandingsUpload,
}))

/**
 * The dashboard of a chosen slate: the contest's summary and tables, and the admin upload.
 * Loaded on its own, so the page's empty state needs none of the tables.
 */
export function ContestsDashboard() {
  const contestGroupId = useSelector(selectContestGroupId)
  const { contests } = useSelector(selectNavbar)
  const user = useSelector(selectUser)
  const preLock = useIsPreLock(contests)
  return (
    <Stack gap="md">
      {preLock ? <PreLockLobby /> : <ContestDetails />}
      {user?.role === 'admin' && (
        <Suspense>
          <StandingsUpload contestGroupId={contestGroupId} />
        </Suspense>
      )}
    </Stack>
  )
}

/**
 * A slate that has not locked has no field: its lobby and the players' projected ownership,
 * and the last finished slate in one click.
 */
function PreLockLobby() {
  const dispatch = useAppDispatch()
  const sportId = useSelector(selectSportId)
  const contestGroupId = useSelector(selectContestGroupId)
  const contestId = useSelector(selectContestId)
  const { contests } = useSelector(selectNavbar)
  const { players, playersSlateId, playersLoading, playersError } = useSelector(selectPreLock)

  useEffect(() => {
    if (playersSlateId !== contestGroupId) {
      void dispatch(fetchProjectedPlayers({ sportId, contestGroupId }))
    }
  }, [dispatch, sportId, contestGroupId, playersSlateId])

  return (
    <>
      <PreLockNotice
        contests={contests}
        shows="the lobby (every contest’s fee, spots and prizes) and each player’s projected ownership"
      />
      <ContestLobby contests={contests} chosenId={contestId} />
      {playersError !== null && (
        <Alert color="red" variant="light" title={playersError}>
          Pick the slate again to retry.
        </Alert>
      )}
      <ProjectedOwnershipTable
        contestGroupId={contestGroupId}
        players={playersSlateId === contestGroupId ? players : []}
        loading={playersLoading}
      />
    </>
  )
}

/** The chosen contest once the slate has locked: its figures and tables. */
function ContestDetails() {
  const contestId = useSelector(selectContestId)
  const { data, loading, error, query } = useSelector(selectContests)
  const shown = data !== null && data.contestId === contestId ? data : null
  return (
    <>
      {error !== null && (
        <Alert color="red" variant="light" title={error}>
          The tables below are empty until the contest loads.
        </Alert>
      )}
      {loading && shown === null && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading contest…
          </Text>
        </Group>
      )}
      {contestId === noneChosen && (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed">
            This slate has no contests yet. Pick another slate, or upload standings below.
          </Text>
        </Paper>
      )}
      {shown !== null && (
        <>
          <ContestSummary data={shown} />
          <Paper withBorder radius="md" p="md">
            <Tabs defaultValue="players" keepMounted={false}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="players">Ownership</Tabs.Tab>
                <Tabs.Tab value="users">Users</Tabs.Tab>
                <Tabs.Tab value="duplicates">Duplicates</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="players">
                <ContestPlayersTable players={shown.players} sportId={shown.sportId} />
              </Tabs.Panel>
              <Tabs.Panel value="users">
                <ContestUsersPanel
                  data={shown}
                  sort={query.usersSort}
                  descending={query.usersDescending}
                  search={query.usersSearch}
                  openedUserId={query.userId}
                />
              </Tabs.Panel>
              <Tabs.Panel value="duplicates">
                <DuplicateLineupsTable data={shown} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </>
      )}
    </>
  )
}
