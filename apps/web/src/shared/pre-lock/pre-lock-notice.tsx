import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import type { Contest } from '@slatelab/domain/entities/contest'
import { IconClockHour4, IconHistory } from '@tabler/icons-react'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { noneChosen, selectSourceId, selectSportId } from '../navbar/navbar-slice'
import { writeSelection } from '../navbar/navbar-url'
import { finishedSlateLabel, lockLabel } from './pre-lock'
import { useLastFinishedSlateQuery } from './pre-lock-api'

type PreLockNoticeProps = {
  /** The slate's contests, all still open for entries. */
  readonly contests: readonly Contest[]
  /** What the page shows meanwhile, in a DFS player's words. */
  readonly shows: string
}

/**
 * The label of a slate that has not locked: when it locks, what the page shows until then,
 * and the last finished slate of the same sport and site in one click (the navbar follows
 * the link, so its date and slate change with it).
 */
export function PreLockNotice({ contests, shows }: PreLockNoticeProps) {
  const sportId = useSelector(selectSportId)
  const sourceId = useSelector(selectSourceId)
  const { pathname, search } = useLocation()
  // A failure leaves no offer: it is not an error to show.
  const { currentData, isFetching: lastFinishedLoading } = useLastFinishedSlateQuery(
    sourceId === noneChosen ? skipToken : { sportId, sourceId },
  )
  const lockAt = contests[0]?.date
  const offer = currentData ?? null
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockHour4 size={18} />}
      title={`Pre-lock${lockAt === undefined ? '' : `: this slate locks ${lockLabel(lockAt)}`}`}
    >
      <Stack gap="xs">
        <Text size="sm">
          No lineups are entered before lock, so there is no field yet. Until then this page shows{' '}
          {shows}. Entries and ownership fill in once the slate locks.
        </Text>
        <Group gap="sm" wrap="wrap">
          {offer !== null ? (
            <Button
              component={Link}
              to={{
                pathname,
                search: writeSelection(new URLSearchParams(search), pathname, {
                  sportId: offer.sportId,
                  date: offer.date,
                  sourceId: offer.sourceId,
                  contestGroupId: offer.contestGroupId,
                  contestId: noneChosen,
                }),
              }}
              leftSection={<IconHistory size={16} />}
              size="sm"
              styles={{ label: { whiteSpace: 'normal' } }}
              h="auto"
              py={6}
            >
              Open the last finished slate ({finishedSlateLabel(offer)})
            </Button>
          ) : (
            !lastFinishedLoading && (
              <Text size="sm" c="dimmed">
                No finished slate of this sport and site has stored entries yet: pick an earlier
                date in the navbar.
              </Text>
            )
          )}
        </Group>
      </Stack>
    </Alert>
  )
}
