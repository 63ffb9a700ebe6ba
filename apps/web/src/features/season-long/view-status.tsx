import { Alert, Group, Loader } from '@mantine/core'
import { useSelector } from 'react-redux'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useAppDispatch } from '../../shared/store/store-hooks'
import { errorCleared, selectSeasonLong } from './season-long-slice'

/** A call of a view as its status shows it: its failure and the request it failed on. */
export type CallStatus = {
  readonly isFetching?: boolean
  readonly isLoading?: boolean
  readonly error?: unknown
  readonly requestId?: string | undefined
}

/**
 * A view's loading flag (any of `loading`'s calls running) and its first failure not cleared,
 * with a button to clear it (SPEC §4: errors can be cleared). `quiet` calls fail visibly but
 * never set the flag (SPEC §4: loading saved cheatsheets does not).
 */
export function ViewStatus({
  loading,
  quiet = [],
}: {
  readonly loading: readonly CallStatus[]
  readonly quiet?: readonly CallStatus[]
}) {
  const dispatch = useAppDispatch()
  const { clearedErrorOf } = useSelector(selectSeasonLong)
  const failed = [...loading, ...quiet].find(
    (call) =>
      call.error !== undefined &&
      (call.requestId === undefined || call.requestId !== clearedErrorOf),
  )
  const busy = loading.some((call) => call.isFetching === true || call.isLoading === true)
  return (
    <>
      {busy && (
        <Group>
          <Loader size="xs" aria-label="Loading season-long data" />
        </Group>
      )}
      {failed !== undefined && (
        <Alert
          color="red"
          title={failureMessage(failed.error)}
          withCloseButton={failed.requestId !== undefined}
          closeButtonLabel="Clear the error"
          onClose={() => failed.requestId !== undefined && dispatch(errorCleared(failed.requestId))}
        />
      )}
    </>
  )
}
