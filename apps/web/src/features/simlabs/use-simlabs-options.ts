import type { BuildSummary } from '@slatelab/contract/optimizer.contract'
import type { Contest } from '@slatelab/domain/entities/contest'
import { failureMessage } from '../../shared/api/slatelab-api'
import { useOptimizerBuildsQuery, useSimlabsContestsQuery } from './simlabs-api'

/** What a new simulation can run: the slate's contests and the caller's done builds of it. */
export type SimlabsOptions = {
  readonly contests: readonly Contest[]
  readonly builds: readonly BuildSummary[]
  readonly loading: boolean
  readonly error: string | null
}

/** The options of slate `slateId` (0: none chosen, nothing asked). */
export const useSimlabsOptions = (slateId: number): SimlabsOptions => {
  const skip = slateId === 0
  const contests = useSimlabsContestsQuery(slateId, { skip })
  const builds = useOptimizerBuildsQuery(undefined, { skip })
  const failed = contests.isError || builds.isError
  return {
    contests: failed ? [] : (contests.currentData ?? []),
    builds: failed
      ? []
      : (builds.currentData ?? []).filter(
          (build) => build.contestGroupId === slateId && build.status === 'done',
        ),
    loading: contests.isFetching || builds.isFetching,
    error: failureMessage(contests.error ?? builds.error),
  }
}
