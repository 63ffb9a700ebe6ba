import { Alert, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core'
import { skipToken } from '@reduxjs/toolkit/query'
import { lazy, Suspense } from 'react'
import { useSelector } from 'react-redux'
import { failureMessage } from '../../shared/api/slatelab-api'
import {
  noneChosen,
  selectContestGroupId,
  selectContestId,
  selectNavbar,
  selectSportId,
} from '../../shared/navbar/navbar-slice'

import { PreLockNotice } from '../../shared/pre-lock/pre-lock-notice'
import { useSlatePlayersQuery } from '../../shared/pre-lock/pre-lock-api'
import { useIsPreLock } from '../../shared/pre-lock/use-pre-lock'
import { selectUser } from '../../shared/session/session-slice'
import { ContestLobby, ProjectedOwnershipTable } from './contest-lobby'
import { ContestPlayersTable } from './contest-players-table'
import { ContestSummary } from './contest-summary'
import { ContestUsersPanel } from './contest-users-panel'
import { useContestDataQuery } from './contests-api'
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
  const sportId = useSelector(selectSportId)
  const contestGroupId = useSelector(selectContestGroupId)
  const contestId = useSelector(selectContestId)
  const { contests } = useSelector(selectNavbar)
  const players = useSlatePlayersQuery({ sportId, contestGroupId })
  const playersError = failureMessage(players.error)

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
        players={players.currentData ?? []}
        loading={players.isFetching}
      />
    </>
  )
}

/** The chosen contest once the slate has locked: its figures and tables. */
function ContestDetails() {
  const contestId = useSelector(selectContestId)
  const { contests } = useSelector(selectNavbar)
  const { query, contestId: openedId } = useSelector(selectContests)
  const contest = contests.find((candidate) => candidate.contestId === contestId)
  // Only once the slice has opened this contest: its query is then this contest's, not the last.
  const {
    data,
    isFetching: loading,
    error: failure,
  } = useContestDataQuery(
    contest === undefined || contest.contestId !== openedId ? skipToken : { contest, query },
  )
  const error = failureMessage(failure)
  // `data` stays while another page of the same contest loads; another contest's never shows.
  const shown = data !== undefined && data.contestId === contestId ? data : null
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
